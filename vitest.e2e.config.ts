import { defineConfig } from 'vitest/config';

/** Browser journeys: real Chromium (playwright-core) against the built app on a real port. */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    // The journeys build the texts they look for (plurals among them) as the server does.
    setupFiles: ['scripts/vitest-compile-templates.ts'],
    // A wait for a hang, not a measure of speed: the audits visit some twenty screens, running axe-core on each,
    // which takes over a minute and a half on a slow two-core machine.
    testTimeout: 240_000,
    hookTimeout: 120_000,
    // Two journey files at a time, each with its own Quad and its own Chromium on its own copy of the campus: on a
    // two-core machine the journeys on SQLite took 11 minutes instead of 16 (three at a time: 11 again; decision 086).
    fileParallelism: true,
    maxWorkers: 2,
    // On CI a journey that fails is tried once more, and `npm test` names it among those that passed only when tried
    // again: a real browser on a busy two-core machine sometimes misses a beat, and one missed beat must not throw
    // away a whole run. A journey that fails twice fails the run.
    retry: process.env.CI ? 1 : 0,
  },
});

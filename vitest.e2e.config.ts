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
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});

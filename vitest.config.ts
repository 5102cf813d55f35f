import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compiledTemplates } from './scripts/vite-compiled-templates.ts';
import { databaseTestFiles } from './scripts/test-tiers.ts';

const SERVER_TESTS = ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'];
const DATABASE_TESTS = databaseTestFiles();
// In CI a failed test is tried once more, as the journeys are; one that passes only then is listed at the end of
// `npm test` with its first error (decision 086). Each project says it: a project inherits nothing from the root.
const retry = process.env.CI ? 1 : 0;

/**
 * Three projects by what a test touches (decision 062): `pure` and `client` run once; `database` runs on SQLite and,
 * with TEST_DATABASE_URL, again on PostgreSQL (`npm test` does both).
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one on a two-core machine. Two workers there take the
    // database tests from 163 to 106 s and the pure and client tests from 133 to 87 s; three were slower (148 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'pure',
          environment: 'node',
          retry,
          include: SERVER_TESTS,
          exclude: DATABASE_TESTS,
          setupFiles: ['scripts/vitest-compile-templates.ts', 'scripts/vitest-no-database.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'database',
          environment: 'node',
          retry,
          include: DATABASE_TESTS,
          setupFiles: ['scripts/vitest-compile-templates.ts'],
          // One migrated database per run; each test file copies it (src/server/test/template-database.ts).
          globalSetup: ['src/server/test/template-database.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
          // Quad processes the tests start serve the stream themselves, as before the stream process: one
          // process each, on a machine running many test files at once. Its own test asks for it.
          env: { STREAM_PROCESS: 'off' },
        },
      },
      {
        // The client's English templates compiled as the build compiles them (decision 055).
        plugins: [compiledTemplates(), react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          retry,
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test/setup.ts'],
        },
      },
    ],
  },
});

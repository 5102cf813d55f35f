import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compiledTemplates } from './scripts/vite-compiled-templates.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['scripts/vitest-compile-templates.ts'],
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
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test/setup.ts'],
        },
      },
    ],
  },
});

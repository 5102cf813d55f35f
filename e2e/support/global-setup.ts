import { execFileSync } from 'node:child_process';

/** Builds the client once before the journeys, exactly as `npm start` does. */
export default function setup(): void {
  // Vitest sets NODE_ENV=test, which Vite would carry into the bundle (React's and Lingui's development code):
  // the journeys test the production build that people get.
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

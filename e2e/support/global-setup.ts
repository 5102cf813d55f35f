import { execFileSync } from 'node:child_process';

/** Builds the client once before the journeys, exactly as `npm start` does. */
export default function setup(): void {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
}

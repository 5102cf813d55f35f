/**
 * `npm start`'s first step: builds the client only when what it is made from changed since the last build
 * (scripts/client-build-stamp.ts). `npm run build` always builds; either way the build records its sources.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { planClientBuild } from './client-build-stamp.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const plan = planClientBuild(root);
if (!plan.build) {
  console.log(`The client is up to date: ${plan.reason} (npm run build rebuilds it anyway).`);
  process.exit(0);
}
console.log(`Building the client: ${plan.reason}.`);
const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
const result = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);

/**
 * `npm start`'s first step: builds the client, and compiles the server, only when what each is made from changed
 * since its last build (scripts/client-build-stamp.ts, scripts/server-build.ts). `npm run build` always builds both.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { planClientBuild } from './client-build-stamp.ts';
import { buildServer, planServerBuild } from './server-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const client = planClientBuild(root);
if (client.build) {
  console.log(`Building the client: ${client.reason}.`);
  const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else {
  console.log(`The client is up to date: ${client.reason} (npm run build rebuilds it anyway).`);
}
const server = planServerBuild(root);
if (server.build) {
  console.log(`Compiling the server: ${server.reason}.`);
  buildServer(root, server);
} else {
  console.log(`The compiled server is up to date: ${server.reason}.`);
}

/**
 * The server compiled for production (decision 083): TypeScript to JavaScript in dist/node (tsconfig.build.json:
 * src/server and src/shared, without tests), run by plain `node dist/node/server/main.js` with no loader. Types are
 * checked by `npm run typecheck`, not here: the build only emits. Like the client's, the build records a digest of
 * what it was made from, so `npm start` and the journeys compile again only when the server's sources changed.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { clearStamp, planClientBuild, writeStamp, type BuildPlan } from './client-build-stamp.ts';

export const SERVER_SOURCES = ['src/server', 'src/shared', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'];
export const SERVER_OUTPUT = 'dist/node';
export const SERVER_ENTRY = 'dist/node/server/main.js';
const SERVER_STAMP = 'dist/node-sources.sha256';

export function planServerBuild(root: string): BuildPlan {
  return planClientBuild(root, { sources: SERVER_SOURCES, output: SERVER_OUTPUT, stamp: SERVER_STAMP, entry: 'server/main.js' });
}

/** Compiles the server afresh (a file deleted from the sources leaves nothing behind) and records its sources. */
export function buildServer(root: string, plan = planServerBuild(root)): void {
  clearStamp(root, SERVER_STAMP);
  rmSync(join(root, SERVER_OUTPUT), { recursive: true, force: true });
  execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.build.json'), '--noCheck'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  writeStamp(root, plan.digest, SERVER_STAMP);
}

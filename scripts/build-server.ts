/** `npm run build:server`: compiles the server into dist/node (scripts/server-build.ts), whatever changed. */
import { fileURLToPath } from 'node:url';
import { buildServer } from './server-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
buildServer(root);
console.log('Compiled the server into dist/node.');

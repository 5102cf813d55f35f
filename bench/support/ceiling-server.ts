/**
 * The ceiling: a bare Fastify 5 process that answers every GET with the same bytes (and headers that matter:
 * type and length) as one of Quad's answers, from memory. Quad cannot be faster than this on the same
 * machine; `bench/api.ts` reports each endpoint as a ratio of it.
 *
 *   node --import tsx bench/support/ceiling-server.ts <file with the body> <content-type>
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [file, type = 'application/json; charset=utf-8'] = process.argv.slice(2);
if (!file) throw new Error('usage: ceiling-server.ts <body file> [content-type]');
const body = readFileSync(file);
const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => reply.type(type).send(body));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`ceiling listening on http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip for answers over 1 KB when the client accepts it (a feed page shrinks about 5x). Brotli at
 * quality 4 costs about what gzip does while still compressing better; the built client's files are compressed
 * once at build time at the highest levels and served as they are (see plugins/client.ts). Request bodies are
 * never decompressed: a compressed upload could otherwise expand past the body limit.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

/**
 * The stream process itself (stream-process.ts, decision 061): started by the serving process, it serves the
 * live stream's connections that process hands it, hears every change from it, reads the database and writes
 * nothing. It ends with its parent.
 */
import type { Socket } from 'node:net';
import { buildStreamApp } from '../stream-app.ts';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../database/connection.ts';
import { readableLog } from '../lib/log-lines.ts';
import type { FromStreamProcess, ToStreamProcess } from './stream-process.ts';

/** How often at most the parent hears how many listeners this process serves. */
const LISTENERS_EVERY_MS = 1_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = createDatabase(config.database, { relayed: true });
  // Log lines as the serving process writes them (main.ts).
  const logStream = config.env === 'production' ? undefined : readableLog(process.stdout);
  let servingBusy = false;
  const app = await buildStreamApp({ config, database, clientDir: null, servingBusy: () => servingBusy, ...(logStream ? { logStream } : {}) });
  // On loopback, on a port of its own that nothing is told of: Node's HTTP server follows its connections'
  // waits from `listening` on. Its connections come from the parent.
  await app.listen({ port: 0, host: '127.0.0.1' });

  // The listeners it serves: the connections handed to it that are still open, told to the parent when the count
  // moves (at most once a second), for the metrics.
  const open = new Set<Socket>();
  let told = 0;
  const telling = setInterval(() => {
    if (open.size === told) return;
    told = open.size;
    process.send?.({ quad: 'listeners', count: told } satisfies FromStreamProcess);
  }, LISTENERS_EVERY_MS);
  telling.unref();

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    clearInterval(telling);
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };

  process.on('message', (message: ToStreamProcess, handle?: unknown) => {
    switch (message?.quad) {
      case 'changes':
        for (const delivered of message.delivered) database.changes.relay(delivered);
        break;
      case 'unscoped':
        database.changes.wroteUnscoped();
        break;
      case 'keeping':
        database.changes.relayKeeping(message.keeping);
        break;
      case 'busy':
        servingBusy = message.busy;
        break;
      case 'connection': {
        const socket = handle as Socket | undefined;
        if (!socket) break;
        if (stopping) {
          socket.destroy();
          break;
        }
        open.add(socket);
        socket.once('close', () => open.delete(socket));
        socket.unshift(Buffer.from(message.head, 'latin1'));
        app.server.emit('connection', socket);
        socket.resume();
        break;
      }
      case 'stop':
        void stop();
        break;
    }
  });
  // Its parent gone, it has no connections to get nor changes to hear.
  process.on('disconnect', () => void stop());
  process.on('SIGTERM', () => void stop());
  // Ctrl-C reaches the whole group: the parent stops it in order.
  process.on('SIGINT', () => undefined);
  process.send?.({ quad: 'ready' } satisfies FromStreamProcess);
}

main().catch((error: unknown) => {
  console.error(`The stream process failed to start: ${(error as Error).message}`);
  process.exit(1);
});

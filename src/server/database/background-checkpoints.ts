/**
 * SQLite in WAL mode appends each commit to the WAL; a checkpoint copies the WAL back into the database file
 * and syncs it. Left to SQLite, the connection whose commit takes the WAL past 1,000 pages runs the checkpoint
 * inside that commit: 10 to 15 ms on this class of machine, about once every 80 comments, during which a
 * single-threaded server answers nobody. That was half of a comment's database time.
 *
 * Here a worker thread with its own connection checkpoints (PASSIVE: it never blocks a reader or a writer) every
 * 5 ms while the WAL grows and every 100 ms while it does not, so a commit on the main thread only appends to
 * the WAL and an idle server's worker mostly sleeps. SQLite's own checkpoint stays as
 * a backstop at a larger size (`BACKSTOP_PAGES`), in case the worker falls behind or is gone. See
 * docs/decisions/020-background-checkpoints.md.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** The main connection checkpoints by itself only once the WAL holds this many pages (16 MB at 4 KB). */
export const BACKSTOP_PAGES = 4000;
/** How long the worker waits between checkpoints: while commits come in, and while none do. */
const BUSY_MS = 5;
const IDLE_MS = 100;

// Plain CommonJS, evaluated by the worker: no loader or build step is needed in any process (server, tests,
// benchmarks). A failed checkpoint (busy, say) is left to the next one.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 1000');
db.pragma('synchronous = NORMAL');
let timer;
let lastLog = -1;
const tick = () => {
  let grew = false;
  try {
    const [{ log }] = db.pragma('wal_checkpoint(PASSIVE)');
    grew = log !== lastLog;
    lastLog = log;
  } catch {}
  timer = setTimeout(tick, grew ? workerData.busyMs : workerData.idleMs);
};
timer = setTimeout(tick, workerData.idleMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearTimeout(timer);
  db.close();
  parentPort.close();
});
`;

export interface BackgroundCheckpoints {
  /** Stops the worker and closes its connection; resolves when the thread has exited. */
  stop(): Promise<void>;
}

export function startBackgroundCheckpoints(file: string): BackgroundCheckpoints {
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { file, driver: createRequire(import.meta.url).resolve('better-sqlite3'), busyMs: BUSY_MS, idleMs: IDLE_MS },
  });
  // The server must be able to exit with the worker still running; close() stops it properly.
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  // If the worker cannot run, SQLite's own checkpoint (the backstop) keeps the WAL bounded.
  worker.on('error', () => undefined);
  return {
    async stop() {
      worker.postMessage('stop');
      const timeout = setTimeout(() => void worker.terminate(), 2000);
      await exited;
      clearTimeout(timeout);
    },
  };
}

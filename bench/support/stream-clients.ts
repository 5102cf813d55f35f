/**
 * bench/live.ts's listeners, in a process of their own (forked with IPC) so that neither their memory nor
 * their event loop is Quad's or the orchestrator's. It holds N live stream clients on bare sockets and, when
 * told, makes one like itself and times each client's receipt of it on its own clock.
 *
 * Messages in: {type:'connect', url, count, shown?, pool?}, {type:'like', url, path, token, marker, timeoutMs},
 * {type:'stats'}, {type:'close'}. Each is answered with one message {type:'done', ...}.
 */
import { performance } from 'node:perf_hooks';
import type { Socket } from 'node:net';
import { closeAgent, openRawStream, put } from './live-wire.ts';

interface Watch {
  marker: string;
  start: number;
  receipts: Float64Array;
  remaining: number;
  wake: () => void;
}

const sockets: Socket[] = [];
let watch: Watch | null = null;
let bytes = 0;
let closed = 0;

/** What one client's page shows: the posts every page shows, and as many again drawn from the pool. */
function pageOf(shown: string[] | undefined, pool: string[] | undefined): string[] | null {
  if (!shown) return null;
  const page = new Set(shown);
  const candidates = pool ?? [];
  while (candidates.length > 0 && page.size < shown.length * 2) page.add(candidates[Math.floor(Math.random() * candidates.length)]!);
  return [...page];
}

function listen(url: string, index: number, posts: string[] | null) {
  let tail = '';
  return openRawStream(url, (chunk) => {
    bytes += chunk.length;
    const w = watch;
    if (!w) return;
    const text = tail + chunk.toString('latin1');
    tail = text.slice(-w.marker.length);
    if (Number.isNaN(w.receipts[index]!) && text.includes(w.marker)) {
      w.receipts[index] = performance.now() - w.start;
      w.remaining -= 1;
      if (w.remaining === 0) w.wake();
    }
  }, posts);
}

async function connect(
  url: string,
  count: number,
  shown?: string[],
  pool?: string[],
): Promise<{ connected: number; failed: number; ms: number }> {
  const started = performance.now();
  let connected = 0;
  let failed = 0;
  // In batches: the server's accept backlog is finite, and a burst of thousands of SYNs would only be retried.
  for (let from = 0; from < count; from += 250) {
    const batch = Array.from({ length: Math.min(250, count - from) }, (_, k) => listen(url, sockets.length + k, pageOf(shown, pool)));
    for (const stream of batch) {
      sockets.push(stream.socket);
      stream.socket.once('close', () => (closed += 1));
    }
    for (const ok of await Promise.all(batch.map((s) => s.opened))) {
      if (ok) connected += 1;
      else failed += 1;
    }
  }
  return { connected, failed, ms: Math.round(performance.now() - started) };
}

async function like(url: string, path: string, token: string, marker: string, timeoutMs: number) {
  const open = sockets.filter((s) => !s.destroyed).length;
  const receipts = new Float64Array(sockets.length).fill(Number.NaN);
  // Sockets already closed are not waited for.
  let remaining = open;
  let wake: () => void = () => undefined;
  const all = new Promise<void>((resolve) => (wake = resolve));
  const start = performance.now();
  watch = { marker, start, receipts, remaining, wake };
  const status = await put(url, path, token);
  const answered = performance.now() - start;
  remaining = watch.remaining;
  if (remaining > 0) await Promise.race([all, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
  watch = null;
  const got = Array.from(receipts).filter((r) => !Number.isNaN(r));
  return { status, answered, receipts: got, missed: open - got.length };
}

process.on('message', (message: {
  type: string;
  url: string;
  count: number;
  shown?: string[];
  pool?: string[];
  path: string;
  token: string;
  marker: string;
  timeoutMs: number;
}) => {
  const reply = (body: object) => process.send?.({ type: 'done', ...body });
  switch (message.type) {
    case 'connect':
      void connect(message.url, message.count, message.shown, message.pool).then(reply);
      break;
    case 'like':
      void like(message.url, message.path, message.token, message.marker, message.timeoutMs).then(reply);
      break;
    case 'stats':
      reply({ open: sockets.filter((s) => !s.destroyed).length, closed, bytes });
      break;
    case 'close':
      for (const socket of sockets) socket.destroy();
      sockets.length = 0;
      closeAgent();
      reply({});
      break;
  }
});
// The orchestrator gone (a failure): nothing here outlives it.
process.on('disconnect', () => process.exit(0));
process.send?.({ type: 'ready' });

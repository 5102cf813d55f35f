/**
 * The stream process (decision 061): the live stream's listeners served by a process of their own, on the
 * machine's other core, so that writing each change to thousands of sockets never takes time from the answers.
 *
 * The serving process (main.ts) stays the only one on the port and the only writer. It looks at the first bytes
 * of each new connection: one that opens with `GET /api/stream` is handed, socket and bytes, to the stream process
 * (stream-process-main.ts), before the HTTP server ever reads it; every other connection is served as before.
 * Every change it delivers (changes/change-stream.ts), with its id, is relayed to the stream process once per turn
 * of the event loop, so a client may resume on either process. While the stream process is starting, restarting
 * or gone, the serving process serves the stream itself: nothing depends on it but speed.
 */
import { sibling } from '../lib/compiled.ts';
import { fork, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Delivered } from '../changes/change-stream.ts';
import type { DatabaseHandle } from '../database/connection.ts';

/** What the serving process tells the stream process. */
export type ToStreamProcess =
  | { quad: 'changes'; delivered: Delivered[] }
  | { quad: 'unscoped' }
  | { quad: 'keeping'; keeping: boolean }
  | { quad: 'busy'; busy: boolean }
  | { quad: 'connection'; head: string }
  | { quad: 'stop' };

/** What the stream process tells the serving process. */
export type FromStreamProcess = { quad: 'ready' } | { quad: 'listeners'; count: number };

/** A connection whose first bytes start so is the live stream's (and stays it: the stream never ends). */
const STREAM_REQUEST = /^GET \/api\/stream[ ?]/;
/** How long a new connection may stay silent before its first bytes: the HTTP server's wait for headers. */
const FIRST_BYTES_MS = 15_000;
/** Restarts after a death wait this long, doubled up to the last. */
const RESTART_FIRST_MS = 1_000;
const RESTART_MAX_MS = 30_000;
/** How often the serving process tells whether it is busy: its event loop worked this share of the last look's time. */
const BUSY_EVERY_MS = 250;
const BUSY = 0.5;
/** How long the stream process has to close its listeners at a stop before it is killed. */
const STOP_GRACE_MS = 5_000;

const ENTRY = fileURLToPath(sibling('./stream-process-main', import.meta.url));

export function isStreamRequest(head: Buffer): boolean {
  return STREAM_REQUEST.test(head.toString('latin1', 0, 24));
}

export interface StreamProcess {
  /** Whether stream connections go to the stream process now. */
  readonly ready: boolean;
  /** The stream process's pid, while it runs. */
  readonly pid: number | null;
  /** The listeners it serves, as it last said (the metrics, decision 082). */
  readonly listeners: number;
  stop(): Promise<void>;
}

export interface StreamProcessOptions {
  database: DatabaseHandle;
  server: Server;
  log: { warn(fields: object, message: string): void };
  /** Waits for tests; the defaults otherwise. */
  firstBytesMs?: number;
  restartFirstMs?: number;
}

export function startStreamProcess(options: StreamProcessOptions): StreamProcess {
  const { database, server, log } = options;
  const changes = database.changes;
  let child: ChildProcess | null = null;
  let ready = false;
  let listeners = 0;
  let stopping = false;
  let restartMs = options.restartFirstMs ?? RESTART_FIRST_MS;
  let restartTimer: NodeJS.Timeout | null = null;
  let pending: Delivered[] = [];
  const closed = new WeakMap<ChildProcess, Promise<void>>();
  let flushing = false;

  const send = (message: ToStreamProcess, socket?: Socket): boolean => {
    if (!child?.connected) return false;
    // Handed over as a plain socket: Node would otherwise have the server ask the stream process about it at
    // close, and a server whose every such process has died waits for ever.
    const handed = socket as unknown as { server: unknown } | undefined;
    const owner = handed?.server;
    if (handed) handed.server = null;
    try {
      if (socket) handing.add(socket);
      // Queued when the channel is busy (false): it still goes, in order.
      child.send(message, socket as never, { keepOpen: false }, () => {
        // Sent (or failed): this process's side of the socket is let go, and the server counts one connection
        // less.
        if (socket) handing.delete(socket);
        socket?.destroy();
      });
      return true;
    } catch {
      if (socket) handing.delete(socket);
      if (handed) handed.server = owner;
      return false;
    }
  };
  /**
   * Sockets handed over whose sending has not finished. When the stream process dies with some still queued, Node
   * drops them without a word: they are closed here, so that their clients reconnect (and are served here) rather
   * than wait on a connection nobody holds.
   */
  const handing = new Set<Socket>();

  // Every change relayed, once a turn of the event loop; nothing while none runs (it starts from now).
  changes.follow((delivered) => {
    if (!ready) return;
    pending.push(delivered);
    if (flushing) return;
    flushing = true;
    setImmediate(() => {
      flushing = false;
      const delivered = pending;
      pending = [];
      if (delivered.length > 0) send({ quad: 'changes', delivered });
    });
  });
  changes.onUnscoped(() => {
    if (ready) send({ quad: 'unscoped' });
  });
  changes.onKeeping((keeping) => {
    if (ready) send({ quad: 'keeping', keeping });
  });
  // While this process is busy answering, the stream process spaces its batches (stream.service.ts).
  let busy = false;
  let lastLook = performance.eventLoopUtilization();
  const looking = setInterval(() => {
    const look = performance.eventLoopUtilization();
    const now = performance.eventLoopUtilization(look, lastLook).utilization >= BUSY;
    lastLook = look;
    if (now === busy || !ready) return;
    busy = now;
    send({ quad: 'busy', busy });
  }, BUSY_EVERY_MS);
  looking.unref();

  const launch = () => {
    restartTimer = null;
    if (stopping) return;
    const started = fork(ENTRY, [], { execArgv: process.execArgv, env: process.env, stdio: 'inherit', serialization: 'json' });
    child = started;
    closed.set(started, new Promise((resolve) => started.once('close', () => resolve())));
    started.on('message', (message: FromStreamProcess) => {
      if (message?.quad === 'listeners' && child === started) listeners = message.count;
      if (message?.quad !== 'ready' || child !== started) return;
      // From here on every change reaches it; what came before, its clients learn by refetching.
      send({ quad: 'keeping', keeping: changes.keeping });
      send({ quad: 'busy', busy });
      ready = true;
      restartMs = options.restartFirstMs ?? RESTART_FIRST_MS;
    });
    started.on('error', () => undefined);
    started.on('exit', (code, signal) => {
      if (child !== started) return;
      child = null;
      ready = false;
      for (const socket of handing) socket.destroy();
      handing.clear();
      listeners = 0;
      pending = [];
      if (stopping) return;
      log.warn({ code, signal, restartInMs: restartMs }, 'the stream process stopped; the stream is served here until it is back');
      restartTimer = setTimeout(launch, restartMs);
      restartTimer.unref();
      restartMs = Math.min(restartMs * 2, RESTART_MAX_MS);
    });
  };
  launch();

  routeStreamConnections(server, options.firstBytesMs ?? FIRST_BYTES_MS, (socket, head) => {
    if (!ready) return false;
    // Bytes the socket read past its first chunk go along too.
    let more: Buffer | null;
    const chunks = [head];
    while ((more = socket.read() as Buffer | null) !== null) chunks.push(more);
    return send({ quad: 'connection', head: Buffer.concat(chunks).toString('latin1') }, socket);
  });

  return {
    get ready() {
      return ready;
    },
    get pid() {
      return child?.pid ?? null;
    },
    get listeners() {
      return listeners;
    },
    async stop() {
      stopping = true;
      ready = false;
      clearInterval(looking);
      if (restartTimer) clearTimeout(restartTimer);
      const running = child;
      if (!running) return;
      if (running.exitCode === null && running.signalCode === null && !send({ quad: 'stop' })) running.kill('SIGTERM');
      const kill = setTimeout(() => running.kill('SIGKILL'), STOP_GRACE_MS);
      // Gone, its channel closed too.
      await closed.get(running);
      clearTimeout(kill);
    },
  };
}

/**
 * Puts a look at each new connection's first bytes before the HTTP server: `handOff` takes a stream connection
 * (true) or leaves it (false), and a connection left, or not the stream's, is served here as if never looked at.
 */
export function routeStreamConnections(server: Server, firstBytesMs: number, handOff: (socket: Socket, head: Buffer) => boolean): void {
  const serving = server.listeners('connection') as Array<(socket: Socket) => void>;
  server.removeAllListeners('connection');
  const serveHere = (socket: Socket, head: Buffer) => {
    socket.unshift(head);
    for (const listener of serving) listener.call(server, socket);
    socket.resume();
  };
  server.on('connection', (socket: Socket) => {
    const failed = () => socket.destroy();
    socket.on('error', failed);
    socket.once('end', failed);
    socket.setTimeout(firstBytesMs, failed);
    socket.once('data', (head: Buffer) => {
      socket.pause();
      socket.setTimeout(0);
      socket.removeListener('timeout', failed);
      socket.removeListener('error', failed);
      socket.removeListener('end', failed);
      if (isStreamRequest(head) && handOff(socket, head)) return;
      serveHere(socket, head);
    });
  });
}

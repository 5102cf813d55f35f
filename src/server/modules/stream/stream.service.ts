/**
 * The live stream's listeners in this process. One subscription to the change stream serves them all: each
 * change is presented once and written to every listener who may hear it (stream.policy.ts). A listener's
 * buffer is bounded: a client that does not read is dropped (it reconnects and resumes with Last-Event-ID),
 * never allowed to grow a queue. One timer writes the heartbeats of all.
 *
 * Changes go out in batches, after the writes' answers: one write per listener per batch, not per change. A
 * change after a quiet moment goes out at once (the next turn of the event loop); while changes keep coming,
 * the next batch waits FLUSH_GAP_FACTOR times as long as the last one took to write, so the fan-out takes at
 * most about a quarter of the process's time however busy the campus is (benchmarked in bench/live.ts): with
 * a few listeners that wait is nothing, with 5,000 a few tens of milliseconds. A
 * listener who hears the batch as everyone does (most of them) gets the same bytes, made once and already
 * framed as an HTTP chunk, written straight to its socket.
 */
import { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { STREAM } from '../../../shared/schemas/stream.ts';
import type { Delivered } from '../../changes/change-stream.ts';
import type { AppContext, Viewer } from '../../context.ts';
import type { Listener } from './stream.policy.ts';
import { hears } from './stream.policy.ts';
import { PresentedChange, resetText } from './stream.presenter.ts';

/** Bytes a listener may have waiting unsent before it is dropped. */
export const MAX_BUFFERED_BYTES = 64 * 1024;
/** A batch this large goes out at once rather than at the end of the turn. */
const FLUSH_BYTES = 16 * 1024;
/** While changes keep coming, the wait between two batches: this many times the last batch's writing time. */
const FLUSH_GAP_FACTOR = 3;
/** ...and never longer than this. */
const FLUSH_GAP_MAX_MS = 250;

interface Connection {
  listener: Listener | null;
  /** The bearer token, to read the listener again when their role or sessions change. */
  token: string | null;
  response: ServerResponse;
  /** The socket, written to directly with chunks framed here; null writes through the response. */
  socket: Socket | null;
}

/** Text as one HTTP/1.1 chunk of a chunked answer. */
const chunk = (text: string): Buffer => Buffer.from(`${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`);
const HEARTBEAT = ': heartbeat\n\n';
const HEARTBEAT_CHUNK = chunk(HEARTBEAT);

export type Resolve = (ctx: AppContext, token: string) => Promise<Viewer | null>;

export class StreamHub {
  readonly #connections = new Set<Connection>();
  readonly #heartbeat: NodeJS.Timeout;
  readonly #unfollow: () => void;
  #batch: PresentedChange[] = [];
  #batchBytes = 0;
  #flushing: NodeJS.Timeout | null = null;
  /** When the next batch may go out. */
  #nextFlushAt = 0;

  constructor(
    private readonly ctx: AppContext,
    private readonly resolve: Resolve,
    private readonly options: { maxListeners: number; heartbeatMs?: number },
  ) {
    this.#unfollow = ctx.changes.follow((delivered) => this.#deliver(delivered));
    this.#heartbeat = setInterval(() => this.#beat(), options.heartbeatMs ?? STREAM.heartbeatMs);
    this.#heartbeat.unref();
  }

  get size(): number {
    return this.#connections.size;
  }

  get full(): boolean {
    return this.#connections.size >= this.options.maxListeners;
  }

  /**
   * Starts a listener on `response` (its headers already written). With `lastEventId`, replays what it
   * missed, or tells it to reset when that is no longer known.
   */
  open(response: ServerResponse, viewer: Viewer | null, token: string | null, lastEventId: string | null): void {
    // What this turn committed goes to the listeners it was committed for, not again to this one (its replay has it).
    this.#flush();
    // The headers go out now; from then on, a chunked HTTP/1.1 answer is written to its socket directly.
    const socket = response instanceof ServerResponse && response.chunkedEncoding && response.socket ? response.socket : null;
    if (socket) response.flushHeaders();
    const connection: Connection = { listener: viewer ? { id: viewer.id, isAdmin: viewer.isAdmin } : null, token, response, socket };
    this.#connections.add(connection);
    response.on('close', () => this.#connections.delete(connection));
    let opening = `retry: ${STREAM.retryMs}\n\n`;
    if (lastEventId) {
      const missed = this.ctx.changes.since(lastEventId);
      if (missed === null) opening += resetText(this.ctx.changes.lastId ?? `${this.ctx.changes.origin}.0`);
      else for (const delivered of missed) opening += this.#textFor(connection, new PresentedChange(delivered)) ?? '';
    }
    this.#write(connection, opening);
  }

  /** Ends every listener (the server is closing). */
  closeAll(): void {
    clearInterval(this.#heartbeat);
    this.#unfollow();
    this.#flush();
    for (const connection of this.#connections) connection.response.end();
    this.#connections.clear();
  }

  #textFor(connection: Connection, presented: PresentedChange): string | null {
    return hears(connection.listener, presented.delivered.change) ? presented.for(connection.listener) : null;
  }

  #deliver(delivered: Delivered): void {
    const change = delivered.change;
    if (change.type === 'user' || change.type === 'sessions') {
      for (const connection of this.#connections) {
        if (connection.listener?.id === change.userId) void this.#reread(connection);
      }
      return;
    }
    if (this.#connections.size === 0) return;
    // Something changed that nobody named (another writer, `npm run admin`): roles and sessions too, maybe.
    if (change.type === 'unknown') for (const connection of this.#connections) if (connection.token) void this.#reread(connection);
    const presented = new PresentedChange(delivered);
    this.#batch.push(presented);
    this.#batchBytes += presented.shared?.length ?? 0;
    if (this.#batchBytes >= FLUSH_BYTES) this.#flush();
    else this.#flushing ??= setTimeout(() => this.#flush(), Math.max(0, this.#nextFlushAt - performance.now()));
  }

  /** Writes the turn's changes: to each listener the texts they may hear, in order, in one write. */
  #flush(): void {
    if (this.#flushing) clearTimeout(this.#flushing);
    this.#flushing = null;
    const batch = this.#batch;
    if (batch.length === 0) return;
    const started = performance.now();
    this.#batch = [];
    this.#batchBytes = 0;
    const everyone = batch.map((presented) => presented.shared ?? '').join('');
    let framed: Buffer | null = null;
    for (const connection of this.#connections) {
      // Built only for a listener who hears something other than everyone's text (the liker, an author, an admin).
      let own: string | null = null;
      batch.forEach((presented, i) => {
        const text = this.#textFor(connection, presented);
        if (own === null && text === presented.shared) return;
        own ??= batch.slice(0, i).map((earlier) => earlier.shared ?? '').join('');
        own += text ?? '';
      });
      if (own !== null) {
        if (own) this.#write(connection, own);
      } else if (everyone) {
        this.#write(connection, everyone, connection.socket ? (framed ??= chunk(everyone)) : null);
      }
    }
    const took = performance.now() - started;
    this.#nextFlushAt = started + took * (1 + FLUSH_GAP_FACTOR);
    if (took * FLUSH_GAP_FACTOR > FLUSH_GAP_MAX_MS) this.#nextFlushAt = started + took + FLUSH_GAP_MAX_MS;
  }

  /** A listener's role or sessions changed: read them again; a session that ended ends the stream. */
  async #reread(connection: Connection): Promise<void> {
    const viewer = connection.token ? await this.resolve(this.ctx, connection.token).catch(() => null) : null;
    if (!viewer) {
      connection.response.end();
      this.#connections.delete(connection);
      return;
    }
    connection.listener = { id: viewer.id, isAdmin: viewer.isAdmin };
  }

  /** `framed`: the text already framed as a chunk, when the caller made it once for many listeners. */
  #write(connection: Connection, text: string, framed: Buffer | null = null): void {
    const { response, socket } = connection;
    if ((socket ?? response).writableLength > MAX_BUFFERED_BYTES) {
      // Not reading: dropped, not queued. The client reconnects and resumes.
      this.#connections.delete(connection);
      response.destroy();
      return;
    }
    if (socket) socket.write(framed ?? chunk(text));
    else response.write(text);
  }

  #beat(): void {
    for (const connection of this.#connections) this.#write(connection, HEARTBEAT, HEARTBEAT_CHUNK);
  }
}

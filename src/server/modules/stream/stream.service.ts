/**
 * The live stream's listeners in this process. One subscription to the change stream serves them all: each
 * change is presented once and written to every listener who may hear it (stream.policy.ts). A listener's
 * buffer is bounded: a client that does not read is dropped (it reconnects and resumes with Last-Event-ID),
 * never allowed to grow a queue. One timer writes the heartbeats of all.
 */
import type { ServerResponse } from 'node:http';
import { STREAM } from '../../../shared/schemas/stream.ts';
import type { Delivered } from '../../changes/change-stream.ts';
import type { AppContext, Viewer } from '../../context.ts';
import type { Listener } from './stream.policy.ts';
import { hears } from './stream.policy.ts';
import { PresentedChange, resetText } from './stream.presenter.ts';

/** Bytes a listener may have waiting unsent before it is dropped. */
export const MAX_BUFFERED_BYTES = 64 * 1024;

interface Connection {
  listener: Listener | null;
  /** The bearer token, to read the listener again when their role or sessions change. */
  token: string | null;
  response: ServerResponse;
}

export type Resolve = (ctx: AppContext, token: string) => Promise<Viewer | null>;

export class StreamHub {
  readonly #connections = new Set<Connection>();
  readonly #heartbeat: NodeJS.Timeout;
  readonly #unfollow: () => void;

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
    const connection: Connection = { listener: viewer ? { id: viewer.id, isAdmin: viewer.isAdmin } : null, token, response };
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
    for (const connection of this.#connections) {
      const text = this.#textFor(connection, presented);
      if (text) this.#write(connection, text);
    }
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

  #write(connection: Connection, text: string): void {
    const response = connection.response;
    if (response.writableLength > MAX_BUFFERED_BYTES) {
      // Not reading: dropped, not queued. The client reconnects and resumes.
      this.#connections.delete(connection);
      response.destroy();
      return;
    }
    response.write(text);
  }

  #beat(): void {
    for (const connection of this.#connections) this.#write(connection, ': heartbeat\n\n');
  }
}

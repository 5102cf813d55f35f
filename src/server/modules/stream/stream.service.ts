/**
 * The live stream's listeners in this process. One subscription to the change stream serves them all: each
 * change is presented once and written to every listener who may hear it (stream.policy.ts). A listener's
 * buffer is bounded: a client that does not read is dropped (it reconnects and resumes with Last-Event-ID),
 * never allowed to grow a queue. One timer writes the heartbeats of all.
 *
 * Changes go out in batches, after the writes' answers: one write per listener per batch, not per change. A
 * change goes out at once (the next turn of the event loop) while the process has mostly been idle over the last
 * second; while it is busy, the next batch waits FLUSH_GAP_FACTOR times as long as the last one took to
 * write, so the fan-out takes at most about a tenth of a busy process's time (benchmarked in bench/live.ts).
 *
 * Counts are the bulk of a busy campus's changes, and a page shows a few posts: a listener that named the posts
 * it shows (`posts`) hears only their likes and comments, found through an index by post, and a batch carries
 * each post's latest count once, however many likes it took. A change only some people hear (a notification,
 * a registration) is found its listeners through an index by person: neither walks every listener. A listener who hears the batch as everyone does
 * gets the same bytes, made once and already framed as an HTTP chunk, written straight to its socket.
 */
import { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { STREAM } from '../../../shared/schemas/stream.ts';
import type { Delivered } from '../../changes/change-stream.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { ipv6Groups } from '../../lib/ip-address.ts';
import type { Listener } from './stream.policy.ts';
import { hears, listenerOf } from './stream.policy.ts';
import { hiddenAuthorsFor } from '../blocks/blocks.service.ts';
import { PresentedChange, resetText } from './stream.presenter.ts';
import { BatchWeight, countKey, isCount, isPublicCount, peopleOf, postOf } from './stream.batch.ts';

/** Bytes a listener may have waiting unsent before it is dropped. */
export const MAX_BUFFERED_BYTES = 64 * 1024;
/**
 * A batch that would write this much to one listener (stream.batch.ts) goes out at once, not after the wait: a
 * listener who hears it all never has more than this from one batch waiting.
 */
const FLUSH_BYTES = 16 * 1024;
/** While changes keep coming, the wait between two batches: this many times the last batch's writing time. */
const FLUSH_GAP_FACTOR = 9;
/**
 * ...and never longer than this: a count still reaches every listener well within a second (5,000 listeners of
 * one post take about 75 ms to write, so their batches come 675 ms apart at most and the fan-out keeps to about a
 * tenth of the process).
 */
const FLUSH_GAP_MAX_MS = 600;

/** The share of its time the event loop worked, over the last half second to second, above which the process is busy. */
const BUSY = 0.5;
const BUSY_WINDOW_MS = 500;

interface Connection {
  listener: Listener | null;
  /** A visitor's address (its /64 on IPv6), which its share of the listeners is counted by; null for an account's. */
  address: string | null;
  /** The bearer token, to read the listener again when their role or sessions change. */
  token: string | null;
  response: ServerResponse;
  /** The socket, written to directly with chunks framed here; null writes through the response. */
  socket: Socket | null;
  /** The posts whose likes and comments this listener hears; null: every post's. */
  posts: ReadonlySet<string> | null;
}

/** Text as one HTTP/1.1 chunk of a chunked answer. */
const chunk = (text: string): Buffer => Buffer.from(`${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`);
const HEARTBEAT = ': heartbeat\n\n';
const HEARTBEAT_CHUNK = chunk(HEARTBEAT);

export type Resolve = (ctx: AppContext, token: string) => Promise<Viewer | null>;

/** Why a new listener may not open: the process holds all it may, the account its share, the visitors' address theirs. */
export type Refusal = 'full' | 'account' | 'address';

export interface StreamHubOptions {
  /** Listeners this process serves at most (stream.routes.ts derives it from the open-file limit). */
  maxListeners: number;
  /** Listeners one account keeps at once (its tabs and devices). */
  perAccount?: number;
  /** Listeners the visitors of one address keep at once. */
  perAddress?: number;
  heartbeatMs?: number;
  othersBusy?: () => boolean;
}

/** Visitors are counted by address; on IPv6 by its /64, which one subscriber is commonly given whole. */
export function addressKey(ip: string): string {
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

export class StreamHub {
  readonly #connections = new Set<Connection>();
  /** Listeners that named the posts they show, by post. */
  readonly #byPost = new Map<string, Set<Connection>>();
  /** Listeners that hear every post's counts (they named no posts). */
  readonly #everyPost = new Set<Connection>();
  /** Signed-in listeners, by person (their own variants, and their role or sessions changing). */
  readonly #byUser = new Map<string, Set<Connection>>();
  /** How many visitors listen from each address. */
  readonly #byAddress = new Map<string, number>();
  readonly #heartbeat: NodeJS.Timeout;
  readonly #unfollow: () => void;
  #batch: PresentedChange[] = [];
  readonly #batchWeight = new BatchWeight();
  #flushing: NodeJS.Timeout | null = null;
  /** When the next batch may go out, while the process is busy. */
  #nextFlushAt = 0;
  /** The event loop's utilization at the start of the window and half a second later (moved on every half second). */
  #windowStart = performance.eventLoopUtilization();
  #windowNext = this.#windowStart;
  readonly #window: NodeJS.Timeout;

  constructor(
    private readonly ctx: AppContext,
    private readonly resolve: Resolve,
    private readonly options: StreamHubOptions,
  ) {
    this.#unfollow = ctx.changes.follow((delivered) => this.#deliver(delivered));
    this.#heartbeat = setInterval(() => this.#beat(), options.heartbeatMs ?? STREAM.heartbeatMs);
    this.#heartbeat.unref();
    this.#window = setInterval(() => {
      this.#windowStart = this.#windowNext;
      this.#windowNext = performance.eventLoopUtilization();
    }, BUSY_WINDOW_MS);
    this.#window.unref();
  }

  get size(): number {
    return this.#connections.size;
  }

  get full(): boolean {
    return this.#connections.size >= this.options.maxListeners;
  }

  /** Why one more listener for this viewer, or this visitor at `ip`, may not open now; null: it may. */
  refusal(viewer: Viewer | null, ip: string): Refusal | null {
    if (this.full) return 'full';
    if (viewer) return (this.#byUser.get(viewer.id)?.size ?? 0) >= (this.options.perAccount ?? Infinity) ? 'account' : null;
    return (this.#byAddress.get(addressKey(ip)) ?? 0) >= (this.options.perAddress ?? Infinity) ? 'address' : null;
  }

  /**
   * Starts a listener on `response` (its headers already written), a visitor's counted by `ip`. With
   * `lastEventId`, replays what it missed, or tells it to reset when that is no longer known.
   */
  open(
    response: ServerResponse,
    viewer: Viewer | null,
    token: string | null,
    lastEventId: string | null,
    posts: ReadonlySet<string> | null = null,
    ip = '',
  ): void {
    // What this turn committed goes to the listeners it was committed for, not again to this one (its replay has it).
    this.#flush();
    // The headers go out now; from then on, a chunked HTTP/1.1 answer is written to its socket directly.
    const socket = response instanceof ServerResponse && response.chunkedEncoding && response.socket ? response.socket : null;
    if (socket) response.flushHeaders();
    const listener = viewer ? listenerOf(viewer) : null;
    const connection: Connection = { listener, address: listener ? null : addressKey(ip), token, response, socket, posts };
    this.#add(connection);
    if (viewer?.hasBlocks) void this.#readBlocks(connection, viewer);
    response.on('close', () => this.#remove(connection));
    const position = this.ctx.changes.position;
    let opening = `retry: ${STREAM.retryMs}\n\n`;
    if (lastEventId) {
      const missed = this.ctx.changes.since(lastEventId);
      if (missed === null) opening += resetText(position);
      else for (const delivered of missed) opening += this.#textFor(connection, new PresentedChange(delivered)) ?? '';
    }
    // Where the client stands, though it may hear none of what came before: a reconnect resumes from here.
    opening += `id: ${position}\n\n`;
    this.#write(connection, opening);
  }

  /** Ends every listener (the server is closing). */
  closeAll(): void {
    clearInterval(this.#heartbeat);
    clearInterval(this.#window);
    this.#unfollow();
    this.#flush();
    // Each is told when to come back (spread, so they do not all return at once) and its stream ends: the client
    // reconnects to another process with its Last-Event-ID (decision 082).
    for (const connection of this.#connections) {
      this.#write(connection, `retry: ${Math.round(STREAM.retryMs / 2 + Math.random() * STREAM.retryMs * 1.5)}\n\n`);
      connection.response.end();
    }
    this.#connections.clear();
    this.#byPost.clear();
    this.#everyPost.clear();
    this.#byUser.clear();
    this.#byAddress.clear();
  }

  #add(connection: Connection): void {
    this.#connections.add(connection);
    if (connection.posts) for (const post of connection.posts) indexed(this.#byPost, post).add(connection);
    else this.#everyPost.add(connection);
    if (connection.listener) indexed(this.#byUser, connection.listener.id).add(connection);
    if (connection.address !== null) this.#byAddress.set(connection.address, (this.#byAddress.get(connection.address) ?? 0) + 1);
  }

  #remove(connection: Connection): void {
    if (!this.#connections.delete(connection)) return;
    if (connection.posts) for (const post of connection.posts) unindex(this.#byPost, post, connection);
    else this.#everyPost.delete(connection);
    if (connection.listener) unindex(this.#byUser, connection.listener.id, connection);
    if (connection.address !== null) {
      const left = (this.#byAddress.get(connection.address) ?? 1) - 1;
      if (left > 0) this.#byAddress.set(connection.address, left);
      else this.#byAddress.delete(connection.address);
    }
  }

  #textFor(connection: Connection, presented: PresentedChange): string | null {
    if (connection.posts && isCount(presented) && !connection.posts.has(postOf(presented))) return null;
    return hears(connection.listener, presented.delivered.change) ? presented.for(connection.listener) : null;
  }

  #deliver(delivered: Delivered): void {
    const change = delivered.change;
    if (change.type === 'user' || change.type === 'sessions') {
      for (const connection of this.#byUser.get(change.userId) ?? []) void this.#reread(connection);
      return;
    }
    if (this.#connections.size === 0) return;
    // Something changed that nobody named (another writer, `npm run admin`): roles and sessions too, maybe.
    if (change.type === 'unknown') for (const connection of this.#connections) if (connection.token) void this.#reread(connection);
    const presented = new PresentedChange(delivered);
    this.#batch.push(presented);
    this.#batchWeight.add(presented, this.#everyPost.size > 0, this.#byUser);
    if (this.#batchWeight.bytes >= FLUSH_BYTES) this.#flush();
    else this.#flushing ??= setTimeout(() => this.#flush(), this.#wait());
  }

  /**
   * How long a new batch waits: while the process has been busy of late (requests waiting), until the fan-out's
   * share is spent; while it has mostly been idle, not at all: waiting would delay every listener and spare
   * nobody's request. The stream process's hub (decision 061) also waits while `othersBusy`: the serving process
   * is busy, and the stream's writes would take the cores it answers on.
   */
  #wait(): number {
    const busy = this.options.othersBusy?.() || performance.eventLoopUtilization(this.#windowStart).utilization >= BUSY;
    if (!busy) return 0;
    return Math.max(0, this.#nextFlushAt - performance.now());
  }

  /**
   * Writes the batch: to each listener the texts they may hear, in one write. The changes other than counts
   * come first, in order; then each post's latest like and comment counts (a liker's own earlier like first,
   * so their other tabs learn their heart).
   */
  #flush(): void {
    if (this.#flushing) clearTimeout(this.#flushing);
    this.#flushing = null;
    const batch = this.#batch;
    if (batch.length === 0) return;
    const started = performance.now();
    this.#batch = [];
    this.#batchWeight.clear();

    /** Changes anyone may hear (a post's, a report's, `unknown`), in order. */
    const general: PresentedChange[] = [];
    /** Changes only named people hear (their notifications, calendar, registrations), and their listeners. */
    const personal: PresentedChange[] = [];
    const personalTargets = new Set<Connection>();
    /** Each post's latest like and latest comment count, in the order they came. */
    const counts = new Map<string, PresentedChange>();
    /** Each liker's latest like of each post. */
    const ownLikes = new Map<string, PresentedChange>();
    /** People who hear a count in a way of their own: likers, and authors of posts not shown to everyone. */
    const special = new Set<string>();
    let hidden = false;
    for (const presented of batch) {
      if (!isCount(presented)) {
        const people = peopleOf(presented.delivered.change);
        if (people === null) general.push(presented);
        else {
          personal.push(presented);
          for (const id of people) for (const connection of this.#byUser.get(id) ?? []) personalTargets.add(connection);
        }
        continue;
      }
      const change = presented.delivered.change as { type: string; postId: string; userId?: string; authorId: string };
      const key = countKey(presented);
      counts.delete(key);
      counts.set(key, presented);
      if (change.userId) {
        ownLikes.set(`${change.userId}:${change.postId}`, presented);
        special.add(change.userId);
      }
      if (!isPublicCount(presented)) {
        special.add(change.authorId);
        hidden = true;
      }
    }
    const isSpecial = (connection: Connection) =>
      connection.listener !== null && ((hidden && connection.listener.isAdmin) || special.has(connection.listener.id));

    const generalShared = general.map((presented) => presented.shared ?? '').join('');
    let countsShared = '';
    /** The count texts of listeners who named their posts (and hear counts as everyone does). */
    const named = new Map<Connection, string>();
    for (const presented of counts.values()) {
      if (!isPublicCount(presented)) continue;
      const text = presented.shared ?? '';
      countsShared += text;
      for (const connection of this.#byPost.get(postOf(presented)) ?? []) {
        if (!isSpecial(connection)) named.set(connection, (named.get(connection) ?? '') + text);
      }
    }

    // Who may hear something: everyone when a change anyone may hear came; else those the others reach.
    let targets: Iterable<Connection> = this.#connections;
    if (general.length === 0) {
      const reached = new Set<Connection>(named.keys());
      for (const connection of personalTargets) reached.add(connection);
      if (countsShared) for (const connection of this.#everyPost) reached.add(connection);
      for (const id of special) for (const connection of this.#byUser.get(id) ?? []) reached.add(connection);
      if (hidden) for (const connection of this.#connections) if (connection.listener?.isAdmin) reached.add(connection);
      targets = reached;
    }

    let framed: Buffer | null = null;
    for (const connection of targets) {
      const own = general.length > 0 ? this.#generalFor(connection, general, generalShared) : '';
      let mine = '';
      if (personalTargets.has(connection)) for (const presented of personal) mine += this.#textFor(connection, presented) ?? '';
      const countText = isSpecial(connection)
        ? this.#countsFor(connection, counts, ownLikes)
        : connection.posts === null
          ? countsShared
          : (named.get(connection) ?? '');
      const text = own + mine + countText;
      if (!text) continue;
      const common = own === generalShared && mine === '' && countText === countsShared && connection.socket !== null;
      this.#write(connection, text, common ? (framed ??= chunk(text)) : null);
    }
    const took = performance.now() - started;
    this.#nextFlushAt = started + took * (1 + FLUSH_GAP_FACTOR);
    if (took * FLUSH_GAP_FACTOR > FLUSH_GAP_MAX_MS) this.#nextFlushAt = started + took + FLUSH_GAP_MAX_MS;
  }

  /** The texts of the batch's changes other than counts this listener hears: everyone's, or their own. */
  #generalFor(connection: Connection, general: PresentedChange[], shared: string): string {
    let own: string | null = null;
    general.forEach((presented, i) => {
      const text = this.#textFor(connection, presented);
      if (own === null && text === presented.shared) return;
      own ??= general
        .slice(0, i)
        .map((earlier) => earlier.shared ?? '')
        .join('');
      own += text ?? '';
    });
    return own ?? shared;
  }

  /** The counts a listener with a way of their own hears (a liker, an admin, an author of a hidden post). */
  #countsFor(connection: Connection, counts: Map<string, PresentedChange>, ownLikes: Map<string, PresentedChange>): string {
    const id = connection.listener?.id;
    let text = '';
    for (const latest of counts.values()) {
      const change = latest.delivered.change;
      if (id && change.type === 'like' && change.userId !== id) {
        const mine = ownLikes.get(`${id}:${change.postId}`);
        if (mine) text += this.#textFor(connection, mine) ?? '';
      }
      text += this.#textFor(connection, latest) ?? '';
    }
    return text;
  }

  /** A listener's role or sessions changed: read them again; a session that ended ends the stream. */
  async #reread(connection: Connection): Promise<void> {
    const viewer = connection.token ? await this.resolve(this.ctx, connection.token).catch(() => null) : null;
    if (!viewer) {
      connection.response.end();
      this.#remove(connection);
      return;
    }
    connection.listener = listenerOf(viewer);
    if (viewer.hasBlocks) await this.#readBlocks(connection, viewer);
  }

  /** Whom the listener blocked, read when the stream opens and again when they block or unblock someone. */
  async #readBlocks(connection: Connection, viewer: Viewer): Promise<void> {
    const blocked = await hiddenAuthorsFor(this.ctx.db, viewer).catch(() => null);
    if (connection.listener?.id === viewer.id) connection.listener = { ...connection.listener, blocked };
  }

  /** `framed`: the text already framed as a chunk, when the caller made it once for many listeners. */
  #write(connection: Connection, text: string, framed: Buffer | null = null): void {
    const { response, socket } = connection;
    if ((socket ?? response).writableLength > MAX_BUFFERED_BYTES) {
      // Not reading: dropped, not queued. The client reconnects and resumes.
      this.#remove(connection);
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

function indexed<K>(index: Map<K, Set<Connection>>, key: K): Set<Connection> {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  return set;
}

function unindex<K>(index: Map<K, Set<Connection>>, key: K, connection: Connection): void {
  const set = index.get(key);
  if (!set) return;
  set.delete(connection);
  if (set.size === 0) index.delete(key);
}

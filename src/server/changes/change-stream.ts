import { randomBytes } from 'node:crypto';
import type { Change } from './change.ts';

/** A change as the live stream delivers it: with an id a reconnecting client names to resume after it. */
export interface Delivered {
  id: string;
  change: Change;
}

/** Carries changes to the other processes on the database, inside the writing transaction (postgres-bus.ts). */
export interface ChangeTransport {
  /** Sends `changes` so that they are delivered when (and only if) the transaction behind `db` commits. */
  sendWithin(db: unknown, message: BusMessage): Promise<void>;
  /** Sends changes at once, outside any transaction (writes that named no change). */
  send(message: BusMessage): Promise<void>;
}

/** What travels between processes: the sender, its sequence number for the first change, and the changes. */
export interface BusMessage {
  origin: string;
  seq: number;
  changes: Change[];
  /** When the sender wrote it (ms since the epoch): the receiver's metrics measure the lag (decision 082). */
  at?: number;
}

/** Changes kept for clients that reconnect: a few minutes of a busy campus. */
const REPLAY_SIZE = 2_048;

/**
 * The one path out of every committed write. Two kinds of readers:
 * - appliers (the caches) hear this process's changes at once after the commit, so the writer's next
 *   request reads its own write, and another process's changes as soon as they arrive;
 * - followers (the live stream) hear every change in the order the database committed them: with a
 *   transport, the order PostgreSQL delivers notifications in, the same in every process, so an event id
 *   names the same place everywhere and a client may reconnect to any process.
 * While changes may be missed (the transport is not listening), `keeping` is false and the caches keep
 * nothing; when it listens again, everything kept before is dropped and followers are told to reset.
 */
export class ChangeStream {
  readonly origin = randomBytes(6).toString('base64url');
  #seq = 0;
  #keeping = true;
  readonly #appliers: Array<(change: Change) => void> = [];
  readonly #keepingListeners: Array<(keeping: boolean) => void> = [];
  readonly #unscopedListeners: Array<() => void> = [];
  readonly #followers = new Set<(delivered: Delivered) => void>();
  readonly #lagListeners: Array<(ms: number) => void> = [];
  readonly #replay: Delivered[] = [];
  /** Whether the replay ring has ever let a change go (so it no longer holds all since this process began). */
  #evicted = false;
  #transport: ChangeTransport | null = null;
  #unscopedPending = false;

  get keeping(): boolean {
    return this.#keeping;
  }

  get transport(): ChangeTransport | null {
    return this.#transport;
  }

  /** With a transport, followers hear changes as the transport delivers them (`received`), own ones included. */
  useTransport(transport: ChangeTransport): void {
    this.#transport = transport;
  }

  onChange(applier: (change: Change) => void): void {
    this.#appliers.push(applier);
  }

  onKeeping(listener: (keeping: boolean) => void): void {
    this.#keepingListeners.push(listener);
  }

  /** Told when a write that named no change dropped everything this process kept (`wroteUnscoped`). */
  onUnscoped(listener: () => void): void {
    this.#unscopedListeners.push(listener);
  }

  /** Told, for each message another process wrote, how long it took to arrive (the metrics). */
  onLag(listener: (ms: number) => void): void {
    this.#lagListeners.push(listener);
  }

  follow(follower: (delivered: Delivered) => void): () => void {
    this.#followers.add(follower);
    return () => this.#followers.delete(follower);
  }

  get followers(): number {
    return this.#followers.size;
  }

  /** The sequence numbers for a batch about to be committed (carried in the bus message). */
  reserve(count: number): number {
    const first = this.#seq + 1;
    this.#seq += count;
    return first;
  }

  /** After this process committed `changes` (numbered from `seq`). */
  committed(changes: readonly Change[], seq: number): void {
    for (const change of changes) this.#apply(change);
    if (!this.#transport) changes.forEach((change, i) => this.#deliver({ id: `${this.origin}.${seq + i}`, change }));
  }

  /**
   * After a write that named no change (a script, a test's factory, the demo seed): this process's caches
   * drop everything at once; other processes hear it once per turn of the event loop, however many rows.
   * Followers are not told: nothing they show named it.
   */
  wroteUnscoped(): void {
    this.#apply({ type: 'unknown' });
    for (const listener of this.#unscopedListeners) listener();
    if (!this.#transport || this.#unscopedPending) return;
    this.#unscopedPending = true;
    setImmediate(() => void this.flush());
  }

  /** Sends what writes that named no change still owe the other processes (before the database closes). */
  async flush(): Promise<void> {
    if (!this.#unscopedPending || !this.#transport) return;
    this.#unscopedPending = false;
    await this.#transport.send({ origin: this.origin, seq: this.reserve(1), changes: [{ type: 'unknown' }] });
  }

  /** Changes that arrived through the transport, in commit order (this process's own included). */
  received(message: BusMessage): void {
    const own = message.origin === this.origin;
    if (!own && message.at !== undefined) for (const listener of this.#lagListeners) listener(Date.now() - message.at);
    message.changes.forEach((change, i) => {
      if (!own) this.#apply(change);
      this.#deliver({ id: `${message.origin}.${message.seq + i}`, change });
    });
  }

  /**
   * A change another process delivered, relayed as it is, its id included (the stream process,
   * process/stream-process.ts): what is kept drops as it did there, and followers hear it under the same id.
   */
  relay(delivered: Delivered): void {
    this.#apply(delivered.change);
    this.#deliver(delivered);
  }

  /** The relaying process keeps (or stopped keeping): so does this one, without telling followers. */
  relayKeeping(keeping: boolean): void {
    if (keeping === this.#keeping) return;
    this.#keeping = keeping;
    this.#apply({ type: 'unknown' });
    for (const listener of this.#keepingListeners) listener(keeping);
  }

  /** Something else wrote (another connection to the SQLite file): drop everything, tell followers to reset. */
  external(): void {
    this.#apply({ type: 'unknown' });
    this.#deliver({ id: `${this.origin}.${this.reserve(1)}`, change: { type: 'unknown' } });
  }

  /** The transport stopped listening: keep nothing until it listens again. */
  lost(): void {
    if (!this.#keeping) return;
    this.#keeping = false;
    this.#apply({ type: 'unknown' });
    for (const listener of this.#keepingListeners) listener(false);
  }

  /** The transport listens (again): what was kept before is dropped, and followers refetch. */
  listening(): void {
    this.#apply({ type: 'unknown' });
    if (!this.#keeping) {
      this.#keeping = true;
      for (const listener of this.#keepingListeners) listener(true);
      // The replay no longer names every change: a reconnecting client resets.
      this.#replay.length = 0;
      this.#deliver({ id: `${this.origin}.${this.reserve(1)}`, change: { type: 'unknown' } });
    }
  }

  /**
   * The changes after `id`, for a client that reconnects; null when `id` is not among those kept (too old,
   * or from before this process listened): the client then refetches what it shows.
   */
  since(id: string): Delivered[] | null {
    if (id === this.#start) return this.#evicted ? null : [...this.#replay];
    const at = this.#replay.findIndex((delivered) => delivered.id === id);
    return at === -1 ? null : this.#replay.slice(at + 1);
  }

  /** The id of the newest change delivered, if any: a client that connects starts after it. */
  get lastId(): string | null {
    return this.#replay.at(-1)?.id ?? null;
  }

  /** Where a client that connects now stands: the newest change's id, or this process's start. */
  get position(): string {
    return this.lastId ?? this.#start;
  }

  get #start(): string {
    return `${this.origin}.start`;
  }

  #apply(change: Change): void {
    for (const applier of this.#appliers) applier(change);
  }

  #deliver(delivered: Delivered): void {
    this.#replay.push(delivered);
    if (this.#replay.length > REPLAY_SIZE) {
      this.#replay.splice(0, this.#replay.length - REPLAY_SIZE);
      this.#evicted = true;
    }
    for (const follower of this.#followers) follower(delivered);
  }
}

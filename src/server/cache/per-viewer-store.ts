import type { MarkStamps } from './data-version.ts';
import { KeptEntries, type KeptEntriesOptions } from './kept-entries.ts';

/** Users kept at most (0 keeps nothing), and for how long at most (a bound on anything the stamps cannot see). */
export type PerViewerStoreOptions = KeptEntriesOptions;

/**
 * One value per user, read from the database and kept until a write changes that user's marks (their stamp
 * moves, see `MarkStamps`) or the TTL passes. A value read while such a write happened is not kept. Where
 * `VersionedStore` is dropped at any write anywhere, this one outlives other people's likes, comments and
 * posts, which is what a student scrolling a busy campus's feed needs.
 */
export class PerViewerStore<T> {
  readonly #entries: KeptEntries<T>;

  constructor(
    private readonly stamps: MarkStamps,
    options: PerViewerStoreOptions,
  ) {
    this.#entries = new KeptEntries<T>(options);
  }

  get(userId: string): T | undefined {
    return this.#entries.get(userId, (stamp) => this.stamps.holds(userId, stamp));
  }

  /** The stamp to pass to `keep` after reading: take it before the read starts. */
  get now(): number {
    return this.stamps.now;
  }

  /** Keeps `value`, read from the data as of `stamp`, unless that user's marks changed since. */
  keep(userId: string, stamp: number, value: T): void {
    if (this.stamps.holds(userId, stamp)) this.#entries.set(userId, stamp, value);
  }

  /**
   * The kept value, or a fresh read that is kept for the next request. A read may answer null: nothing to
   * keep (too large, say), and the caller reads what it needs another way.
   */
  async through(userId: string, read: () => Promise<T | null>): Promise<T | null> {
    const kept = this.get(userId);
    if (kept !== undefined) return kept;
    const stamp = this.now;
    const value = await read();
    if (value !== null) this.keep(userId, stamp, value);
    return value;
  }
}

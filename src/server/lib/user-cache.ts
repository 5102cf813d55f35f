import type { MarkStamps } from '../database/data-version.ts';

interface Entry<T> {
  stamp: number;
  storedAt: number;
  value: T;
}

export interface UserCacheOptions {
  /** Users kept at most; the least recently used goes first. 0 keeps nothing. */
  maxEntries: number;
  /** An entry is also dropped after this long (a bound on anything the stamps cannot see). */
  ttlMs: number;
}

/**
 * One value per user, read from the database and kept until a write changes that user's marks (their stamp
 * moves, see `MarkStamps`) or the TTL passes. A value read while such a write happened is not kept. Where
 * `VersionedCache` is dropped at any write anywhere, this one outlives other people's likes, comments and
 * posts, which is what a student scrolling a busy campus's feed needs.
 */
export class UserCache<T> {
  readonly #entries = new Map<string, Entry<T>>();

  constructor(
    private readonly stamps: MarkStamps,
    private readonly options: UserCacheOptions,
  ) {}

  get(userId: string): T | undefined {
    const entry = this.#entries.get(userId);
    if (!entry) return undefined;
    if (!this.stamps.holds(userId, entry.stamp) || Date.now() - entry.storedAt >= this.options.ttlMs) {
      this.#entries.delete(userId);
      return undefined;
    }
    this.#entries.delete(userId);
    this.#entries.set(userId, entry);
    return entry.value;
  }

  /**
   * The kept value, or a fresh read that is kept for the next request. A read may answer null: nothing to
   * keep (too large, say), and the caller reads what it needs another way.
   */
  async through(userId: string, read: () => Promise<T | null>): Promise<T | null> {
    const kept = this.get(userId);
    if (kept !== undefined) return kept;
    const stamp = this.stamps.now;
    const value = await read();
    if (value !== null && this.options.maxEntries > 0 && this.stamps.holds(userId, stamp)) {
      this.#entries.delete(userId);
      if (this.#entries.size >= this.options.maxEntries) {
        const oldest = this.#entries.keys().next();
        if (!oldest.done) this.#entries.delete(oldest.value);
      }
      this.#entries.set(userId, { stamp, storedAt: Date.now(), value });
    }
    return value;
  }
}

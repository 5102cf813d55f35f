/** What one kept value carries: the stamp it was read at (a version, a clock), when it was stored, the value. */
interface Entry<T> {
  stamp: number;
  storedAt: number;
  value: T;
}

export interface KeptEntriesOptions {
  /** Entries kept at most; the least recently used goes first. 0 keeps nothing. */
  maxEntries: number;
  /** An entry is also dropped after this long. */
  ttlMs: number;
}

/**
 * The bookkeeping the read caches share: a bounded map, least recently used out first, whose entries are dropped
 * after a TTL or when the caller's test of their stamp fails. What a stamp means is the caller's.
 */
export class KeptEntries<T> {
  readonly #entries = new Map<string, Entry<T>>();

  constructor(private readonly options: KeptEntriesOptions) {}

  /** The value kept under `key` while `holds(stamp)` and the TTL has not passed, refreshed as the newest. */
  get(key: string, holds: (stamp: number) => boolean): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (!holds(entry.stamp) || Date.now() - entry.storedAt >= this.options.ttlMs) return undefined;
    // Refreshed as the newest, so the busiest keys stay.
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, stamp: number, value: T): void {
    if (this.options.maxEntries <= 0) return;
    this.#entries.delete(key);
    if (this.#entries.size >= this.options.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { stamp, storedAt: Date.now(), value });
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }
}

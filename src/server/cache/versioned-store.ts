import { KeptEntries } from './kept-entries.ts';

/** A counter that moves at every write the kept values may depend on (`DataVersion`, or one of its parts). */
export interface Version {
  readonly value: number;
}

export interface VersionedStoreOptions {
  /** Entries kept at most; the least recently used goes first. 0 keeps nothing. */
  maxEntries: number;
  /**
   * An entry is also dropped after this long: answers that move with the clock ("upcoming"), and on
   * PostgreSQL a transaction may still be committing when its write bumps the version.
   */
  ttlMs: number;
}

/**
 * Values read from the database, kept until anything is written (the data version moves) or the TTL passes.
 * A value is stored only if no write happened while it was being read (`startedAt`), so a read that raced a
 * write is never kept. Used for whole visitor answers (public-answers.ts), for the part of a feed page that
 * is the same for every viewer (feed-pages.ts) and for the viewers behind sessions (recent-viewers.ts).
 */
export class VersionedStore<T> {
  readonly #entries: KeptEntries<T>;

  constructor(
    private readonly version: Version,
    options: VersionedStoreOptions,
  ) {
    this.#entries = new KeptEntries<T>(options);
  }

  /** The version to pass to `set` after reading: take it before the read starts. */
  get current(): number {
    return this.version.value;
  }

  get(key: string): T | undefined {
    return this.#entries.get(key, (version) => version === this.version.value);
  }

  /** The kept value, or (none kept) the version to pass to `set` after reading: taken now, before the read starts. */
  lookUp(key: string): { kept: T } | { kept: undefined; startedAt: number } {
    const kept = this.get(key);
    return kept !== undefined ? { kept } : { kept: undefined, startedAt: this.current };
  }

  /** Keeps `value`, read from the data as of `startedAt`, unless a write has happened since. */
  set(key: string, startedAt: number, value: T): void {
    if (startedAt === this.version.value) this.#entries.set(key, startedAt, value);
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** The kept value, or a fresh read that is kept for the next caller. */
  async through(key: string, read: () => Promise<T>): Promise<T> {
    const kept = this.get(key);
    if (kept !== undefined) return kept;
    const startedAt = this.current;
    const value = await read();
    this.set(key, startedAt, value);
    return value;
  }
}

/**
 * Narrower copies of stored pictures (decision 016), kept in memory in a least-recently-used store bounded by
 * bytes. A variant is derived from immutable bytes, so it never goes stale; the process forgets them on
 * restart and makes a variant again when asked.
 */
import { ByteLru } from './byte-lru.ts';

/** Variants of this many bytes at most stay in memory (a 640 px JPEG is ~30-60 KB: ~500-1,000 of them). */
export const VARIANT_CACHE_BYTES = 32 * 1024 * 1024;

/** Makes each variant once: concurrent requests for the same one share the work, then the cache answers. */
export class PictureVariants {
  private readonly cache: ByteLru;
  private readonly pending = new Map<string, Promise<Buffer>>();

  constructor(maxBytes = VARIANT_CACHE_BYTES) {
    this.cache = new ByteLru(maxBytes);
  }

  get cachedBytes(): number {
    return this.cache.size;
  }

  cached(key: string): Buffer | undefined {
    return this.cache.get(key);
  }

  async make(key: string, build: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.cache.get(key);
    if (hit) return hit;
    let work = this.pending.get(key);
    if (!work) {
      work = build().finally(() => this.pending.delete(key));
      this.pending.set(key, work);
    }
    const bytes = await work;
    this.cache.set(key, bytes);
    return bytes;
  }
}

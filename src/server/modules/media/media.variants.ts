/**
 * Narrower copies of stored pictures (decision 016): `/media/<hash>.<ext>?w=320|640` is the picture scaled to
 * that width, made with sharp on the first request (in the picture queue, decision 026) and kept in memory, in
 * a least-recently-used cache bounded by bytes. A variant is derived from immutable bytes, so it never goes
 * stale; the process forgets the cache on restart and makes a variant again when asked.
 */
import sharp from 'sharp';
import { IMAGE_LIMITS, type ImageWidth } from '../../../shared/limits.ts';
import type { MediaMime } from './media.service.ts';

/** Variants of this many bytes at most stay in memory (a 640 px JPEG is ~30-60 KB: ~500-1,000 of them). */
export const VARIANT_CACHE_BYTES = 32 * 1024 * 1024;

/** Quality of a variant: it is shown small, where 80 cannot be told from the stored picture's 90. */
const QUALITY = 80;

/** A least-recently-used map of buffers, bounded by their total size. */
export class ByteLru {
  private readonly entries = new Map<string, Buffer>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.total;
  }

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer): void {
    if (value.length > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.total -= old.length;
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.total += value.length;
    for (const [oldest, bytes] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= bytes.length;
    }
  }
}

/** The picture scaled down to `width` (height in proportion), in its own format. Run it in the picture queue. */
export async function resizeTo(data: Buffer, mime: MediaMime, width: ImageWidth): Promise<Buffer> {
  const pipeline = sharp(data, { failOn: 'error', limitInputPixels: IMAGE_LIMITS.maxInputPixels }).resize({
    width,
    withoutEnlargement: true,
  });
  if (mime === 'image/png') return pipeline.png({ compressionLevel: 9 }).toBuffer();
  if (mime === 'image/webp') return pipeline.webp({ quality: QUALITY }).toBuffer();
  return pipeline.jpeg({ quality: QUALITY }).toBuffer();
}

/** Makes each variant once: concurrent requests for the same one share the work, then the cache answers. */
export class VariantStore {
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

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

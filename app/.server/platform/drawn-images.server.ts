// Images the web app draws itself (an event's link-preview card, a pie's picture): each made
// once per key and kept in a bounded in-memory LRU, so a burst of requests for a new one waits
// for a single drawing. Keys name everything the image is made from, so a copy never goes stale.

/** A least-recently-used map of bytes, bounded by entries and bytes. */
export class BoundedBufferCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  constructor(
    private readonly maxBytes: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer): void {
    this.delete(key);
    if (value.length > this.maxBytes) return;
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries)
        break;
      this.entries.delete(oldest);
      this.bytes -= old.length;
    }
  }

  private delete(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.length;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Drawn images by key: a cached copy, the drawing under way, or a new drawing. */
export class DrawnImages {
  private readonly cache: BoundedBufferCache;
  private readonly drawing = new Map<string, Promise<Buffer>>();

  constructor({
    maxBytes,
    maxEntries,
  }: {
    maxBytes: number;
    maxEntries: number;
  }) {
    this.cache = new BoundedBufferCache(maxBytes, maxEntries);
  }

  get(
    key: string,
    draw: () => Promise<Buffer>,
  ): { bytes: Promise<Buffer>; hit: boolean } {
    const hit = this.cache.get(key);
    if (hit) return { bytes: Promise.resolve(hit), hit: true };
    let pending = this.drawing.get(key);
    if (!pending) {
      pending = draw()
        .then((bytes) => {
          this.cache.set(key, bytes);
          return bytes;
        })
        .finally(() => this.drawing.delete(key));
      this.drawing.set(key, pending);
    }
    return { bytes: pending, hit: false };
  }
}

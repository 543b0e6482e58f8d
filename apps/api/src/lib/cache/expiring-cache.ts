/**
 * A bounded map whose entries expire: the one building block of the API's in-process caches
 * (sessions, pet profiles, pet lists). Expired entries are dropped when read; when full, the
 * oldest insertion goes first. Time is passed in so tests move it by hand.
 *
 * A fill races with an eviction when the database was read before a write and stored after its
 * eviction; the stale value would then live for a whole TTL. So a filler takes a `stamp()` before
 * reading and passes it to `set`, which drops the value if anything was evicted in between.
 */
export class ExpiringCache<K, V> {
  private readonly entries = new Map<K, { value: V; until: number }>();
  private evictions = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: K, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Taken before reading what will be cached; see `set`. */
  stamp(): number {
    return this.evictions;
  }

  /**
   * Keeps `value` for the TTL, or until `notAfter` when that comes first; not at all when `stamp`
   * is given and an eviction happened since it was taken.
   */
  set(key: K, value: V, now: number, options: { notAfter?: number; stamp?: number } = {}): void {
    if (options.stamp !== undefined && options.stamp !== this.evictions) return;
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, {
      value,
      until: Math.min(now + this.ttlMs, options.notAfter ?? Infinity),
    });
  }

  delete(key: K): void {
    this.evictions += 1;
    this.entries.delete(key);
  }

  /** Drops every entry whose value matches; a linear scan, for rare events such as a logout. */
  deleteWhere(matches: (value: V) => boolean): void {
    this.evictions += 1;
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
  }

  clear(): void {
    this.evictions += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

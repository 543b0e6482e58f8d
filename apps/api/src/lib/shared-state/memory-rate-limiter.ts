import { enforceLimit, type RateLimiter } from './rate-limiter';

type Window = { count: number; resetAt: number };

/** Counters kept in this process: the default for one process on one machine. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, limit: number, windowMs: number): Promise<void> {
    const { count, msLeft } = this.tally(key, windowMs);
    enforceLimit(count, limit, msLeft);
  }

  /** Counts one hit and reports the window's count and time left; never throws. */
  tally(key: string, windowMs: number): { count: number; msLeft: number } {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
      if (this.windows.size > 50_000) this.sweep(now);
    }
    window.count += 1;
    return { count: window.count, msLeft: window.resetAt - now };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

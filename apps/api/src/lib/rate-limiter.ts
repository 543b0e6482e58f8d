import { GENERIC_MESSAGES } from '@pawrx/contracts/messages';
import { AppError } from './app-error';

// Fixed-window counters kept in memory. One API process per data directory is the embedded
// set-up; several processes on PostgreSQL each keep their own counters (limits then apply per
// process), which is acceptable for abuse throttling and recorded in docs/decisions.

type Window = { count: number; resetAt: number };

export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one hit on `key`; throws 429 once more than `limit` hits fall in the window. */
  hit(key: string, limit: number, windowMs: number): void {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
      if (this.windows.size > 50_000) this.sweep(now);
    }
    window.count += 1;
    if (window.count > limit) {
      const retryAfter = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
      throw AppError.tooManyRequests(GENERIC_MESSAGES.tooManyRequests, retryAfter);
    }
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

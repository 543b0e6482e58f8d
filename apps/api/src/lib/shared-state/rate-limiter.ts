import { GENERIC_MESSAGES } from '@pawrx/contracts/messages';
import { AppError } from '../app-error';

/**
 * Fixed-window request counters: in process memory (one process, the default) or in Redis when
 * REDIS_URL is set, so every process and host counts against one allowance
 * (docs/decisions/015-shared-state-and-workers.md).
 */
export interface RateLimiter {
  /** Counts one hit on `key`; rejects with 429 once more than `limit` hits fall in the window. */
  hit(key: string, limit: number, windowMs: number): Promise<void>;
  /** Forgets `key`'s count (a successful sign-in clears its failures). */
  reset(key: string): Promise<void>;
}

/** Throws the 429 once a window holds more than `limit` hits. */
export function enforceLimit(count: number, limit: number, msLeft: number): void {
  if (count <= limit) return;
  const retryAfter = Math.max(1, Math.ceil(msLeft / 1000));
  throw AppError.tooManyRequests(GENERIC_MESSAGES.tooManyRequests, retryAfter);
}

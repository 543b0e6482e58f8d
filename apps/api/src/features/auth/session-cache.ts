import type { AuthUser } from '../../lib/context';

type Entry = { user: Omit<AuthUser, 'sessionId'>; until: number };

/**
 * Remembers live sessions for a short time so a signed-in request costs no database round trip.
 * Logout and password reset evict at once in this process; other API processes sharing one
 * PostgreSQL server notice a revocation within the TTL (docs/decisions/004-session-cache.md).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(sessionId: string, now: number): Entry['user'] | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.user;
  }

  /** Caches until the TTL passes or the session expires, whichever comes first. */
  set(sessionId: string, user: Entry['user'], now: number, sessionExpiresAt: number): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sessionId, { user, until: Math.min(now + this.ttlMs, sessionExpiresAt) });
  }

  evictSession(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  evictUser(userId: string): void {
    for (const [id, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(id);
  }
}

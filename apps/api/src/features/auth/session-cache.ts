import type { AuthUser } from '../../lib/context';
import { ExpiringCache } from '../../lib/cache/expiring-cache';

/**
 * Remembers live sessions by bearer token for a short time, so a signed-in request costs neither
 * a database round trip nor a signature check (the exact token string was verified when it was
 * cached, and an entry never outlives the session). Logout, password reset and profile changes
 * evict through the eviction bus: at once in this process and in every process sharing the bus
 * (docs/decisions/007-owner-scoped-caches.md, 015-shared-state-and-workers.md).
 */
export class SessionCache {
  private readonly byToken: ExpiringCache<string, AuthUser>;

  constructor(ttlMs = 30_000, maxEntries = 10_000) {
    this.byToken = new ExpiringCache(ttlMs, maxEntries);
  }

  get(token: string, now: number): AuthUser | undefined {
    return this.byToken.get(token, now);
  }

  /** Taken before the session is read from the database; see ExpiringCache. */
  stamp(): number {
    return this.byToken.stamp();
  }

  /** Caches until the TTL passes or the session expires, whichever comes first. */
  set(token: string, user: AuthUser, now: number, sessionExpiresAt: number, stamp?: number): void {
    this.byToken.set(token, user, now, { notAfter: sessionExpiresAt, stamp });
  }

  evictSession(sessionId: string): void {
    this.byToken.deleteWhere((user) => user.sessionId === sessionId);
  }

  evictUser(userId: string): void {
    this.byToken.deleteWhere((user) => user.id === userId);
  }

  clear(): void {
    this.byToken.clear();
  }
}

import type { AuthUser } from '../../lib/context';
import { ExpiringCache } from '../../lib/cache/expiring-cache';

/**
 * Remembers live sessions by bearer token for a short time, so a signed-in request costs neither
 * a database round trip nor a signature check (the exact token string was verified when it was
 * cached, and an entry never outlives the session). Logout, password reset and profile changes
 * evict through the eviction bus: at once in this process and in every process sharing the bus
 * (docs/decisions/007-owner-scoped-caches.md, 015-shared-state-and-workers.md).
 */
/** A session's "last seen" is written at most this often (decision 045). */
export const LAST_SEEN_EVERY_MS = 60_000;

export class SessionCache {
  private readonly byToken: ExpiringCache<string, AuthUser>;
  private readonly lastSeen = new Map<string, number>();

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

  /**
   * Whether this process should record a use of the session now: at most once per `everyMs` per
   * session (the statement itself also checks, across processes). Forgets everything past 10 000.
   */
  lastSeenDue(sessionId: string, now: number, everyMs = LAST_SEEN_EVERY_MS): boolean {
    const last = this.lastSeen.get(sessionId);
    if (last !== undefined && now - last < everyMs) return false;
    if (this.lastSeen.size >= 10_000) this.lastSeen.clear();
    this.lastSeen.set(sessionId, now);
    return true;
  }

  evictSession(sessionId: string): void {
    this.byToken.deleteWhere((user) => user.sessionId === sessionId);
  }

  evictUser(userId: string): void {
    this.byToken.deleteWhere((user) => user.id === userId);
  }

  clear(): void {
    this.byToken.clear();
    this.lastSeen.clear();
  }
}

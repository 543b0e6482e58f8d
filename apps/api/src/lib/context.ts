import type { Env } from '../config/env';
import type { Db } from '../db/client';
import type { DatabaseAvailability } from '../db/availability';
import type { Mailer } from './mailer';
import type { PushSender } from '../features/push/push-sender';
import type { RateLimiter } from './shared-state/rate-limiter';
import type { PetSummary } from '@pawrx/contracts/pets';
import type { SessionCache } from '../features/auth/session-cache';
import type { ExpiringCache } from './cache/expiring-cache';
import type { PetProfileCache } from './pet-profile-cache';
import type { Eviction } from './shared-state/eviction';
import type { ReminderScheduler } from '../features/reminders/reminder-scheduler';
import type { Readiness } from './readiness';
import type { MetricsRecorder } from '../features/metrics/metrics.registry';

/** What every feature can reach, decorated on the Fastify instance as `app.ctx`. */
export interface AppContext {
  env: Env;
  db: Db;
  /** Whether the database is reachable; requests answer 503 while it is not. */
  availability: DatabaseAvailability;
  mailer: Mailer;
  /** Web Push notifications, a durable queue like the mail (decision 055). */
  push: PushSender;
  limiter: RateLimiter;
  /** Live sessions remembered briefly so signed-in calls skip a database round trip. */
  sessions: SessionCache;
  /** Pet profiles the safety engine reads, remembered briefly; pet edits evict them. */
  petProfiles: PetProfileCache;
  /** Each owner's pet list as sent; pet and vaccination writes evict it. */
  petLists: ExpiringCache<string, PetSummary[]>;
  /** Tells this process's caches, and every other process's, what a write made stale. */
  evict: (eviction: Eviction) => Promise<void>;
  jwtSecret: Uint8Array;
  /** Injected so tests can move time (reset-token expiry, reminders falling due). */
  now: () => Date;
  /** The reminder job; the server starts it, tests call `tick()` with a moved clock. */
  reminders: ReminderScheduler;
  /** What /api/health/ready reports; the graceful shutdown marks it draining first. */
  readiness: Readiness;
  /** Counts what features report (Quick Check verdicts, backups); a no-op with metrics off. */
  metrics: MetricsRecorder;
}

export interface AuthUser {
  id: string;
  sessionId: string;
  name: string;
  email: string;
  role: 'user' | 'vet';
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** Set by the authenticate hook; undefined on public routes. */
    auth?: AuthUser;
  }
}

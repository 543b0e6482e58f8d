import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Verdict } from '@pawrx/contracts/interactions';
import type { MailQueueStats, ReminderQueueStats } from './metrics.queries';

// Every metric PawRx exports (issue 26 item 1), on a registry of the app's own (tests build many
// apps in one process). docs/operations.md lists them, and its dashboard's queries are checked
// against METRIC_NAMES by a test. Gauges that describe the whole database (queues, database up)
// are aggregated across WEB_CONCURRENCY workers with 'max', since every worker reads the same
// rows; per-process counters and histograms are summed.

export const METRIC_NAMES = {
  requestDuration: 'pawrx_http_request_duration_seconds',
  databaseUp: 'pawrx_database_up',
  poolConnections: 'pawrx_database_pool_connections',
  mailQueue: 'pawrx_mail_queue_messages',
  mailOldestAge: 'pawrx_mail_queue_oldest_pending_age_seconds',
  reminderQueue: 'pawrx_reminder_queue_jobs',
  rateLimitRefusals: 'pawrx_rate_limit_refusals_total',
  quickChecks: 'pawrx_quick_checks_total',
  signIns: 'pawrx_sign_ins_total',
  backups: 'pawrx_backups_total',
  lastBackup: 'pawrx_backup_last_success_timestamp_seconds',
} as const;

/** prom-client's default process metrics this project relies on (dashboard, alerts). */
export const DEFAULT_METRIC_NAMES = [
  'nodejs_eventloop_lag_p99_seconds',
  'nodejs_heap_size_used_bytes',
  'process_resident_memory_bytes',
  'process_cpu_seconds_total',
] as const;

export const MAIL_STATES = ['pending', 'failed', 'dead'] as const;
export const REMINDER_STATES = ['planned', 'due', 'sending', 'failed'] as const;

export interface PawrxMetrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  databaseUp: Gauge;
  poolConnections: Gauge<'state'>;
  mailQueue: Gauge<'state'>;
  mailOldestAge: Gauge;
  reminderQueue: Gauge<'state'>;
  rateLimitRefusals: Counter<'route'>;
  quickChecks: Counter<'verdict'>;
  signIns: Counter<'outcome'>;
  backups: Counter<'outcome'>;
  lastBackup: Gauge;
}

/** Request durations: most answers take milliseconds; the tail up to the 10 s budget. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Where the scrape-time gauges read from; a failing read leaves the last values in place. */
export interface MetricSources {
  databaseUp(): boolean;
  pool(): { inUse: number; waiting: number };
  mailQueue(): Promise<MailQueueStats>;
  reminderQueue(): Promise<ReminderQueueStats>;
}

export function createMetrics(sources: MetricSources): PawrxMetrics {
  const registry = new Registry();
  // One mail query serves both mail gauges of a scrape (they are collected side by side).
  const mailStats = sharedWhileRunning(sources.mailQueue);
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requestDuration: new Histogram({
      name: METRIC_NAMES.requestDuration,
      help: 'Time to answer an HTTP request, by route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    databaseUp: new Gauge({
      name: METRIC_NAMES.databaseUp,
      help: '1 while the database answers, 0 while it is unreachable',
      aggregator: 'min',
      registers,
      collect() {
        this.set(sources.databaseUp() ? 1 : 0);
      },
    }),
    poolConnections: new Gauge({
      name: METRIC_NAMES.poolConnections,
      help: 'Database connections in use and requests waiting for one (embedded database: admission places)',
      labelNames: ['state'],
      registers,
      collect() {
        const { inUse, waiting } = sources.pool();
        this.set({ state: 'in_use' }, inUse);
        this.set({ state: 'waiting' }, waiting);
      },
    }),
    mailQueue: new Gauge({
      name: METRIC_NAMES.mailQueue,
      help: 'Outbox messages by state: pending (queued to send), failed (retrying), dead (given up)',
      labelNames: ['state'],
      aggregator: 'max',
      registers,
      async collect() {
        const stats = await mailStats().catch(() => undefined);
        if (stats) for (const state of MAIL_STATES) this.set({ state }, stats[state]);
      },
    }),
    mailOldestAge: new Gauge({
      name: METRIC_NAMES.mailOldestAge,
      help: 'Age of the oldest message still waiting to be sent; 0 when none waits',
      aggregator: 'max',
      registers,
      async collect() {
        const stats = await mailStats().catch(() => undefined);
        if (stats) this.set(stats.oldestPendingAgeSeconds);
      },
    }),
    reminderQueue: new Gauge({
      name: METRIC_NAMES.reminderQueue,
      help: 'Reminder jobs by state: planned (not yet due), due, sending (claimed), failed',
      labelNames: ['state'],
      aggregator: 'max',
      registers,
      async collect() {
        const stats = await sources.reminderQueue().catch(() => undefined);
        if (stats) for (const state of REMINDER_STATES) this.set({ state }, stats[state]);
      },
    }),
    rateLimitRefusals: new Counter({
      name: METRIC_NAMES.rateLimitRefusals,
      help: 'Requests refused with 429 by a rate limit, by route pattern',
      labelNames: ['route'],
      registers,
    }),
    quickChecks: new Counter({
      name: METRIC_NAMES.quickChecks,
      help: 'Quick Checks answered, by verdict',
      labelNames: ['verdict'],
      registers,
    }),
    signIns: new Counter({
      name: METRIC_NAMES.signIns,
      help: 'Sign-in attempts by outcome: success, failure (wrong email or password), refused (rate limit)',
      labelNames: ['outcome'],
      registers,
    }),
    backups: new Counter({
      name: METRIC_NAMES.backups,
      help: 'Automatic and requested backups by outcome',
      labelNames: ['outcome'],
      registers,
    }),
    lastBackup: new Gauge({
      name: METRIC_NAMES.lastBackup,
      help: 'Unix time of the last backup that completed',
      aggregator: 'max',
      registers,
    }),
  };
}

/** What features record; a no-op while METRICS_PORT is unset, so it costs nothing then. */
export interface MetricsRecorder {
  quickCheck(verdict: Verdict): void;
  backup(outcome: 'success' | 'failure'): void;
}

export const NO_METRICS: MetricsRecorder = { quickCheck: () => {}, backup: () => {} };

export function recorderFor(metrics: PawrxMetrics): MetricsRecorder {
  return {
    quickCheck: (verdict) => metrics.quickChecks.inc({ verdict }),
    backup: (outcome) => {
      metrics.backups.inc({ outcome });
      if (outcome === 'success') metrics.lastBackup.set(Date.now() / 1000);
    },
  };
}

/** Calls `read` once for any number of callers while a call is in flight. */
function sharedWhileRunning<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => (running ??= read().finally(() => (running = undefined)));
}

import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { ConfigError, type Env } from './config/env';
import { serveWorkerSharedState } from './lib/shared-state/cluster-shared-state';
import { MemoryRateLimiter } from './lib/shared-state/memory-rate-limiter';

// WEB_CONCURRENCY: N worker processes share one port through node:cluster (the primary accepts
// and hands connections round-robin). Only with PostgreSQL: the embedded database is one
// process's files. Docs: README "Deploy for many users", docs/decisions/015.

/** How many workers to run; throws a ConfigError for several workers on the embedded database. */
export function webConcurrency(env: Env): number {
  if (!env.DATABASE_URL) {
    const asked = env.WEB_CONCURRENCY ?? 1;
    if (asked > 1)
      throw new ConfigError(
        `WEB_CONCURRENCY=${asked} needs DATABASE_URL: the embedded database in DATA_DIR can be opened by one process only. Unset WEB_CONCURRENCY (or set it to 1), or use PostgreSQL through DATABASE_URL.`,
      );
    return 1;
  }
  // Each worker needs two connections of the budget at least: its pool and its availability check.
  const affordable = Math.floor(env.DATABASE_MAX_CONNECTIONS / 2);
  if (env.WEB_CONCURRENCY !== undefined && env.WEB_CONCURRENCY > affordable)
    throw new ConfigError(
      `WEB_CONCURRENCY=${env.WEB_CONCURRENCY} needs at least ${env.WEB_CONCURRENCY * 2} PostgreSQL connections (a pool connection and an availability check per worker), but DATABASE_MAX_CONNECTIONS=${env.DATABASE_MAX_CONNECTIONS}. Lower WEB_CONCURRENCY or raise DATABASE_MAX_CONNECTIONS (below PostgreSQL's max_connections).`,
    );
  // By default, no more workers than leave each a pool of 3 (4 connections of the budget).
  return (
    env.WEB_CONCURRENCY ??
    Math.max(1, Math.min(availableParallelism(), Math.floor(env.DATABASE_MAX_CONNECTIONS / 4)))
  );
}

/**
 * One worker's pool: its share of DATABASE_MAX_CONNECTIONS less the one connection its
 * availability check may open, capped by DATABASE_POOL_SIZE. Workers × (pool + 1) never exceeds
 * the budget (decision 033).
 */
export function poolSizeFor(env: Env, workers: number): number {
  const share = Math.floor(env.DATABASE_MAX_CONNECTIONS / workers);
  return Math.max(1, Math.min(env.DATABASE_POOL_SIZE, share - 1));
}

// Workers finish within their own 8 s deadline (lib/graceful-shutdown.ts); the primary waits a
// little longer, and never past the 10 s a stop may take.
const STOP_GRACE_MS = 9_500;
const RESTART_DELAY_MS = 1_000;

/**
 * The primary: forks `count` workers, serves their shared state when there is no Redis, replaces
 * a worker that dies after it was listening, and stops them all on SIGTERM or SIGINT. A worker
 * that dies before listening (a bad port, an unreachable Redis) stops the whole server: starting
 * it again would only fail again.
 */
export function runPrimary(count: number, log: (message: string) => void): void {
  const limiter = new MemoryRateLimiter();
  const listening = new WeakSet<Worker>();
  const workers = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
  // cluster.workers drops a worker only after both its 'exit' and its 'disconnect', in either
  // order: at its 'exit' the last worker may still be listed, so count the ones not yet dead.
  const alive = () => workers().filter((w) => !w.isDead());
  let stopping = false;

  const fork = () => serveWorkerSharedState(cluster.fork(), workers, limiter);
  const stop = (signal: NodeJS.Signals, exitCode: number) => {
    stopping = true;
    process.exitCode = exitCode;
    for (const worker of alive()) worker.process.kill(signal);
    if (alive().length === 0) process.exit(exitCode);
    setTimeout(() => process.exit(exitCode || 1), STOP_GRACE_MS).unref();
  };

  cluster.on('listening', (worker) => listening.add(worker));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (alive().length === 0) process.exit(Number(process.exitCode ?? 0));
      return;
    }
    if (!listening.has(worker)) {
      log(`worker ${worker.process.pid} failed to start (exit ${signal ?? code}); stopping`);
      stop('SIGTERM', 1);
      return;
    }
    log(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(fork, RESTART_DELAY_MS);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(signal, 0));
  for (let i = 0; i < count; i++) fork();
  log(`PawRx primary ${process.pid} started ${count} workers`);
}

import cluster from 'node:cluster';
import { buildApp } from './app';
import { poolSizeFor, runPrimary, webConcurrency } from './cluster';
import { ConfigError, loadEnv, type Env } from './config/env';
import { CONNECT_TIMEOUT_MS, openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { enableGracefulShutdown } from './lib/graceful-shutdown';
import { startClusterMetricsServer } from './features/metrics/metrics.plugin';
import { startTracing } from './lib/tracing';
import { memorySharedState } from './lib/shared-state/shared-state';
import { RedisUnavailableError } from './lib/shared-state/redis-shared-state';
import { seedDemoData } from './seed/demo-data';

// Boots the app: configuration, database, migrations, demo seed, then listen.
async function main(): Promise<void> {
  const startedAt = performance.now();
  const env = loadEnv();
  const workers = webConcurrency(env);
  if (workers > 1 && cluster.isPrimary) {
    await prepareDatabase(env);
    const log = (message: string) => console.log(message);
    runPrimary(workers, log);
    if (env.METRICS_PORT !== undefined)
      await startClusterMetricsServer(env.METRICS_PORT, env.METRICS_HOST, log);
    return;
  }
  // A worker's primary has migrated and seeded already.
  const prepared = cluster.isWorker;
  // Before the database opens, so its queries are traced too.
  const tracing = env.OTEL_EXPORTER_OTLP_ENDPOINT ? await startTracing() : undefined;
  const database = await openDatabase(
    env.DATABASE_URL
      ? {
          databaseUrl: env.DATABASE_URL,
          poolSize: poolSizeFor(env, workers),
          timeouts: {
            connectMs: CONNECT_TIMEOUT_MS,
            statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
          },
        }
      : { dataDir: env.DATA_DIR },
  );
  if (!prepared) await database.migrate();
  const app = await buildApp({ env, database, tracingPlugin: tracing?.fastifyPlugin });
  if (!prepared) await seedDemoData(app.ctx.db, app.log);
  app.addHook('onClose', () => database.close());
  // Last, so the spans of the shutdown itself are still exported.
  if (tracing) app.addHook('onClose', () => tracing.shutdown());

  enableGracefulShutdown(app);
  // A burst of hundreds of new connections must queue, not be dropped: Node's default backlog (511)
  // is below what the kernel allows here.
  await app.listen({ port: env.PORT, host: env.HOST, backlog: 4096 });
  app.ctx.reminders.start();
  app.ctx.mailer.start(env.MAIL_POLL_SECONDS * 1000);
  app.ctx.push.start(env.MAIL_POLL_SECONDS * 1000);
  app.log.info(
    { database: database.kind, ms: Math.round(performance.now() - startedAt) },
    `PawRx is ready at ${env.APP_URL}/PawRx/`,
  );
}

/** Before several workers start: migrate and seed once, so they never race to do it. */
async function prepareDatabase(env: Env): Promise<void> {
  // Closed before any worker starts, so it takes nothing from the workers' budget.
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL!,
    poolSize: 2,
    timeouts: { connectMs: CONNECT_TIMEOUT_MS, statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS },
  });
  try {
    await database.migrate();
    // Its metrics port stays closed: the primary serves the workers' metrics afterwards.
    const app = await buildApp({
      env: { ...env, METRICS_PORT: undefined },
      database,
      sharedState: memorySharedState(),
    });
    await seedDemoData(app.ctx.db, app.log);
    await app.close();
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // Problems the person starting the server can fix get their message alone, without a stack.
  if (
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof RedisUnavailableError
  ) {
    console.error(error.message);
  } else {
    console.error('PawRx could not start:', error);
  }
  process.exit(1);
});

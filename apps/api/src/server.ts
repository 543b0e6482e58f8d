import { buildApp } from './app';
import { ConfigError, loadEnv } from './config/env';
import { openDatabase } from './db/client';
import { seedDemoData } from './seed/demo-data';

// Boots the app: configuration, database, migrations, demo seed, then listen.
async function main(): Promise<void> {
  const startedAt = performance.now();
  const env = loadEnv();
  const database = await openDatabase(
    env.DATABASE_URL
      ? { databaseUrl: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { dataDir: env.DATA_DIR },
  );
  await database.migrate();
  const app = await buildApp({ env, database });
  await seedDemoData(app.ctx.db, app.log);
  app.addHook('onClose', () => database.close());

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: env.PORT, host: env.HOST });
  app.ctx.reminders.start();
  app.log.info(
    { database: database.kind, ms: Math.round(performance.now() - startedAt) },
    `PawRx is ready at ${env.APP_URL}/PawRx/`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('PawRx could not start:', error);
  }
  process.exit(1);
});

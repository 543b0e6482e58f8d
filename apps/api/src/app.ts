import { existsSync } from 'node:fs';
import type { Agent } from 'node:https';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginCallback,
  type FastifyServerOptions,
} from 'fastify';
import swagger from '@fastify/swagger';
import fastifyStatic from '@fastify/static';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { APP_VERSION } from '@pawrx/contracts/constants';
import type { Env } from './config/env';
import type { TrustProxy } from './config/trust-proxy';
import { migrationsFolder, type Database } from './db/client';
import { DatabaseAvailability } from './db/availability';
import { authHooks } from './features/auth/auth.hooks';
import { resolveSigningSecret } from './features/auth/signing-secret';
import { registerErrorHandling } from './lib/error-handler';
import { registerAvailabilityGate } from './lib/availability-gate';
import { AdmissionQueue, registerRequestQueue } from './lib/request-queue';
import { clientErrorHandler, frameworkErrors } from './lib/framework-errors';
import { registerInputGuard } from './lib/input-guard';
import { registerSecurityHeaders } from './lib/security-headers';
import { loggerOptions } from './lib/logger';
import { Mailer, printMail } from './lib/mailer';
import { applyEviction, createAppCaches } from './lib/cache/app-caches';
import { openSharedState, type SharedState } from './lib/shared-state/shared-state';
import { Readiness, newestMigrationMillis } from './lib/readiness';
import { registerRoutes } from './routes';
import { createMetrics, NO_METRICS, recorderFor } from './features/metrics/metrics.registry';
import { registerMetrics } from './features/metrics/metrics.plugin';
import { registerBackups } from './features/backups/backups.plugin';
import { mailQueueStats, reminderQueueStats } from './features/metrics/metrics.queries';
import { PushSender } from './features/push/push-sender';
import { resolveVapidKeys } from './features/push/vapid-keys';
import { ReminderScheduler } from './features/reminders/reminder-scheduler';

export interface BuildAppOptions {
  env: Env;
  database: Database;
  /** A clock tests can move. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Rate limits and cache evictions shared with other processes; this process only when absent. */
  sharedState?: SharedState;
  /** Tests hand the push sender an agent that trusts their receiver's certificate. */
  pushAgent?: Agent;
  /** @fastify/otel's plugin when tracing is on (lib/tracing.ts); registered before anything. */
  tracingPlugin?: FastifyPluginCallback;
}

/** Builds the whole app without listening, so tests can drive it with `app.inject()`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(env),
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    // While shutting down, a request already on an open connection is still served (with
    // `Connection: close`) instead of getting Fastify's own 503 body outside our envelope.
    return503OnClosing: false,
    // Router and HTTP parser errors answer in the API's envelope, never echoing the request.
    frameworkErrors,
    clientErrorHandler,
  });
  if (options.tracingPlugin) await app.register(options.tracingPlugin);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  registerInputGuard(app);

  const now = options.now ?? (() => new Date());
  const mailer = new Mailer(database.db, app.log, {
    from: env.MAIL_FROM,
    smtpUrl: env.SMTP_URL,
    print: env.PRINT_OUTBOX_MAIL ? printMail : undefined,
    now,
    sendTimeoutMs: env.SMTP_TIMEOUT_MS,
  });
  const caches = createAppCaches();
  const shared = options.sharedState ?? (await openSharedState(env, app.log));
  app.addHook('onClose', () => shared.close());
  shared.evictions.subscribe((eviction) => applyEviction(caches, eviction));
  const availability = new DatabaseAvailability(
    database.ping,
    app.log,
    undefined,
    database.connectFresh,
  );
  database.onConnectionLost((error) => availability.reportLost(error));
  // PGlite serves one statement at a time: its requests wait their turn in order, within a bound.
  const queue = database.kind === 'pglite' ? new AdmissionQueue() : undefined;
  const metrics =
    env.METRICS_PORT === undefined
      ? undefined
      : createMetrics({
          databaseUp: () => !availability.isDown,
          // On the embedded database, requests holding and awaiting an admission place.
          pool: () =>
            queue
              ? { inUse: queue.size.active, waiting: queue.size.waiting }
              : database.poolStats(),
          mailQueue: () => mailQueueStats(database.db, now()),
          reminderQueue: () => reminderQueueStats(database.db, now()),
        });
  const jwtSecret = await resolveSigningSecret(database, env.JWT_SECRET, app.log);
  const push = new PushSender(database.db, app.log, {
    keys: resolveVapidKeys(
      { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY },
      jwtSecret,
    ),
    subject: env.VAPID_SUBJECT ?? vapidSubjectOf(env.MAIL_FROM),
    allowedOrigins: env.PUSH_ALLOWED_ORIGINS,
    now,
    agent: options.pushAgent,
  });
  app.decorate('ctx', {
    env,
    db: database.db,
    availability,
    mailer,
    push,
    limiter: shared.limiter,
    ...caches,
    evict: (eviction) => shared.evictions.publish(eviction),
    jwtSecret,
    now,
    reminders: new ReminderScheduler(() => app.ctx, app.log, env.REMINDER_POLL_SECONDS * 1000),
    metrics: metrics ? recorderFor(metrics) : NO_METRICS,
    readiness: new Readiness(database.db, availability, newestMigrationMillis(migrationsFolder())),
  });
  registerAvailabilityGate(app);
  if (queue) registerRequestQueue(app, queue);
  if (metrics) registerMetrics(app, metrics);
  registerBackups(app, database);
  app.addHook('onClose', async () => {
    await app.ctx.reminders.stop();
    availability.stop();
    await mailer.stop();
    await push.stop();
    mailer.close();
  });

  await app.register(swagger, {
    openapi: { info: { title: 'PawRx API', version: APP_VERSION } },
    transform: jsonSchemaTransform,
  });
  await app.register(authHooks);
  await registerRoutes(app);
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await registerWebApp(app, env.WEB_DIST_DIR ?? defaultWebDist());
  return app;
}

/** Push services want a contact: the address mail is sent from. */
function vapidSubjectOf(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/** A hop count trusts that many proxies nearest to us, as proxy-addr reads a number. */
function fastifyTrustProxy(setting: TrustProxy): FastifyServerOptions['trustProxy'] {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

function defaultWebDist(): string {
  // src/app.ts and dist/server.js both sit two levels below apps/.
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

/** Serves the built SPA at /PawRx/ (hash routes, so one index.html) and sends / there. */
async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/PawRx/'));
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web build not found; only the API is served');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/PawRx/',
    wildcard: true,
    preCompressed: true,
    setHeaders(res, filePath) {
      // Hashed assets never change; index.html must always be revalidated.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/PawRx', { schema: { hide: true } }, (_request, reply) => reply.redirect('/PawRx/'));
}

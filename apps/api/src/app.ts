import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
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
import type { Database } from './db/client';
import { authHooks } from './features/auth/auth.hooks';
import { resolveJwtSecret } from './features/auth/auth.tokens';
import { registerErrorHandling } from './lib/error-handler';
import { Mailer } from './lib/mailer';
import { RateLimiter } from './lib/rate-limiter';
import { applyEviction, createAppCaches } from './lib/cache/app-caches';
import { LocalEvictionBus, type EvictionBus } from './lib/shared-state/eviction';
import { registerRoutes } from './routes';
import { ReminderScheduler } from './features/reminders/reminder-scheduler';

export interface BuildAppOptions {
  env: Env;
  database: Database;
  /** A clock tests can move. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** How evictions reach other processes; this process only when absent. */
  evictionBus?: EvictionBus;
}

/** Builds the whole app without listening, so tests can drive it with `app.inject()`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const mailer = new Mailer(database.db, app.log, env.MAIL_FROM, env.SMTP_URL);
  const caches = createAppCaches();
  const evictionBus = options.evictionBus ?? new LocalEvictionBus();
  evictionBus.subscribe((eviction) => applyEviction(caches, eviction));
  app.decorate('ctx', {
    env,
    db: database.db,
    mailer,
    limiter: new RateLimiter(),
    ...caches,
    evict: (eviction) => evictionBus.publish(eviction),
    jwtSecret: await resolveJwtSecret(database.db, env.JWT_SECRET),
    now: options.now ?? (() => new Date()),
    reminders: new ReminderScheduler(() => app.ctx, app.log, env.REMINDER_POLL_SECONDS * 1000),
  });
  app.addHook('onClose', async () => {
    await app.ctx.reminders.stop();
    await mailer.drain();
    mailer.close();
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'connect-src': ["'self'"],
      },
    },
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

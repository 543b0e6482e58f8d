import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

// Every setting the API reads, validated once at start (architecture "run and configuration
// contract"). `.env.example` at the repository root lists them with their defaults.

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  /**
   * Shared rate limits and cache evictions for several processes or hosts (ioredis). Unset: one
   * process keeps them in memory; WEB_CONCURRENCY workers share them through their primary.
   */
  REDIS_URL: optionalUrl,
  /** Prefix of every Redis key and channel, so several deployments can share one Redis. */
  REDIS_KEY_PREFIX: z.string().default('pawrx:'),
  /**
   * Worker processes on one port (node:cluster). Default: 1 on the embedded database, which only
   * one process may open; the number of CPU cores with DATABASE_URL.
   */
  WEB_CONCURRENCY: z.coerce.number().int().positive().max(256).optional(),
  /**
   * Connections this deployment may open to PostgreSQL in all (every worker's pool and its
   * availability check together); divided among WEB_CONCURRENCY workers (cluster.ts).
   */
  DATABASE_MAX_CONNECTIONS: z.coerce.number().int().min(2).max(10_000).default(20),
  /** Upper bound on one worker's pool (its share of DATABASE_MAX_CONNECTIONS may be smaller). */
  DATABASE_POOL_SIZE: positiveInt(10),
  /** Server-side statement_timeout on every connection: a longer query fails that request only. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(1_200),
  JWT_SECRET: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  /** Lifetime of a sign-in, in hours. */
  SESSION_TTL_HOURS: positiveInt(24 * 7),
  /** Public address used in email links; defaults to http://localhost:PORT. */
  APP_URL: z.url().optional(),
  /**
   * The web address passkeys are bound to (decision 050), when it is not APP_URL's: WebAuthn
   * refuses IP addresses, so a server reached as http://127.0.0.1 names http://localhost here.
   */
  PASSKEY_ORIGIN: optionalUrl,
  SMTP_URL: optionalUrl,
  /** Without SMTP_URL, also print each stored mail (reset links included) to stdout: local use only. */
  PRINT_OUTBOX_MAIL: z.stringbool().default(false),
  MAIL_FROM: z.string().default('PawRx <no-reply@pawrx.local>'),
  /** Bound on each SMTP step (connect, greeting, socket inactivity); well inside the send lease. */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(20_000),
  /** How often each process looks for queued mail that is due (retries, other processes' mail). */
  MAIL_POLL_SECONDS: positiveInt(15),
  SUPPORT_INBOX: z.string().default('support@pawrx.local'),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_TIMEOUT_MS: positiveInt(20_000),
  /** Proxies allowed to set X-Forwarded-For: off, a hop count, or addresses (trust-proxy.ts). */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((raw, ctx): TrustProxy => {
      const parsed = parseTrustProxy(raw);
      if (typeof parsed === 'object' && !Array.isArray(parsed)) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built web app lives; served at /PawRx/. */
  WEB_DIST_DIR: z.string().optional(),
  // Rate limits: requests allowed per window, per client IP and (where it applies) per account.
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(15 * 60),
  RATE_LIMIT_LOGIN_PER_IP: positiveInt(50),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: positiveInt(10),
  RATE_LIMIT_REGISTER_PER_IP: positiveInt(20),
  RATE_LIMIT_FORGOT_PER_IP: positiveInt(20),
  RATE_LIMIT_FORGOT_PER_ACCOUNT: positiveInt(5),
  RATE_LIMIT_RESET_PER_IP: positiveInt(20),
  /** Verification emails ("Resend") an account may ask for per window. */
  RATE_LIMIT_VERIFY_RESEND_PER_ACCOUNT: positiveInt(3),
  /** Per-minute limits for the heavier signed-in endpoints. */
  RATE_LIMIT_CHECK_PER_MINUTE: positiveInt(600),
  RATE_LIMIT_AI_PER_MINUTE: positiveInt(10),
  RATE_LIMIT_SUPPORT_PER_HOUR: positiveInt(10),
  /** Invitations (each one an email to someone else) an account may send per hour. */
  RATE_LIMIT_INVITE_PER_HOUR: positiveInt(30),
  /** Requests per minute per IP on public links (calendar feeds, dose links, emergency pages). */
  RATE_LIMIT_PUBLIC_LINK_PER_MINUTE: positiveInt(60),
  /**
   * Web Push (decision 055): the VAPID key pair, base64url as `web-push generate-vapid-keys`
   * prints it. Both or neither; unset, a pair is generated once and kept in DATA_DIR.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** The contact push services see (mailto: or https:); default the address of MAIL_FROM. */
  VAPID_SUBJECT: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(
      z
        .string()
        .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must start with mailto: or https://')
        .optional(),
    ),
  /**
   * Push service origins allowed besides the browsers' own (comma-separated https origins, e.g.
   * a self-hosted push service or a test receiver). Nothing else is ever posted to.
   */
  PUSH_ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((raw, ctx): string[] => {
      const origins: string[] = [];
      for (const item of (raw ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)) {
        const url = URL.canParse(item) ? new URL(item) : undefined;
        if (!url || url.protocol !== 'https:' || url.origin !== item.replace(/\/+$/, '')) {
          ctx.addIssue({
            code: 'custom',
            message: `"${item}" is not an https origin (https://host[:port], no path)`,
          });
          return z.NEVER;
        }
        origins.push(url.origin);
      }
      return origins;
    }),
  /** How often the reminder scheduler looks for doses, refills and vaccinations falling due. */
  REMINDER_POLL_SECONDS: positiveInt(60),
  /** Prometheus /metrics on its own port; unset (the default) turns metrics off. 0: any free port. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Automatic daily backups of the embedded database kept; 0 turns them off. */
  BACKUP_KEEP: z.coerce.number().int().min(0).max(1000).default(7),
  /** Where the automatic backups go; default DATA_DIR/backups. */
  BACKUP_DIR: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  /**
   * OpenTelemetry collector (OTLP over HTTP) for traces; unset (the default) keeps tracing off
   * and its libraries unloaded. The SDK also reads the other standard OTEL_* variables.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  /** Interface of the metrics port: loopback unless a scraper elsewhere must reach it. */
  METRICS_HOST: z.string().default('127.0.0.1'),
});

/** Settings that only make sense together (decision 034: the signing secret is never stored). */
const checkedEnvSchema: typeof envSchema = envSchema.superRefine((env, ctx) => {
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT)
    ctx.addIssue({
      code: 'custom',
      path: ['METRICS_PORT'],
      message: 'METRICS_PORT must differ from PORT: metrics are never served on the public port',
    });
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
    ctx.addIssue({
      code: 'custom',
      path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
      message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together (or neither)',
    });
  if (env.DATABASE_URL && !env.JWT_SECRET)
    ctx.addIssue({
      code: 'custom',
      path: ['JWT_SECRET'],
      message:
        'JWT_SECRET is required when DATABASE_URL is set (the same 32+ character value on every process and host)',
    });
});

export type Env = Omit<z.infer<typeof envSchema>, 'APP_URL'> & { APP_URL: string };

export class ConfigError extends Error {}

/** Reads the environment; throws one readable error listing every bad setting. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  return parseEnv(checkedEnvSchema, source);
}

/**
 * For the command-line tools (backup, restore), which sign nothing: the same settings without
 * the checks that only the server needs (JWT_SECRET with DATABASE_URL).
 */
export function loadToolEnv(source: NodeJS.ProcessEnv = process.env): Env {
  return parseEnv(envSchema, source);
}

function parseEnv(schema: typeof envSchema, source: NodeJS.ProcessEnv): Env {
  const parsed = schema.safeParse(source);
  if (parsed.success) {
    const env = parsed.data;
    return { ...env, APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '') };
  }
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

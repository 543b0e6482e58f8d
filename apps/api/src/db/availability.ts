import type { FastifyBaseLogger } from 'fastify';

// Whether the database can be reached. A lost connection must never end the process: requests
// answer 503 while PostgreSQL is away, and a probe notices by itself when it is back.

const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// SQLSTATEs that mean "this server or session is going away" rather than "this query is wrong":
// admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
// node-postgres reports a dead or unreachable connection with plain messages.
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /is not queryable/,
  /^Cannot use a pool after calling end/,
];
// Timeouts that a slow query or a busy pool cause as readily as a dead network: they are only an
// outage when a fresh connection also fails (decision 033).
const AMBIGUOUS_MESSAGES = [/^Query read timeout/, /^timeout exceeded when trying to connect/];
/** query_canceled: statement_timeout ended this one statement; the database itself is fine. */
const STATEMENT_TIMEOUT_SQLSTATE = '57014';

type ErrorFields = { code?: unknown; severity?: unknown; message?: unknown; cause?: unknown };

/** True when `error` (or what it wraps, e.g. a Drizzle query error) means the database is away. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  )
    return true;
  const { code, severity, message, cause } = error as ErrorFields;
  if (typeof code === 'string') {
    if (NETWORK_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true; // class 08: connection exception
  }
  // A FATAL error ends the session: the database was shut down, refuses connections, or is gone.
  if (severity === 'FATAL' || severity === 'PANIC') return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message)))
    return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * How a failed query reads: 'down' (the connection is gone), 'maybe-down' (a client-side timeout
 * that a slow query can cause too: verify with a fresh connection), 'slow' (the server's
 * statement_timeout cancelled it) or 'other'.
 */
export type DatabaseFailure = 'down' | 'maybe-down' | 'slow' | 'other';

export function classifyDatabaseError(error: unknown): DatabaseFailure {
  if (isDatabaseUnavailable(error)) return 'down';
  if (findInChain(error, (e) => e.code === STATEMENT_TIMEOUT_SQLSTATE)) return 'slow';
  if (
    findInChain(
      error,
      (e) =>
        typeof e.message === 'string' &&
        AMBIGUOUS_MESSAGES.some((p) => p.test(e.message as string)),
    )
  )
    return 'maybe-down';
  return 'other';
}

function findInChain(error: unknown, test: (e: ErrorFields) => boolean, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  if (error instanceof AggregateError && error.errors.some((e) => findInChain(e, test, depth + 1)))
    return true;
  if (test(error as ErrorFields)) return true;
  return findInChain((error as ErrorFields).cause, test, depth + 1);
}

/** A short description for the log: never the query or its parameters. */
export function describeDatabaseError(error: unknown, depth = 0): string {
  if (!error || typeof error !== 'object' || depth > 5) return String(error);
  const { code, message, cause } = error as ErrorFields;
  if (cause) return describeDatabaseError(cause, depth + 1);
  return [code, typeof message === 'string' ? message.split('\n')[0] : undefined]
    .filter(Boolean)
    .join(' ');
}

const PROBE_INTERVAL_MS = 500;

export class DatabaseAvailability {
  private down = false;
  private probing: Promise<void> | undefined;
  private stopped = false;

  private verifying: Promise<void> | undefined;

  constructor(
    private readonly ping: () => Promise<void>,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
    private readonly probeIntervalMs = PROBE_INTERVAL_MS,
    /** Opens a connection of its own (never waits behind busy pooled ones); defaults to ping. */
    private readonly connectFresh: () => Promise<void> = ping,
  ) {}

  /**
   * A client-side timeout: a slow query or a full pool looks the same as a dead network from
   * here, so only a fresh connection that also fails makes it an outage. One check at a time.
   */
  reportSuspect(error: unknown): void {
    if (this.stopped || this.down) return;
    this.verifying ??= this.connectFresh()
      .then(
        () => undefined,
        () => this.reportLost(error),
      )
      .finally(() => (this.verifying = undefined));
  }

  /** For tests: the check started by reportSuspect, if any. */
  get settled(): Promise<void> {
    return this.verifying ?? Promise.resolve();
  }

  get isDown(): boolean {
    return this.down;
  }

  /** A query failed for want of the database: answer 503 until a probe gets through again. */
  reportLost(error: unknown): void {
    if (this.stopped) return;
    if (!this.down) {
      this.down = true;
      this.log.warn(
        { cause: describeDatabaseError(error) },
        'database unreachable: answering 503 until it is back',
      );
    }
    this.probing ??= this.probeUntilUp().finally(() => (this.probing = undefined));
  }

  /** For /api/health: asks the database itself unless it is already known to be away. */
  async check(): Promise<boolean> {
    if (this.down) return false;
    try {
      await this.ping();
      return true;
    } catch (error) {
      if (classifyDatabaseError(error) === 'down') this.reportLost(error);
      else this.reportSuspect(error);
      return false;
    }
  }

  stop(): void {
    this.stopped = true;
  }

  private async probeUntilUp(): Promise<void> {
    while (this.down && !this.stopped) {
      await new Promise((resolve) => setTimeout(resolve, this.probeIntervalMs).unref());
      try {
        await this.ping();
        this.down = false;
        this.log.info('database reachable again');
      } catch {
        // still away; try again after the interval
      }
    }
  }
}

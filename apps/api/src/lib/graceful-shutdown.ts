import type { FastifyInstance } from 'fastify';
import { startShutdownWatchdog } from './shutdown-watchdog';

// SIGTERM/SIGINT: stop accepting connections, let requests in flight finish, close keep-alive
// connections as soon as they fall idle, then exit; never wait for a client's keep-alive timeout.

/** After this long the remaining connections are cut and the process exits anyway (budget 10 s). */
const SHUTDOWN_GRACE_MS = 8_000;
/** If even that cannot run (the main thread is stuck), the watchdog kills the process here. */
const SHUTDOWN_KILL_MS = 9_500;
const IDLE_SWEEP_MS = 200;

export interface GracefulShutdownOptions {
  graceMs?: number;
  /** Injected by tests; the server exits the process. */
  exit?: (code: number) => void;
  /** Signals to listen for; tests pass none and call the returned function. */
  signals?: readonly NodeJS.Signals[];
  /** When the watchdog thread kills a process stuck in its shutdown; null for none (tests). */
  killMs?: number | null;
}

/** Call before `listen`. Returns the shutdown itself, for tests and other triggers. */
export function enableGracefulShutdown(
  app: FastifyInstance,
  options: GracefulShutdownOptions = {},
): (reason: string) => void {
  const graceMs = options.graceMs ?? SHUTDOWN_GRACE_MS;
  // A test that injects `exit` runs inside the test runner, which the watchdog must not kill.
  const killMs =
    options.killMs !== undefined ? options.killMs : options.exit ? null : SHUTDOWN_KILL_MS;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let draining = false;

  // A request that was already in flight when the drain began would otherwise answer with
  // keep-alive, and its client would hold the server open until the keep-alive timeout (72 s).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });

  const shutdown = (reason: string) => {
    if (draining) {
      // A terminal's Ctrl-C reaches both `npm start` and the server; the deadline still holds.
      app.log.info({ reason }, 'already shutting down');
      return;
    }
    draining = true;
    // Readiness answers 503 from now on, while requests in flight still finish. (A bare Fastify
    // app in a fault test has no ctx.)
    if (app.hasDecorator('ctx')) app.ctx.readiness.startDraining();
    if (killMs !== null) startShutdownWatchdog(Math.max(killMs, graceMs + 500));
    app.log.info({ reason }, 'shutting down: finishing requests in flight');
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => {
      app.log.warn({ graceMs }, 'requests still open at the shutdown deadline; closing them');
      app.server.closeAllConnections();
      exit(1);
    }, graceMs);
    sweep.unref();
    deadline.unref();
    app.close().then(
      () => {
        clearInterval(sweep);
        clearTimeout(deadline);
        app.log.info('shut down cleanly');
        exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        exit(1);
      },
    );
  };
  for (const signal of options.signals ?? (['SIGINT', 'SIGTERM'] as const)) {
    process.on(signal, () => shutdown(signal));
  }
  return shutdown;
}

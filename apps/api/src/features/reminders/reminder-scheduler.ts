import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../lib/context';
import { traced } from '../../lib/tracing';
import { runOnce, type RunResult } from './reminders.service';

/**
 * Runs the reminder job every REMINDER_POLL_SECONDS in the API process. One pass at a time per
 * process; several processes may run it against one PostgreSQL database (rows are claimed, see
 * reminders.repository). stop() waits for a pass in flight so shutdown never cuts a send short.
 */
export class ReminderScheduler {
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<RunResult | undefined> | undefined;

  constructor(
    private readonly ctx: () => AppContext,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs: number,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.pollMs);
    this.timer.unref();
    void this.tick();
  }

  /** One pass now (tests call this with a moved clock); joins a pass already running. */
  tick(): Promise<RunResult | undefined> {
    this.inFlight ??= traced('reminders.run', {}, () => runOnce(this.ctx()))
      .then((result) => {
        if (result.planned || result.sent || result.failed)
          this.log.info({ reminders: result }, 'reminder pass');
        return result;
      })
      .catch((err: unknown) => {
        this.log.error({ err }, 'reminder pass failed');
        return undefined;
      })
      .finally(() => {
        this.inFlight = undefined;
      });
    return this.inFlight;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.inFlight;
  }
}

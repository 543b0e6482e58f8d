import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../lib/context';
import { PassLoop } from '../../lib/pass-loop';
import { traced } from '../../lib/tracing';
import { runOnce, type RunResult } from './reminders.service';

/**
 * Runs the reminder job every REMINDER_POLL_SECONDS in the API process. One pass at a time per
 * process; several processes may run it against one PostgreSQL database (rows are claimed, see
 * reminders.repository). stop() waits for a pass in flight so shutdown never cuts a send short.
 */
export class ReminderScheduler {
  private readonly loop = new PassLoop<RunResult | undefined>(
    async () => {
      const result = await traced('reminders.run', {}, () => runOnce(this.ctx()));
      if (result.planned || result.sent || result.failed)
        this.log.info({ reminders: result }, 'reminder pass');
      return result;
    },
    (err) => {
      this.log.error({ err }, 'reminder pass failed');
      return undefined;
    },
  );

  constructor(
    private readonly ctx: () => AppContext,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs: number,
  ) {}

  start(): void {
    this.loop.start(this.pollMs);
  }

  /** One pass now (tests call this with a moved clock); joins a pass already running. */
  tick(): Promise<RunResult | undefined> {
    return this.loop.run();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }
}

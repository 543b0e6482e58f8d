import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { PassLoop } from './pass-loop';
import { traced } from './tracing';

// Mail as a durable queue (decision 033). A caller writes the mail into the outbox inside the
// transaction that causes it (`enqueue`), so a rolled-back request sends nothing and a committed
// one is never lost; `wake()` after the commit sends it soon. Senders in every process claim due
// rows (FOR UPDATE SKIP LOCKED, a claim token and a lease), confirm the claim just before the SMTP
// hand-off, and settle only with their own token. Failures retry with exponential backoff for 24
// hours, then the row is 'dead' and the operator is told. The Message-ID is fixed at enqueue, so a
// retry after a timeout (the server may have taken the first copy) is recognisably the same mail.

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Not worth sending after this instant (a dose reminder once the dose counts as missed). */
  sendBefore?: Date;
};

/** A claimed row is held this long; every send is bounded well inside it (SEND_TIMEOUT_MS). */
export const MAIL_LEASE_MS = 5 * 60_000;
/** How long a failing mail keeps being retried before it is dead. */
export const MAIL_RETRY_WINDOW_MS = 24 * 3600_000;
const RETRY_FIRST_DELAY_MS = 30_000;
const RETRY_MAX_DELAY_MS = 3600_000;
const BATCH = 20;
/** Default bound on each SMTP step (connect, greeting, socket inactivity). */
export const DEFAULT_SEND_TIMEOUT_MS = 20_000;
/** A whole send may take this many step timeouts (a minute by default, a fifth of the lease). */
const SEND_DEADLINE_STEPS = 3;

/** Delay before attempt `attempts + 1`: 30 s, 1 min, 2 min … capped at an hour. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(RETRY_FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_DELAY_MS);

/**
 * The whole message on stdout, outside the structured log (which never holds reset links): only
 * when the operator asks for it with PRINT_OUTBOX_MAIL=true (decision 014).
 */
export const printMail = (message: Pick<MailMessage, 'to' | 'subject' | 'text'>): void => {
  process.stdout.write(
    `\n--- mail (PRINT_OUTBOX_MAIL) to ${message.to}: ${message.subject}\n${message.text}\n---\n`,
  );
};

export interface MailerOptions {
  from: string;
  smtpUrl: string | undefined;
  print?: (message: Pick<MailMessage, 'to' | 'subject' | 'text'>) => void;
  now?: () => Date;
  /** Bound on each SMTP step; the whole send stays well inside MAIL_LEASE_MS. */
  sendTimeoutMs?: number;
}

export interface MailPass {
  sent: number;
  stored: number;
  retrying: number;
  dead: number;
  expired: number;
  /** Claimed rows another sender had taken over by the time this one reached them. */
  lost: number;
}

type OutboxRow = typeof outbox.$inferSelect;
const CLEARED = { text: null, html: null, claimToken: null, leaseUntil: null } as const;

export class Mailer {
  private readonly transport: Transporter | undefined;
  private readonly domain: string;
  private readonly now: () => Date;
  private readonly sendTimeoutMs: number;
  private readonly loop = new PassLoop<MailPass>(
    () => traced('mail.deliver', {}, () => this.deliverDue()),
    (err) => {
      this.log.error({ err }, 'mail pass failed');
      return emptyPass();
    },
  );

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: MailerOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    this.sendTimeoutMs = options.sendTimeoutMs ?? DEFAULT_SEND_TIMEOUT_MS;
    this.domain = /@([^>\s]+)>?\s*$/.exec(options.from)?.[1] ?? 'pawrx.local';
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({
          url: options.smtpUrl,
          connectionTimeout: this.sendTimeoutMs,
          greetingTimeout: this.sendTimeoutMs,
          socketTimeout: this.sendTimeoutMs,
          dnsTimeout: this.sendTimeoutMs,
        })
      : undefined;
  }

  /**
   * Queues a mail inside the caller's transaction (pass the transaction as `db`), and returns the
   * outbox row's id. Call `wake()` once the transaction has committed.
   */
  async enqueue(db: Db, message: MailMessage): Promise<string> {
    const now = this.now();
    const [row] = await db
      .insert(outbox)
      .values({
        messageId: `<${randomUUID()}@${this.domain}>`,
        to: message.to,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        status: 'queued',
        nextAttemptAt: now,
        sendBefore: message.sendBefore ?? null,
        createdAt: now,
      })
      .returning({ id: outbox.id });
    return row!.id;
  }

  /** Queues one mail on its own (no other write goes with it) and sends it soon. */
  async send(message: MailMessage): Promise<string> {
    const id = await this.enqueue(this.db, message);
    this.wake();
    return id;
  }

  /** Starts a pass soon (after a caller's commit); a pass in flight runs once more after. */
  wake(): void {
    this.loop.wake();
  }

  /** Polls for due mail (retries, and mail other processes queued) every `pollMs`. */
  start(pollMs: number): void {
    this.loop.start(pollMs);
  }

  /** One pass: claims due rows and delivers them; joins a pass already running. */
  runPass(): Promise<MailPass> {
    return this.loop.run();
  }

  /** Sends everything due now and waits for it (tests; retries not yet due stay queued). */
  async drain(): Promise<void> {
    for (let i = 0; i < 100; i++) {
      await this.loop.inFlight;
      const pass = await this.runPass();
      if (pass.sent + pass.stored + pass.retrying + pass.dead + pass.expired + pass.lost === 0)
        return;
    }
  }

  /** Stops polling and waits for a pass in flight, so shutdown never cuts a send short. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  close(): void {
    this.transport?.close();
  }

  /** How many mails are dead: shown in the log line of every newly dead one. */
  async deadCount(): Promise<number> {
    return this.db.$count(outbox, eq(outbox.status, 'dead'));
  }

  /**
   * Claims up to `limit` due rows: queued, due, with no live lease. Rows another sender is
   * claiming are skipped, not waited for. Exposed so tests can stall a sender after its claim.
   */
  async claim(limit = BATCH): Promise<{ token: string; rows: OutboxRow[] }> {
    const now = this.now();
    const token = randomUUID();
    const rows = await this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            eq(outbox.status, 'queued'),
            lte(outbox.nextAttemptAt, now),
            or(isNull(outbox.leaseUntil), lt(outbox.leaseUntil, now)),
          ),
        )
        .orderBy(asc(outbox.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(outbox)
        .set({
          claimToken: token,
          leaseUntil: new Date(now.getTime() + MAIL_LEASE_MS),
          attempts: sql`${outbox.attempts} + 1`,
        })
        .where(
          inArray(
            outbox.id,
            due.map((r) => r.id),
          ),
        )
        .returning();
    });
    return { token, rows };
  }

  /** Delivers rows claimed with `token`; each is confirmed still ours right before it goes out. */
  async deliverClaimed(token: string, rows: OutboxRow[], pass = emptyPass()): Promise<MailPass> {
    for (const [index, row] of rows.entries()) {
      if (this.loop.stopped) {
        await this.release(token, rows.slice(index));
        break;
      }
      const now = this.now();
      const mine = and(eq(outbox.id, row.id), eq(outbox.claimToken, token));
      if (row.sendBefore && row.sendBefore.getTime() <= now.getTime()) {
        await this.db
          .update(outbox)
          .set({ ...CLEARED, status: 'expired' })
          .where(mine);
        pass.expired += 1;
        continue;
      }
      // Renew the lease and confirm the claim: a sender that stalled past its lease finds the row
      // taken over (or already sent) and leaves it alone.
      const [held] = await this.db
        .update(outbox)
        .set({ leaseUntil: new Date(now.getTime() + MAIL_LEASE_MS) })
        .where(and(mine, eq(outbox.status, 'queued')))
        .returning({ id: outbox.id });
      if (!held) {
        pass.lost += 1;
        continue;
      }
      if (!this.transport) {
        // The log names the mail but never holds its text: a reset link is a credential.
        this.log.info({ to: row.to, subject: row.subject }, 'mail stored in outbox (no SMTP_URL)');
        if (row.text !== null) this.options.print?.({ ...row, text: row.text });
        await this.db
          .update(outbox)
          .set({ status: 'stored', claimToken: null, leaseUntil: null, sentAt: now })
          .where(mine);
        pass.stored += 1;
        continue;
      }
      try {
        await this.withDeadline(
          this.transport.sendMail({
            from: this.options.from,
            to: row.to,
            subject: row.subject,
            text: row.text ?? '',
            ...(row.html !== null ? { html: row.html } : {}),
            ...(row.replyTo !== null ? { replyTo: row.replyTo } : {}),
            messageId: row.messageId,
          }),
        );
      } catch (err) {
        await this.failed(row, token, err, pass);
        continue;
      }
      await this.db
        .update(outbox)
        .set({ ...CLEARED, status: 'sent', sentAt: this.now(), error: null })
        .where(mine);
      pass.sent += 1;
    }
    return pass;
  }

  /**
   * Bounds a whole send: nodemailer's step timeouts do not cover every wait (a server that takes
   * the message but holds its answer). A send past the deadline counts as failed and is retried
   * with the same Message-ID, well before the row's lease could run out.
   */
  private withDeadline<T>(sending: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error('SMTP send timed out')),
        this.sendTimeoutMs * SEND_DEADLINE_STEPS,
      );
    });
    sending.catch(() => {}); // a late failure after the deadline is already handled
    return Promise.race([sending, deadline]).finally(() => clearTimeout(timer));
  }

  /** Gives back rows claimed but not reached (shutting down): due again at once, elsewhere. */
  private async release(token: string, rows: OutboxRow[]): Promise<void> {
    await this.db
      .update(outbox)
      .set({ claimToken: null, leaseUntil: null, attempts: sql`${outbox.attempts} - 1` })
      .where(
        and(
          eq(outbox.claimToken, token),
          inArray(
            outbox.id,
            rows.map((r) => r.id),
          ),
        ),
      );
  }

  private async failed(row: OutboxRow, token: string, err: unknown, pass: MailPass) {
    const now = this.now();
    const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    const mine = and(eq(outbox.id, row.id), eq(outbox.claimToken, token));
    if (now.getTime() - row.createdAt.getTime() >= MAIL_RETRY_WINDOW_MS) {
      await this.db
        .update(outbox)
        .set({ ...CLEARED, status: 'dead', error })
        .where(mine);
      pass.dead += 1;
      // The operator's signal: an error line (never the body) with the count of dead mail.
      this.log.error(
        {
          mailId: row.id,
          to: row.to,
          subject: row.subject,
          attempts: row.attempts,
          error,
          deadMails: await this.deadCount(),
        },
        'mail undeliverable for 24 hours: marked dead',
      );
      return;
    }
    const next = new Date(now.getTime() + retryDelayMs(row.attempts));
    await this.db
      .update(outbox)
      .set({ nextAttemptAt: next, claimToken: null, leaseUntil: null, error })
      .where(mine);
    pass.retrying += 1;
    this.log.warn(
      { mailId: row.id, to: row.to, subject: row.subject, attempts: row.attempts, error },
      'mail delivery failed; will retry',
    );
  }

  private async deliverDue(): Promise<MailPass> {
    const pass = emptyPass();
    for (;;) {
      const { token, rows } = await this.claim();
      if (rows.length === 0) return pass;
      await this.deliverClaimed(token, rows, pass);
      if (rows.length < BATCH || this.loop.stopped) return pass;
    }
  }
}

const emptyPass = (): MailPass => ({
  sent: 0,
  stored: 0,
  retrying: 0,
  dead: 0,
  expired: 0,
  lost: 0,
});

/** Escapes user text placed in an HTML email. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

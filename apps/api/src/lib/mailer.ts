import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type DeliveryStatus = 'sent' | 'stored' | 'failed';

/**
 * The whole message on stdout, outside the structured log (which never holds reset links): only
 * when the operator asks for it with PRINT_OUTBOX_MAIL=true (decision 014).
 */
export const printMail = (message: MailMessage): void => {
  process.stdout.write(
    `\n--- mail (PRINT_OUTBOX_MAIL) to ${message.to}: ${message.subject}\n${message.text}\n---\n`,
  );
};

/**
 * Sends mail over SMTP when SMTP_URL is set; otherwise keeps it in the outbox table (and prints it
 * when `print` is given). Every message is recorded in the outbox either way.
 */
export class Mailer {
  private readonly transport: Transporter | undefined;
  private readonly pending = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly from: string,
    smtpUrl: string | undefined,
    private readonly print?: (message: MailMessage) => void,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  }

  async send(message: MailMessage): Promise<DeliveryStatus> {
    let status: DeliveryStatus = 'stored';
    let error: string | undefined;
    if (this.transport) {
      try {
        await this.transport.sendMail({ from: this.from, ...message });
        status = 'sent';
      } catch (err) {
        status = 'failed';
        error = err instanceof Error ? err.message : String(err);
        this.log.warn({ to: message.to, subject: message.subject, error }, 'mail delivery failed');
      }
    } else {
      // The log names the mail but never holds its text: a reset link is a credential.
      this.log.info(
        { to: message.to, subject: message.subject },
        'mail stored in outbox (no SMTP_URL)',
      );
      this.print?.(message);
    }
    await this.db
      .insert(outbox)
      .values({ ...message, html: message.html ?? null, status, error: error ?? null });
    return status;
  }

  /** Sends without making the caller wait (so answers do not reveal whether mail went out). */
  sendInBackground(message: MailMessage): void {
    const task = this.send(message)
      .catch((err: unknown) => this.log.error({ err }, 'mail could not be recorded'))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Waits for background sends; called when the app closes. */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }

  close(): void {
    this.transport?.close();
  }
}

/** Escapes user text placed in an HTML email. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

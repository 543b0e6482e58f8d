import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The body with quoted-printable soft breaks and escapes decoded. */
  decoded: string;
}

/**
 * A real SMTP server on loopback that keeps every message it receives. `port` starts it on a
 * given port (to bring a stopped sink back where the app expects it); `setReplyDelay` makes it
 * hold its answer to each message (the message is kept at once), so a sender times out.
 */
export async function startSmtpSink(options: { port?: number } = {}): Promise<{
  url: string;
  port: number;
  mails: ReceivedMail[];
  close(): Promise<void>;
  waitFor(count: number): Promise<void>;
  setReplyDelay(ms: number): void;
}> {
  const mails: ReceivedMail[] = [];
  let replyDelayMs = 0;
  /** Called after each message arrives: the waiters check their count again. */
  const arrivals = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          decoded: decodeQuotedPrintable(raw),
        });
        if (replyDelayMs > 0) setTimeout(() => callback(), replyDelayMs);
        else callback();
        arrivals.forEach((notify) => notify());
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    setReplyDelay: (ms: number) => {
      replyDelayMs = ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** Resolves once `count` messages have arrived; fails after 10 s. */
    waitFor(count: number) {
      if (mails.length >= count) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          arrivals.delete(check);
          reject(new Error(`expected ${count} mails, got ${mails.length}`));
        }, 10_000);
        function check() {
          if (mails.length < count) return;
          clearTimeout(timer);
          arrivals.delete(check);
          resolve();
        }
        arrivals.add(check);
      });
    },
  };
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MAIL_DIR } from './env';

const decode = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Waits for a message to `to` received by the e2e SMTP server and returns its decoded text. */
export async function waitForMail(to: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = readdirSync(MAIL_DIR).sort();
    for (const file of files.reverse()) {
      const mail = JSON.parse(readFileSync(path.join(MAIL_DIR, file), 'utf8')) as {
        to: string;
        raw: string;
      };
      if (mail.to.split(',').includes(to.toLowerCase())) return decode(mail.raw);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

import { readdirSync, readFileSync, watch } from 'node:fs';
import path from 'node:path';
import { MAIL_DIR } from './env';

const decode = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The newest message to `to` in the e2e SMTP server's folder whose decoded text matches `match`
 * (any, without one); undefined if none yet.
 */
function findMail(to: string, match?: RegExp): string | undefined {
  for (const file of readdirSync(MAIL_DIR).sort().reverse()) {
    let mail: { to: string; raw: string };
    try {
      mail = JSON.parse(readFileSync(path.join(MAIL_DIR, file), 'utf8')) as typeof mail;
    } catch {
      continue; // still being written: its next change event brings it
    }
    if (!mail.to.split(',').includes(to.toLowerCase())) continue;
    const text = decode(mail.raw);
    if (!match || match.test(text)) return text;
  }
  return undefined;
}

/**
 * Waits for a message to `to` received by the e2e SMTP server (support/serve.mjs writes each to
 * a file) and returns its decoded text: it looks again on every change in the folder. `match`
 * picks one kind (every account also gets a verification email at registration).
 */
export function waitForMail(to: string, timeoutMs = 15_000, match?: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    // Watch first, then look: a message written in between is not missed.
    const watcher = watch(MAIL_DIR, () => check());
    const timer = setTimeout(() => {
      watcher.close();
      reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
    }, timeoutMs);
    function check() {
      const mail = findMail(to, match);
      if (mail === undefined) return;
      watcher.close();
      clearTimeout(timer);
      resolve(mail);
    }
    check();
  });
}

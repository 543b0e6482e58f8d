// Starts what the e2e specs run against: a loopback SMTP server that writes each message to
// e2e/.mail/, and the built PawRx server on a fresh embedded database that sends mail to it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const port = Number(process.env.E2E_PORT ?? 3100);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2599);
const mailDir = path.resolve(here, '../.mail');
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
const dataDir = mkdtempSync(path.join(tmpdir(), 'pawrx-e2e-'));

let count = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address).join(',');
      const file = path.join(mailDir, `${Date.now()}-${++count}.json`);
      writeFileSync(file, JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }));
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      APP_URL: `http://127.0.0.1:${port}`,
      // WebAuthn refuses IP addresses: passkeys are for localhost (passkeys.spec.ts goes there).
      PASSKEY_ORIGIN: `http://localhost:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LOG_LEVEL: 'warn',
      // The specs sign in and out many times from one address.
      RATE_LIMIT_LOGIN_PER_IP: '1000',
      RATE_LIMIT_REGISTER_PER_IP: '1000',
      RATE_LIMIT_FORGOT_PER_IP: '1000',
      RATE_LIMIT_RESET_PER_IP: '1000',
      RATE_LIMIT_AI_PER_MINUTE: '1000',
      RATE_LIMIT_SUPPORT_PER_HOUR: '1000',
      RATE_LIMIT_INVITE_PER_HOUR: '1000',
      RATE_LIMIT_PUBLIC_LINK_PER_MINUTE: '1000',
      // Dose reminders go out within seconds of falling due, so a spec can wait for one.
      REMINDER_POLL_SECONDS: '2',
    },
  },
);

const stop = () => {
  server.kill('SIGTERM');
  smtp.close(() => {});
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGTERM', () => {
  stop();
  process.exit(0);
});
process.on('SIGINT', () => {
  stop();
  process.exit(0);
});
server.on('exit', (code) => {
  smtp.close(() => {});
  process.exit(code ?? 0);
});

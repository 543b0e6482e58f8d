import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../db/schema';
import { dataUrl, PNG_BYTES } from '../features/pets/pets.test-helpers';
import { bearer, createTestApp, type TestApp } from './test-app';

// Issue 11 item 3: the log of a whole run (register, sign in, a photo's signed URL, a password
// reset, failed sign-ins, secrets in a query string, and a failed query during a database outage)
// holds no password, argon2 hash, sign-in token, reset token or URL signature.

const PASSWORDS = [
  'first-Secret-pw1',
  'second-Secret-pw2',
  'wrong-Secret-pw3',
  'fourth-Secret-pw4',
];
const [FIRST, SECOND, WRONG, FOURTH] = PASSWORDS as [string, string, string, string];
const EMAIL = 'log.owner@example.com';

describe('the log of a full run', () => {
  const lines: string[] = [];
  const secrets = new Map<string, string>();
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(
      { LOG_LEVEL: 'trace' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    const { app, database } = testApp;
    const call = async (
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      payload?: object,
      token?: string,
    ) => app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

    const registered = await call('POST', '/api/auth/register', {
      name: 'Log Owner',
      email: EMAIL,
      password: FIRST,
    });
    expect(registered.statusCode).toBe(201);
    secrets.set('sign-in token (register)', registered.json().token);
    const login = await call('POST', '/api/auth/login', { email: EMAIL, password: FIRST });
    const token: string = login.json().token;
    secrets.set('sign-in token (login)', token);
    expect((await call('GET', '/api/auth/me', undefined, token)).statusCode).toBe(200);

    const pet = await call(
      'POST',
      '/api/pets',
      { name: 'Rex', weight: 10, age: 3, photo: dataUrl('image/png', PNG_BYTES) },
      token,
    );
    const photoUrl: string = pet.json().data.photo;
    secrets.set('photo signature', new URL(photoUrl, 'http://x').searchParams.get('sig')!);
    expect((await call('GET', photoUrl)).statusCode).toBe(200);

    expect((await call('POST', '/api/auth/forgot-password', { email: EMAIL })).statusCode).toBe(
      200,
    );
    await app.ctx.mailer.drain();
    const mails = await database.db.select().from(outbox).where(eq(outbox.to, EMAIL));
    const found = (pattern: RegExp) =>
      mails.map((m) => pattern.exec(m.text ?? '')?.[1]).find(Boolean)!;
    const verifyToken = found(/verify-email\/([\w-]+)/);
    secrets.set('email verification token', verifyToken);
    expect((await call('POST', '/api/auth/verify-email', { token: verifyToken })).statusCode).toBe(
      200,
    );
    const resetToken = found(/reset-password\/([\w-]+)/);
    secrets.set('reset token', resetToken);
    const reset = await call('POST', `/api/auth/reset-password/${resetToken}`, {
      password: SECOND,
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await call('POST', '/api/auth/login', { email: EMAIL, password: WRONG })).statusCode,
    ).toBe(401);
    const again = await call('POST', '/api/auth/login', { email: EMAIL, password: SECOND });
    secrets.set('sign-in token (after reset)', again.json().token);
    await call(
      'GET',
      `/api/pets?token=${again.json().token}&password=${SECOND}`,
      undefined,
      again.json().token,
    );

    // Capability links: the calendar feed and an emergency link, each fetched once.
    const feed = await call('GET', '/api/calendar/feed', undefined, again.json().token);
    const feedUrl = new URL(feed.json().data.url as string);
    secrets.set('calendar feed token', feedUrl.pathname.split('/').pop()!);
    expect((await call('GET', feedUrl.pathname)).statusCode).toBe(200);
    const link = await call(
      'POST',
      `/api/pets/${pet.json().data._id}/emergency-links`,
      { hours: 1 },
      again.json().token,
    );
    const emergencyToken = String(link.json().data.url).split('/').pop()!;
    secrets.set('emergency link token', emergencyToken);
    expect((await call('GET', `/api/emergency/${emergencyToken}`)).statusCode).toBe(200);

    const [row] = await database.db.select().from(users).where(eq(users.email, EMAIL));
    secrets.set('stored hash', row!.passwordHash);
    secrets.set('JWT secret', Buffer.from(app.ctx.jwtSecret).toString('hex'));

    // A write the database refuses: the query error carries its parameters (the new hash among
    // them), as the one found in the attack did. A constraint fails it on PGlite and PostgreSQL alike.
    await database.db.execute(
      sql`ALTER TABLE users ADD CONSTRAINT log_test_refuses_late CHECK (email <> 'late@example.com') NOT VALID`,
    );
    const failed = await call('POST', '/api/auth/register', {
      name: 'Late',
      email: 'late@example.com',
      password: FOURTH,
    });
    expect(failed.statusCode).toBe(500);
    PASSWORDS.forEach((p, i) => secrets.set(`password ${i + 1}`, p));
  });
  // The whole test app: closing only Fastify left its database open (decision 036).
  afterAll(async () => {
    await testApp?.close();
  });

  it('logged the run, the failed query included', () => {
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(20);
    expect(log).toContain('/api/auth/reset-password/[redacted]');
    expect(log).toContain('Failed query');
  });

  it('holds none of the secrets', () => {
    const log = lines.join('');
    for (const [what, secret] of secrets) {
      expect(secret.length, what).toBeGreaterThan(5);
      expect(log.includes(secret), `${what} is in the log`).toBe(false);
    }
  });

  it('holds nothing shaped like a hash, a token or a signature', () => {
    const log = lines.join('');
    expect(log).not.toMatch(/\$argon2(id|i|d)\$/);
    expect(log).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    expect(log).not.toMatch(/[?&]sig=[0-9a-f]/i);
    expect(log).not.toMatch(/Bearer [\w.-]{10,}/);
  });
});

import { formatDateTime } from '@pawrx/contracts/date-format';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { loadEnv } from '../../config/env';
import { reminderSends } from '../../db/schema';
import { startSmtpSink } from '../../test/smtp-sink';
import { addScheduledMedication, createPet, movableClock } from '../../test/schedule-fixtures';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';

const clock = movableClock();
const D = clock.day();
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let petId: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url }, { now: clock.now });
  owner = await registerUser(t.app, { name: 'Sam Carer' });
  petId = (await createPet(t.app, owner.token, { name: 'Milo' }))._id;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});
beforeEach(() => {
  sink.mails.length = 0;
});

const tick = async (app = t.app) => {
  const result = await app.ctx.reminders.tick();
  expect(result, 'the reminder pass failed').toBeDefined();
  // Reminders are queued in the outbox; the pass is done once the mail queue has sent them.
  await app.ctx.mailer.drain();
  return result!;
};
const mailsTo = (email: string) => sink.mails.filter((m) => m.to.includes(email));
const linkIn = (text: string, label: 'Given' | 'Skipped') => {
  const url = new RegExp(`${label}: (http\\S+)`).exec(text)?.[1];
  expect(url, `no ${label} link in the email`).toBeDefined();
  return new URL(url!).pathname;
};
const dosesOn = async (day: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/pets/${petId}/doses?from=${day}&to=${day}`,
      headers: bearer(owner.token),
    })
  ).json().data as Array<Record<string, unknown>>;
const patchMedication = (id: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/pets/${petId}/medications/${id}`,
    headers: bearer(owner.token),
    payload,
  });

describe('dose reminders', () => {
  let medId: string;
  let givenPath: string;
  let skippedPath: string;

  it('emails the owner through SMTP when a dose falls due, and only once', async () => {
    clock.set(`${D}T07:00:00Z`);
    medId = (
      await addScheduledMedication(t.app, owner.token, petId, {
        doseTimes: ['08:00', '20:00'],
        startDate: D,
      })
    )._id;
    clock.set(`${D}T07:59:00Z`);
    expect((await tick()).sent).toBe(0);

    clock.set(`${D}T08:00:00Z`);
    expect((await tick()).sent).toBe(1);
    await sink.waitFor(1);
    const [mail] = mailsTo(owner.email);
    expect(mail!.decoded).toContain("Dose due: Milo's Carprofen");
    expect(mail!.decoded).toContain("It is time for Milo's Carprofen (75 mg)");
    // The app's one date and time format (issue 24 item 11), on the owner's clock (UTC here).
    expect(mail!.decoded).toContain(`due ${formatDateTime(new Date(`${D}T08:00:00Z`), 'UTC')}.`);
    expect(mail!.decoded).toMatch(/due [A-Z][a-z]{2} \d{1,2}, \d{4}, 8:00 AM\./);
    givenPath = linkIn(mail!.decoded, 'Given');
    skippedPath = linkIn(mail!.decoded, 'Skipped');

    clock.set(`${D}T08:01:00Z`);
    expect((await tick()).sent).toBe(0);
    expect(sink.mails).toHaveLength(1);
  });

  it('opens a confirmation page on GET without logging anything', async () => {
    const res = await t.app.inject({ method: 'GET', url: givenPath });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Confirm: Given');
    expect(res.body).toContain('Carprofen');
    expect((await dosesOn(D))[0]!.status).toBe('due');
  });

  it('logs the dose as the recipient when the confirmation is posted, once', async () => {
    clock.set(`${D}T08:10:00Z`);
    const res = await t.app.inject({
      method: 'POST',
      url: givenPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Dose logged: Given');
    expect((await dosesOn(D))[0]).toMatchObject({
      status: 'given',
      loggedAt: `${D}T08:10:00.000Z`,
      loggedBy: { id: owner.userId, name: 'Sam Carer' },
    });
    for (const path of [givenPath, skippedPath]) {
      const again = await t.app.inject({ method: 'POST', url: path });
      expect(again.statusCode).toBe(404);
      expect(again.body).toContain('invalid, has expired or was already used');
    }
  });

  it('refuses a tampered link and one older than 24 hours', async () => {
    clock.set(`${D}T20:00:00Z`);
    await tick();
    await sink.waitFor(1);
    const path = linkIn(sink.mails[0]!.decoded, 'Skipped');
    const tampered = path.slice(0, -2) + (path.endsWith('AA') ? 'BB' : 'AA');
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    clock.set(`${clock.day(1)}T20:00:01Z`);
    expect((await t.app.inject({ method: 'POST', url: path })).statusCode).toBe(404);
  });

  it('sends nothing for a dose already logged, or with reminders off for the medication or the account', async () => {
    clock.set(`${clock.day(2)}T07:30:00Z`);
    await t.app.inject({
      method: 'POST',
      url: `/api/pets/${petId}/medications/${medId}/doses`,
      headers: bearer(owner.token),
      payload: { scheduledAt: `${clock.day(2)}T08:00:00Z`, status: 'given' },
    });
    clock.set(`${clock.day(2)}T08:00:00Z`);
    expect(await tick()).toMatchObject({ sent: 0, cancelled: 1 });

    await patchMedication(medId, { remindersEnabled: false });
    clock.set(`${clock.day(2)}T20:00:00Z`);
    expect((await tick()).sent).toBe(0);

    await patchMedication(medId, { remindersEnabled: true });
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(owner.token),
      payload: { remindersEnabled: false },
    });
    clock.set(`${clock.day(3)}T08:00:00Z`);
    expect((await tick()).sent).toBe(0);
    expect(sink.mails).toHaveLength(0);
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(owner.token),
      payload: { remindersEnabled: true },
    });
    await patchMedication(medId, { status: 'completed' });
  });
});

describe('exactly once across processes and restarts', () => {
  it('sends one email when two API processes share the database, and none again after a restart', async () => {
    clock.set(`${clock.day(4)}T06:00:00Z`);
    await addScheduledMedication(t.app, owner.token, petId, {
      name: 'Enalapril',
      doseTimes: ['09:00'],
      startDate: clock.day(4),
    });
    const env = loadEnv({
      LOG_LEVEL: 'silent',
      APP_URL: 'http://localhost:3000',
      JWT_SECRET: t.app.ctx.env.JWT_SECRET,
      SMTP_URL: sink.url,
    });
    const second = await buildApp({ env, database: t.database, now: clock.now, logger: false });
    clock.set(`${clock.day(4)}T09:00:00Z`);
    // One pass each (a second tick() in the same process joins the pass already running).
    const results = await Promise.all([tick(t.app), tick(second)]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1);
    await second.close();

    const restarted = await buildApp({ env, database: t.database, now: clock.now, logger: false });
    expect((await tick(restarted)).sent).toBe(0);
    await restarted.close();
    expect(sink.mails.filter((m) => m.decoded.includes('Enalapril'))).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(reminderSends)
      .where(eq(reminderSends.kind, 'dose'));
    expect(new Set(rows.map((r) => `${r.subjectId}@${r.dueAt.toISOString()}`)).size).toBe(
      rows.length,
    );
  });

  it('stops cleanly: stop() waits for a pass in flight', async () => {
    const env = loadEnv({
      LOG_LEVEL: 'silent',
      APP_URL: 'http://localhost:3000',
      JWT_SECRET: t.app.ctx.env.JWT_SECRET,
      REMINDER_POLL_SECONDS: '3600',
    });
    const app = await buildApp({ env, database: t.database, now: clock.now, logger: false });
    app.ctx.reminders.start();
    const pass = app.ctx.reminders.tick();
    await app.close();
    await expect(pass).resolves.toBeDefined();
  });
});

describe('refill and vaccination reminders', () => {
  it('reminds 5 days before the supply runs out, once', async () => {
    clock.set(`${clock.day(5)}T07:00:00Z`);
    await addScheduledMedication(t.app, owner.token, petId, {
      name: 'Apoquel',
      doseTimes: [],
      frequency: 'Once daily',
      supplyQuantity: 8,
      supplyUnit: 'tablets',
      amountPerDose: 1,
    });
    clock.set(`${clock.day(7)}T07:00:00Z`);
    expect((await tick()).sent).toBe(1);
    await sink.waitFor(1);
    expect(sink.mails[0]!.decoded).toContain("Refill soon: Milo's Apoquel");
    expect((await tick()).sent).toBe(0);
  });

  it('reminds 7 days before a vaccination is due and on the day', async () => {
    clock.set(`${clock.day(10)}T07:00:00Z`);
    // Sessions last 7 days on the moved clock: a new owner signs in on this day.
    const keeper = await registerUser(t.app, { name: 'Ari Keeper' });
    sink.mails.length = 0; // the registration's verification email
    const pet = (await createPet(t.app, keeper.token, { name: 'Milo' }))._id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/pets/${pet}/vaccinations`,
      headers: bearer(keeper.token),
      payload: { vaccine: 'Rabies', date: clock.day(0), nextDue: clock.day(17) },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await tick()).sent).toBe(1);
    await sink.waitFor(1);
    expect(sink.mails[0]!.decoded).toContain("Vaccination due soon: Milo's Rabies");
    expect((await tick()).sent).toBe(0);
    clock.set(`${clock.day(17)}T07:00:00Z`);
    expect((await tick()).sent).toBe(1);
    await sink.waitFor(2);
    expect(sink.mails[1]!.decoded).toContain("Vaccination due today: Milo's Rabies");
  });
});

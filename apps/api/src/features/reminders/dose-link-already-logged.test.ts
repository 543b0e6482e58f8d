import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { doseLogs } from '../../db/schema';
import { startSmtpSink } from '../../test/smtp-sink';
import { addScheduledMedication, createPet, movableClock } from '../../test/schedule-fixtures';
import { person, share, type Person } from '../../test/sharing-fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

// Issue 23: a one-click link from a reminder email, opened after someone logged the dose in the
// app, says who logged it instead of logging it again (it used to overwrite the log).

const clock = movableClock();
const D = clock.day();
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let owner: Person;
let sitter: Person;
let petId: string;
let medId: string;
let paths: { given: string; skipped: string };

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url }, { now: clock.now });
  owner = await person(t.app, 'Olive Owner');
  sitter = await person(t.app, 'Ana Sitter');
  petId = (await createPet(t.app, owner.token, { name: 'Milo' }))._id;
  await share(t.app, owner, petId, sitter, 'caregiver');
  medId = (
    await addScheduledMedication(t.app, owner.token, petId, { doseTimes: ['08:00'], startDate: D })
  )._id;
  clock.set(`${D}T08:00:00Z`);
  await t.app.ctx.reminders.tick();
  // The owner's reminder, among the invitation and the verification links registering sent.
  const reminderMail = () =>
    sink.mails.find((m) => m.to.includes(owner.email) && m.decoded.includes('Given:'));
  for (let seen = 1; !reminderMail(); seen++) await sink.waitFor(seen);
  const reminder = reminderMail()!.decoded;
  const link = (label: string) =>
    new URL(new RegExp(`${label}: (http\\S+)`).exec(reminder)![1]!).pathname;
  paths = { given: link('Given'), skipped: link('Skipped') };
  // The sitter gives the dose in the app before the owner reads the email.
  clock.set(`${D}T08:02:00Z`);
  const logged = await t.app.inject({
    method: 'POST',
    url: `/api/pets/${petId}/medications/${medId}/doses`,
    headers: bearer(sitter.token),
    payload: { scheduledAt: `${D}T08:00:00Z`, status: 'given' },
  });
  expect(logged.statusCode).toBe(201);
}, 60_000);
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe('a one-click dose link after the dose was logged', () => {
  it('shows who logged it instead of the confirmation button', async () => {
    clock.set(`${D}T08:30:00Z`);
    const page = await t.app.inject({ method: 'GET', url: paths.skipped });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Already given by Ana Sitter at 8:02 AM');
    expect(page.body).not.toContain('<form');
  });

  it('logs nothing when posted, answers 409 saying who logged it, and leaves the log as it was', async () => {
    const res = await t.app.inject({ method: 'POST', url: paths.skipped });
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Already given by Ana Sitter at 8:02 AM');
    expect(res.body).toContain('This link did not log it again');
    const rows = await t.database.db
      .select()
      .from(doseLogs)
      .where(eq(doseLogs.medicationId, medId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'given', loggedBy: sitter.userId });
  });
});

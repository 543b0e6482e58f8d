import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pushPayloadSchema, type PushPayload } from '@pawrx/contracts/push';
import { pushMessages } from '../../db/schema';
import { startPushReceiver, type PushReceiver, type TestDevice } from '../../test/push-receiver';
import { startSmtpSink } from '../../test/smtp-sink';
import { addScheduledMedication, createPet, movableClock } from '../../test/schedule-fixtures';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';

// Reminders by Web Push, end to end on loopback (decision 055): a local HTTPS push service with a
// self-signed certificate receives what the reminder job sends; the test decrypts it with the
// device's private key and auth secret (RFC 8291) and uses the Given action as the worker would.

/** An allowed origin where nothing listens: the push service is down. */
const UNREACHABLE = 'https://127.0.0.1:1';
const clock = movableClock();
const D = clock.day();
let receiver: PushReceiver;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let petId: string;
let phone: TestDevice;
const log: string[] = [];
/** Every payload the devices decrypted: their dose links must not reach the log. */
const payloads: PushPayload[] = [];

beforeAll(async () => {
  receiver = await startPushReceiver();
  sink = await startSmtpSink();
  t = await createTestApp(
    {
      SMTP_URL: sink.url,
      PUSH_ALLOWED_ORIGINS: `${receiver.origin},${UNREACHABLE}`,
      LOG_LEVEL: 'info',
    },
    {
      now: clock.now,
      pushAgent: receiver.agent,
      logStream: { write: (line) => void log.push(line) },
    },
  );
  owner = await registerUser(t.app, { name: 'Sam Carer' });
  petId = (await createPet(t.app, owner.token, { name: 'Milo' }))._id;
  phone = receiver.device('phone');
  await subscribe(phone);
});
afterAll(async () => {
  await t.close();
  await sink.close();
  await receiver.close();
});
beforeEach(() => {
  receiver.received.length = 0;
  sink.mails.length = 0;
});

async function subscribe(device: TestDevice) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: bearer(owner.token),
    payload: { endpoint: device.endpoint, keys: device.keys },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data._id as string;
}
const setChannel = async (reminderChannel: string) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/auth/profile',
    headers: bearer(owner.token),
    payload: { reminderChannel },
  });
  expect(res.statusCode).toBe(200);
};
/**
 * One reminder pass, then both queues drained (the pass wakes them, so their counts are read
 * from the receiver and the rows, not from the drain).
 */
const tick = async () => {
  const result = await t.app.ctx.reminders.tick();
  expect(result, 'the reminder pass failed').toBeDefined();
  await t.app.ctx.mailer.drain();
  await t.app.ctx.push.drain();
  return { reminders: result! };
};
const pushesTo = (device: TestDevice) =>
  receiver.received.filter((r) => device.endpoint.endsWith(r.path));
const decrypted = (device: TestDevice): PushPayload[] => {
  const read = pushesTo(device).map((r) =>
    pushPayloadSchema.parse(JSON.parse(device.decrypt(r.body))),
  );
  payloads.push(...read);
  return read;
};
const devices = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/push/subscriptions',
      headers: bearer(owner.token),
    })
  ).json().data as Array<{ _id: string; lastSentAt: string | null }>;
const dosesOn = async (day: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/pets/${petId}/doses?from=${day}&to=${day}`,
      headers: bearer(owner.token),
    })
  ).json().data as Array<{ status: string; scheduledAt: string }>;

describe('a dose reminder by push', () => {
  let payload: PushPayload;

  it('reaches the device encrypted (aes128gcm, VAPID-signed) and names the pet, medication and amount', async () => {
    clock.set(`${D}T07:00:00Z`);
    await addScheduledMedication(t.app, owner.token, petId, {
      name: 'Carprofen',
      dosage: '75 mg',
      doseTimes: ['08:00', '20:00'],
      startDate: D,
    });
    clock.set(`${D}T08:00:00Z`);
    const { reminders } = await tick();
    expect(reminders).toMatchObject({ sent: 1, pushed: 1 });
    expect(pushesTo(phone)).toHaveLength(1);
    const [request] = pushesTo(phone);
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    const publicKey = (
      await t.app.inject({
        method: 'GET',
        url: '/api/push/public-key',
        headers: bearer(owner.token),
      })
    ).json().data.publicKey as string;
    expect(request!.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    // The push service keeps it no longer than the dose stays due.
    expect(Number(request!.headers.ttl)).toBeGreaterThan(0);
    // Nothing readable travels: the payload's words are not in the body.
    expect(request!.body.toString('latin1')).not.toContain('Carprofen');

    [payload] = decrypted(phone) as [PushPayload];
    expect(payload).toMatchObject({
      kind: 'dose',
      pet: 'Milo',
      subject: 'Carprofen',
      url: '/PawRx/#/dashboard',
    });
    expect(payload.title).toBe('Milo: Carprofen');
    expect(payload.body).toMatch(/^75 mg, due [A-Z][a-z]{2} \d{1,2}, \d{4}, 8:00 AM$/);
    expect(payload.actions!.given).toMatch(/^\/api\/dose-links\//);
    // "Both" (the default): the email went too.
    await sink.waitFor(1);
    expect(sink.mails[0]!.decoded).toContain("Dose due: Milo's Carprofen");
    expect((await devices())[0]!.lastSentAt).toBe(`${D}T08:00:00.000Z`);
    // Settled: the payload with its single-use links is not kept.
    const rows = await t.app.ctx.db.select().from(pushMessages);
    expect(rows.every((r) => r.status === 'sent' && r.payload === null)).toBe(true);
  });

  it('logs the dose once from the Given action (what the service worker posts), and spends the email’s links', async () => {
    clock.set(`${D}T08:05:00Z`);
    const given = await t.app.inject({ method: 'POST', url: payload.actions!.given });
    expect(given.statusCode).toBe(200);
    expect((await dosesOn(D))[0]!.status).toBe('given');
    const again = await t.app.inject({ method: 'POST', url: payload.actions!.given });
    expect(again.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: payload.actions!.skipped })).statusCode).toBe(
      404,
    );
    const activity = await t.app.inject({
      method: 'GET',
      url: `/api/pets/${petId}/activity`,
      headers: bearer(owner.token),
    });
    expect(JSON.stringify(activity.json().data)).toContain('from a notification');
    expect((await dosesOn(D)).filter((d) => d.status === 'given')).toHaveLength(1);
  });

  it('goes by push only when the account says so, and by email when it has no device', async () => {
    await setChannel('push');
    clock.set(`${D}T20:00:00Z`);
    await tick();
    expect(decrypted(phone)).toHaveLength(1);
    expect(sink.mails).toHaveLength(0);

    receiver.received.length = 0;
    const [device] = await devices();
    await t.app.inject({
      method: 'DELETE',
      url: `/api/push/subscriptions/${device!._id}`,
      headers: bearer(owner.token),
    });
    clock.set(`${clock.day(1)}T08:00:00Z`);
    await tick();
    expect(receiver.received).toHaveLength(0);
    await sink.waitFor(1);
    expect(sink.mails).toHaveLength(1);

    await setChannel('email');
    phone = receiver.device('phone-2');
    await subscribe(phone);
    clock.set(`${clock.day(1)}T20:00:00Z`);
    await tick();
    expect(receiver.received).toHaveLength(0);
    await setChannel('both');
  });

  it('deletes a device its push service answers 410 or 404 for, and keeps the others', async () => {
    const gone = receiver.device('gone');
    const missing = receiver.device('missing');
    const goneId = await subscribe(gone);
    const missingId = await subscribe(missing);
    receiver.answer('/push/gone', 410);
    receiver.answer('/push/missing', 404);
    clock.set(`${clock.day(2)}T08:00:00Z`);
    await tick();
    expect(pushesTo(gone)).toHaveLength(1);
    expect(pushesTo(missing)).toHaveLength(1);
    const left = (await devices()).map((d) => d._id);
    expect(left).not.toContain(goneId);
    expect(left).not.toContain(missingId);
    expect(left).toHaveLength(1);
    expect(decrypted(phone)).toHaveLength(1);
  });

  it('retries a push service failure with backoff and delivers once it recovers', async () => {
    receiver.answer('/push/phone-2', 503);
    clock.set(`${clock.day(2)}T20:00:00Z`);
    await tick();
    expect(pushesTo(phone)).toHaveLength(1);
    const [row] = await t.app.ctx.db
      .select()
      .from(pushMessages)
      .where(eq(pushMessages.status, 'queued'));
    // The error names the service and status, never the payload or the endpoint's path.
    expect(row!.error).toBe(`${new URL(receiver.origin).host} answered 503`);
    receiver.answer('/push/phone-2', 201);
    expect((await t.app.ctx.push.drain()).sent).toBe(0); // not due yet
    clock.set(`${clock.day(2)}T20:01:00Z`);
    expect((await t.app.ctx.push.drain()).sent).toBe(1);
    expect(pushesTo(phone)).toHaveLength(2);
    expect(decrypted(phone).at(-1)!.subject).toBe('Carprofen');
  });

  it('does not send a dose reminder the push service could not take before the dose was missed', async () => {
    receiver.answer('/push/phone-2', 503);
    clock.set(`${clock.day(3)}T08:00:00Z`);
    await tick();
    expect(pushesTo(phone)).toHaveLength(1);
    receiver.answer('/push/phone-2', 201);
    clock.set(`${clock.day(3)}T10:00:00Z`);
    const pass = await t.app.ctx.push.drain();
    expect(pass).toMatchObject({ sent: 0, expired: 1 });
    expect(pushesTo(phone)).toHaveLength(1);
    const open = await t.app.ctx.db
      .select()
      .from(pushMessages)
      .where(eq(pushMessages.status, 'queued'));
    expect(open).toEqual([]);
    const settled = await t.app.ctx.db.select().from(pushMessages);
    expect(settled.every((r) => r.payload === null)).toBe(true);
  });

  it('retries when the push service cannot be reached, naming its host only', async () => {
    const down = { endpoint: `${UNREACHABLE}/push/nowhere`, keys: receiver.device('x').keys };
    const downId = await subscribe({ ...down, decrypt: () => '' });
    clock.set(`${clock.day(3)}T20:00:00Z`);
    await tick();
    expect(decrypted(phone)).toHaveLength(1);
    const [row] = await t.app.ctx.db
      .select()
      .from(pushMessages)
      .where(eq(pushMessages.status, 'queued'));
    expect(row!.subscriptionId).toBe(downId);
    expect(row!.error).toMatch(/^127\.0\.0\.1:1: .*ECONNREFUSED/);
    expect(row!.error).not.toContain('/push/nowhere');
    expect(row!.payload).not.toBeNull(); // kept for the retry
    await t.app.inject({
      method: 'DELETE',
      url: `/api/push/subscriptions/${downId}`,
      headers: bearer(owner.token),
    });
    // Its queued message goes with the device.
    expect(
      await t.app.ctx.db.select().from(pushMessages).where(eq(pushMessages.subscriptionId, downId)),
    ).toEqual([]);
  });

  it('logs failures and gone devices by service and status, never an endpoint, key or dose link', () => {
    const text = log.join('');
    expect(text).toContain('push delivery failed; will retry');
    expect(text).toContain('push subscription gone at its push service: deleted');
    // The devices' endpoints (capability URLs at the push service) are never logged.
    expect(text).not.toMatch(/\/push\/(phone|gone|missing|nowhere)/);
    expect(text).not.toContain(phone.keys.p256dh);
    expect(text).not.toContain(phone.keys.auth);
    const links = payloads.flatMap((p) => (p.actions ? [p.actions.given, p.actions.skipped] : []));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(text).not.toContain(link.split('/').pop()!);
  });
});

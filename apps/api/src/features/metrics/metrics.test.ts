import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { outbox, reminderSends } from '../../db/schema';
import { ConfigError, loadEnv } from '../../config/env';
import { createPet } from '../../test/schedule-fixtures';
import { DEFAULT_METRIC_NAMES, NO_METRICS } from './metrics.registry';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';

// Issue 26 item 1: the Prometheus endpoint on METRICS_PORT.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function scrape(app: TestApp['app']): Promise<string> {
  const address = app.metricsAddress?.();
  if (!address) throw new Error('metrics are not served');
  const res = await fetch(`http://127.0.0.1:${address.port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

/** The value of one sample line, e.g. `name{label="x"}`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** The values of several sample lines, keyed by series. */
function samples(text: string, series: string[]): Record<string, number | undefined> {
  return Object.fromEntries(series.map((name) => [name, sample(text, name)]));
}

const HEALTH = 'method="GET",route="/api/health",status_code="200"';
/** What the scrape shows after the requests of the first test below. */
const AFTER_REQUESTS = {
  [`pawrx_http_request_duration_seconds_count{${HEALTH}}`]: 3,
  [`pawrx_http_request_duration_seconds_bucket{le="10",${HEALTH}}`]: 3,
  'pawrx_sign_ins_total{outcome="success"}': 1,
  'pawrx_sign_ins_total{outcome="failure"}': 2,
  'pawrx_sign_ins_total{outcome="refused"}': 1,
  'pawrx_rate_limit_refusals_total{route="/api/auth/login"}': 1,
  // NSAID with a corticosteroid: a dangerous pairing (the formulary's own rule).
  'pawrx_quick_checks_total{verdict="dangerous"}': 1,
  pawrx_database_up: 1,
  'pawrx_database_pool_connections{state="waiting"}': 0,
};
/** What the scrape shows for the outbox and reminder rows the second test writes. */
const QUEUES = {
  'pawrx_mail_queue_messages{state="pending"}': 2,
  'pawrx_mail_queue_messages{state="failed"}': 1,
  'pawrx_mail_queue_messages{state="dead"}': 1,
  'pawrx_reminder_queue_jobs{state="planned"}': 2,
  'pawrx_reminder_queue_jobs{state="due"}': 1,
  'pawrx_reminder_queue_jobs{state="sending"}': 1,
  'pawrx_reminder_queue_jobs{state="failed"}': 1,
};

describe('metrics off (METRICS_PORT unset, the default)', () => {
  it('serves no metrics anywhere and adds no request hook', async () => {
    t = await createTestApp();
    expect(t.app.metricsAddress).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect(t.app.ctx.metrics).toBe(NO_METRICS);
  });
});

describe('metrics on', () => {
  /**
   * One app for the tests that neither count requests nor add rows the others count, so the file
   * starts one embedded database for them instead of one each. The database going away is not
   * put back by hand: that test comes last.
   */
  let shared: TestApp;
  beforeAll(async () => {
    shared = await createTestApp({ METRICS_PORT: '0' });
  });
  afterAll(() => shared.close());

  it('are never served on the public port, and listen on loopback by default', async () => {
    expect((await shared.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await shared.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
    expect(shared.app.metricsAddress?.()?.address).toBe('127.0.0.1');
  });

  it('count requests by route and status, sign-ins, refusals and Quick Check verdicts', async () => {
    t = await createTestApp({ METRICS_PORT: '0', RATE_LIMIT_LOGIN_PER_ACCOUNT: '2' });
    const owner = await registerUser(t.app);
    const pet = await createPet(t.app, owner.token, { name: 'Milo' });
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/health' });
    const login = (password: string) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: owner.email, password },
      });
    expect((await login(owner.password)).statusCode).toBe(200);
    // Two wrong passwords, then the account's limit from this address refuses the third.
    const wrong = [await login('wrong-1'), await login('wrong-2'), await login('wrong-3')];
    expect(wrong.map((r) => r.statusCode)).toEqual([401, 401, 429]);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/interactions/check',
      headers: bearer(owner.token),
      payload: {
        petId: pet._id,
        medications: [
          { name: 'Rimadyl', dosage: '75 mg', frequency: 'Twice daily' },
          { name: 'Prednisone', dosage: '20 mg', frequency: 'Once daily' },
        ],
      },
    });
    expect(check.statusCode).toBe(200);

    const text = await scrape(t.app);
    expect(samples(text, Object.keys(AFTER_REQUESTS))).toEqual(AFTER_REQUESTS);
    // The process metrics the dashboard and alerts rely on (docs/operations.md).
    for (const name of DEFAULT_METRIC_NAMES) expect(text).toMatch(new RegExp(`^${name} `, 'm'));
  });

  it('read the mail and reminder queues from their tables at scrape time', async () => {
    const owner = await registerUser(shared.app);
    const now = Date.now();
    const mail = (status: 'queued' | 'dead' | 'sent', attempts: number, ageSeconds: number) => ({
      messageId: `<${randomUUID()}@test>`,
      to: 'someone@example.com',
      subject: 'test',
      text: 'body',
      status,
      attempts,
      createdAt: new Date(now - ageSeconds * 1000),
    });
    await shared.database.db
      .insert(outbox)
      .values([
        mail('queued', 0, 120),
        mail('queued', 0, 10),
        mail('queued', 3, 30),
        mail('dead', 9, 9000),
        mail('sent', 1, 50),
      ]);
    const reminder = (dueInSeconds: number, status: 'pending' | 'failed', leased = false) => ({
      kind: 'dose' as const,
      subjectId: randomUUID(),
      userId: owner.userId,
      dueAt: new Date(now + dueInSeconds * 1000),
      status,
      leaseUntil: leased ? new Date(now + 60_000) : null,
    });
    await shared.database.db
      .insert(reminderSends)
      .values([
        reminder(3600, 'pending'),
        reminder(7200, 'pending'),
        reminder(-60, 'pending'),
        reminder(-30, 'pending', true),
        reminder(-900, 'failed'),
      ]);

    const text = await scrape(shared.app);
    expect(samples(text, Object.keys(QUEUES))).toEqual(QUEUES);
    expect(sample(text, 'pawrx_mail_queue_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(120);
    expect(sample(text, 'pawrx_mail_queue_oldest_pending_age_seconds')).toBeLessThan(600);
  });

  it('still answers, with database_up 0, while the database is away', async () => {
    shared.app.ctx.availability.reportLost(new Error('Connection terminated unexpectedly'));
    const text = await scrape(shared.app);
    expect(sample(text, 'pawrx_database_up')).toBe(0);
  });
});

describe('METRICS_PORT', () => {
  it('is refused when it is the public port', () => {
    expect(() => loadEnv({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(ConfigError);
    expect(() => loadEnv({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(
      /never served on the public port/,
    );
    expect(loadEnv({ PORT: '3000', METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(loadEnv({}).METRICS_PORT).toBeUndefined();
  });
});

import { loadavg } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { openDatabase, type Database } from '../db/client';
import { memorySharedState } from '../lib/shared-state/shared-state';
import { planOnce } from '../features/reminders/reminders.service';
import { ADD_PET_BODY } from '../features/pets/pets.test-helpers';
import { call, scratchDatabase, startApi, type ServerProcess } from './server-processes';

// Reminders at scale (decision 033): 10,000 accounts and 50,000 medications on PostgreSQL, seeded
// with SQL in seconds. One planning pass, a second one (the steady state: everything already
// planned), a planner refused while another holds the lock, and the p95 of GET
// /api/pets/:id/doses over HTTP. The figures are printed; the bounds asserted are generous on
// purpose (a shared two-core machine), the counts are exact.

const ACCOUNTS = 10_000;
const MEDS_PER_ACCOUNT = 5;
const PLANNER_LOCK_KEY = 7_277_871_023;
const DAY = '2031-03-12';
/** Half the accounts read their dose times in UTC, half in Tokyo (UTC+9, no DST). */
const NOW = new Date(`${DAY}T08:30:00Z`);

/**
 * Dose reminders due at NOW, worked out by hand: account g's medication m doses at half-hour slot
 * (7g + 13m) mod 48 and 12 hours later; a dose is due from its time until MISSED_AFTER_MINUTES
 * (120) later. Even accounts are in UTC, odd ones in Tokyo (UTC+9).
 */
function expectedDue(): number {
  let due = 0;
  for (let g = 1; g <= ACCOUNTS; g++) {
    const localNow = (8 * 60 + 30 + (g % 2 === 0 ? 0 : 9 * 60)) % 1440;
    for (let m = 1; m <= MEDS_PER_ACCOUNT; m++) {
      const first = ((g * 7 + m * 13) % 48) * 30;
      for (const at of [first, (first + 720) % 1440])
        if ((((localNow - at) % 1440) + 1440) % 1440 < 120) due += 1;
    }
  }
  return due;
}

let database: Awaited<ReturnType<typeof scratchDatabase>>;
let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await scratchDatabase();
  db = await openDatabase({
    databaseUrl: database.url,
    poolSize: 4,
    timeouts: { connectMs: 10_000, statementMs: 60_000 },
  });
  await db.migrate();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const started = performance.now();
  try {
    await client.query(`
      insert into users (email, name, password_hash, timezone, email_verified_at)
      select 'scale-' || g || '@example.com', 'Owner ' || g, 'not-a-hash',
             case when g % 2 = 0 then 'UTC' else 'Asia/Tokyo' end,
             now() -- reminders go only to verified addresses (issue 25)
      from generate_series(1, ${ACCOUNTS}) g`);
    await client.query(`
      insert into pets (owner_id, name)
      select id, 'Pet of ' || name from users`);
    // Twice daily, 12 hours apart, at half-hour slots spread over the day (slotOf below).
    await client.query(`
      insert into medications (pet_id, name, dosage, frequency, start_date, dose_times)
      select p.id, 'Med ' || m, '1 tablet', 'Twice daily', date '${DAY}' - 30,
             array[to_char(make_time(s.slot / 2, (s.slot % 2) * 30, 0), 'HH24:MI'),
                   to_char(make_time((s.slot / 2 + 12) % 24, (s.slot % 2) * 30, 0), 'HH24:MI')]
      from pets p
      join users u on u.id = p.owner_id
      cross join generate_series(1, ${MEDS_PER_ACCOUNT}) m
      cross join lateral (
        select (split_part(split_part(u.email, '@', 1), '-', 2)::int * 7 + m * 13) % 48 as slot
      ) s`);
    await client.query('analyze');
  } finally {
    await client.end();
  }
  console.log(
    `[scale] seeded ${ACCOUNTS} accounts, ${ACCOUNTS * MEDS_PER_ACCOUNT} medications in ${Math.round(performance.now() - started)} ms`,
  );
  app = await buildApp({
    env: loadEnv({
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      JWT_SECRET: 'scale-test-secret-that-is-long-enough-0123456789',
    }),
    database: db,
    now: () => NOW,
    logger: false,
    sharedState: memorySharedState(),
  });
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await database?.drop();
});

describe('reminder planning at 10,000 accounts and 50,000 medications', () => {
  it('plans every due dose once, in one pass', async () => {
    const started = performance.now();
    const first = await planOnce(app.ctx);
    const firstMs = performance.now() - started;
    const due = expectedDue();
    expect(due).toBeGreaterThan(5_000);
    expect(first).toEqual({ planned: due, pruned: 0 });

    const again = performance.now();
    const second = await planOnce(app.ctx);
    const secondMs = performance.now() - again;
    expect(second).toEqual({ planned: 0, pruned: 0 });
    console.log(
      `[scale] planning pass: ${Math.round(firstMs)} ms (${due} reminders planned), ${Math.round(secondMs)} ms (steady state, nothing new); load average ${loadavg()[0]!.toFixed(1)}`,
    );
    expect(firstMs).toBeLessThan(30_000);
  });

  it('lets one planner run at a time', async () => {
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [PLANNER_LOCK_KEY]);
      expect(await planOnce(app.ctx)).toBeUndefined();
      await holder.query('select pg_advisory_unlock($1)', [PLANNER_LOCK_KEY]);
      expect(await planOnce(app.ctx)).toEqual({ planned: 0, pruned: 0 });
    } finally {
      await holder.end();
    }
  });
});

describe('the dose list among 50,000 medications', () => {
  let server: ServerProcess;
  afterAll(async () => {
    await server?.stop();
  });

  it('answers GET /api/pets/:id/doses quickly (p95 printed)', async () => {
    server = await startApi({ DATABASE_URL: database.url, WEB_CONCURRENCY: '1' });
    const registered = await call(server.base, 'POST', '/api/auth/register', {
      name: 'Scale Reader',
      email: 'scale-reader@example.com',
      password: 'scale-pass-1',
    });
    expect(registered.status).toBe(201);
    const token = registered.json().token as string;
    const pet = await call(
      server.base,
      'POST',
      '/api/pets',
      { ...ADD_PET_BODY, name: 'Reader Pet' },
      token,
    );
    expect(pet.status, JSON.stringify(pet.json())).toBe(201);
    const petId = pet.json().data._id as string;
    for (let i = 0; i < MEDS_PER_ACCOUNT; i++) {
      const med = await call(
        server.base,
        'POST',
        `/api/pets/${petId}/medications`,
        {
          name: `Reader Med ${i}`,
          dosage: '1 tablet',
          frequency: 'Twice daily',
          doseTimes: ['08:00', '20:00'],
          startDate: new Date().toISOString().slice(0, 10),
        },
        token,
      );
      expect(med.status, JSON.stringify(med.json())).toBe(201);
    }
    const today = new Date().toISOString().slice(0, 10);
    const url = `/api/pets/${petId}/doses?from=${today}&to=${today}`;
    for (let i = 0; i < 20; i++) await call(server.base, 'GET', url, undefined, token); // warm up
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      const started = performance.now();
      const res = await call(server.base, 'GET', url, undefined, token);
      times.push(performance.now() - started);
      expect(res.status).toBe(200);
      if (i === 0) expect(res.json().data.length).toBeGreaterThanOrEqual(MEDS_PER_ACCOUNT);
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length * 0.5)]!;
    const p95 = times[Math.floor(times.length * 0.95)]!;
    console.log(
      `[scale] GET /api/pets/:id/doses among ${ACCOUNTS * MEDS_PER_ACCOUNT} medications: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (200 sequential requests); load average ${loadavg()[0]!.toFixed(1)}`,
    );
    expect(p95).toBeLessThan(1_000);
  });
});

// Throughput of the two hottest routes against the framework's ceiling, measured side by side in
// one run: POST /api/interactions/check (5 medications) and GET /api/pets (10 pets with photos), on
// the embedded database and on PostgreSQL, each divided by a bare Fastify route that only parses
// the same JSON and answers (goals: check ≥ 0.2, pets ≥ 0.1). Then 500 connections for 15 s on
// GET /api/pets (goal: 0 timeouts, 0 errors, p99 ≤ 1 s). Loopback only. Each line also gives the
// server's CPU time per request, and each ratio is given by it too (bare / route), which holds when
// other work shares the machine and requests per second drop.
// PostgreSQL: BENCH_DATABASE_URL (default postgres://root@127.0.0.1:5432/test) is used to create
// and drop a scratch database; when it cannot be reached the PostgreSQL column is left out.
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuSeconds, json, startBareServer, startServer } from './server-process.mjs';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const MEDICATIONS = [
  { name: 'Rimadyl', dosage: '75 mg', frequency: 'Twice daily' },
  { name: 'Gabapentin', dosage: '300 mg', frequency: 'Twice daily' },
  { name: 'Heartgard Plus', dosage: '272 mcg', frequency: 'Monthly' },
  { name: 'Prednisone', dosage: '20 mg', frequency: 'Once daily' },
  { name: 'Omeprazole', dosage: '20 mg', frequency: 'Once daily' },
];
// BENCH_METRICS=1 turns the Prometheus metrics on (any free loopback port), to compare with off.
const SERVER_ENV = {
  RATE_LIMIT_CHECK_PER_MINUTE: '100000000',
  ...(process.env.BENCH_METRICS === '1' ? { METRICS_PORT: '0' } : {}),
};

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** A user with 10 pets (each with a photo) and the check body for the first one. */
async function seed(base) {
  const { token } = await json(base, 'POST', '/api/auth/register', {
    name: 'Bench Owner',
    email: `bench-${randomBytes(4).toString('hex')}@example.com`,
    password: 'bench-pass-1',
  });
  const petIds = [];
  for (let i = 0; i < 10; i++) {
    const pet = await json(
      base,
      'POST',
      '/api/pets',
      {
        name: `Bench ${i}`,
        species: 'dog',
        breed: 'Border Collie',
        weight: 22,
        age: 7,
        photo: PHOTO,
      },
      token,
    );
    petIds.push(pet.data._id);
  }
  await json(
    base,
    'PUT',
    `/api/pets/${petIds[0]}`,
    {
      medicalHistory: { allergies: ['penicillin'], chronicConditions: ['chronic kidney disease'] },
    },
    token,
  );
  return { token, checkBody: JSON.stringify({ petId: petIds[0], medications: MEDICATIONS }) };
}

async function load(
  url,
  { method = 'GET', body, token, connections = CONNECTIONS, duration, pid },
) {
  const options = {
    url,
    method,
    connections,
    duration,
    timeout: 10,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
  };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const cpuBefore = cpuSeconds(pid);
  const r = await autocannon(options);
  return {
    requestsPerSecond: Math.round(r.requests.average),
    // The server's own CPU time per request: what the route costs, whatever else shares the cores.
    cpuMicrosPerRequest: Math.round(((cpuSeconds(pid) - cpuBefore) / r.requests.total) * 1e6),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    timeouts: r.timeouts,
    errors: r.errors - r.timeouts,
    non2xx: r.non2xx,
  };
}

async function scratchPostgres() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  const name = `pawrx_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.log(`PostgreSQL not reachable (${error.message}): PostgreSQL figures left out`);
    return undefined;
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

const ratio = (value, bare) => Number((value / bare).toFixed(3));
const line = (label, m) =>
  console.log(
    `${label.padEnd(38)} ${String(m.requestsPerSecond).padStart(6)} req/s  ${String(m.cpuMicrosPerRequest).padStart(4)} µs CPU/req  p50 ${m.p50Ms} ms  p99 ${m.p99Ms} ms  timeouts ${m.timeouts}  errors ${m.errors}  non-2xx ${m.non2xx}`,
  );
/**
 * Both ratios to the bare route: by requests per second (the goal's measure, true on a quiet
 * machine) and by the server's CPU time per request (bare / route), which other work on the
 * machine does not move.
 */
const ratios = (route, bareRoute) => ({
  ratioToBare: ratio(route.requestsPerSecond, bareRoute.requestsPerSecond),
  cpuRatioToBare: ratio(bareRoute.cpuMicrosPerRequest, route.cpuMicrosPerRequest),
});

const result = {
  bench: 'throughput',
  connections: CONNECTIONS,
  seconds: SECONDS,
  metrics: process.env.BENCH_METRICS === '1',
};
let bare, embedded, postgres, pgServer;
try {
  bare = await startBareServer(await freePort());
  embedded = await startServer(await freePort(), SERVER_ENV);
  postgres = await scratchPostgres();
  pgServer = postgres
    ? await startServer(await freePort(), {
        ...SERVER_ENV,
        DATABASE_URL: postgres.url,
        // PostgreSQL needs a signing secret from outside the database (decision 034).
        JWT_SECRET: randomBytes(32).toString('hex'),
        WEB_CONCURRENCY: '1',
      })
    : undefined;
  const targets = [['embedded', embedded], ...(pgServer ? [['postgres', pgServer]] : [])];
  const seeded = {};
  for (const [kind, server] of targets) seeded[kind] = await seed(server.base);

  const anyBody = seeded.embedded.checkBody;
  const bareCheck = await load(`${bare.base}/bare`, {
    method: 'POST',
    body: anyBody,
    duration: SECONDS,
    pid: bare.pid,
  });
  line('bare Fastify POST (same JSON)', bareCheck);
  const bareGet = await load(`${bare.base}/bare`, { duration: SECONDS, pid: bare.pid });
  line('bare Fastify GET', bareGet);
  result.bare = { check: bareCheck.requestsPerSecond, pets: bareGet.requestsPerSecond };

  for (const [kind, server] of targets) {
    const { token, checkBody } = seeded[kind];
    const check = await load(`${server.base}/api/interactions/check`, {
      method: 'POST',
      body: checkBody,
      token,
      duration: SECONDS,
      pid: server.pid,
    });
    line(`POST /api/interactions/check (${kind})`, check);
    const pets = await load(`${server.base}/api/pets`, {
      token,
      duration: SECONDS,
      pid: server.pid,
    });
    line(`GET /api/pets (${kind})`, pets);
    result[kind] = {
      check: { ...check, ...ratios(check, bareCheck) },
      pets: { ...pets, ...ratios(pets, bareGet) },
    };
    const { check: c, pets: p } = result[kind];
    console.log(
      `ratio to bare (${kind}): check ${c.ratioToBare} (goal ≥ 0.2), pets ${p.ratioToBare} (goal ≥ 0.1); by CPU per request: check ${c.cpuRatioToBare}, pets ${p.cpuRatioToBare}`,
    );
  }

  for (const [kind, server] of targets) {
    const heavy = await load(`${server.base}/api/pets`, {
      token: seeded[kind].token,
      connections: 500,
      duration: 15,
      pid: server.pid,
    });
    line(`GET /api/pets, 500 connections (${kind})`, heavy);
    result[kind].pets500 = heavy;
  }
  result.goal = {
    checkRatio: 0.2,
    petsRatio: 0.1,
    pets500: { timeouts: 0, errors: 0, p99Ms: 1000 },
  };
  console.log(JSON.stringify(result));
} finally {
  await bare?.stop();
  await embedded?.stop();
  await pgServer?.stop();
  await postgres?.drop();
}

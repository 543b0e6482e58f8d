// The cost of the Prometheus metrics (issue 26): servers from one build on the embedded
// database, METRICS_PORT unset (`off`, and `control`) and set (`on`). Each round starts three fresh
// servers and loads each with a fixed number of requests in a rotating order, so a busy machine's
// drift and one process's luck fall on every side alike. Reports the server process's CPU time per
// request (read from /proc: steady even when other work shares the cores), per round against the
// same round's `off`, on GET /api/pets and POST /api/interactions/check. Goal: on/off throughput at
// least 0.95; the server is CPU-bound, so CPU per request at most ~1.05 times. (Requests per second
// are not reported: autocannon ends an `amount` run on its one-second tick, too coarse here.)
// `control` runs exactly like `off`: its ratio is the noise floor of the measurement.
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { cpuSeconds, json, startServer } from './server-process.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const REQUESTS = Number(process.env.BENCH_ROUND_REQUESTS ?? 20_000);
const SERVER_ENV = { RATE_LIMIT_CHECK_PER_MINUTE: '100000000' };

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function seed(base) {
  const { token } = await json(base, 'POST', '/api/auth/register', {
    name: 'Bench Owner',
    email: `bench-${randomBytes(4).toString('hex')}@example.com`,
    password: 'bench-pass-1',
  });
  let petId;
  for (let i = 0; i < 10; i++)
    petId = (
      await json(
        base,
        'POST',
        '/api/pets',
        { name: `Bench ${i}`, species: 'dog', breed: 'Beagle', weight: 22, age: 7 },
        token,
      )
    ).data._id;
  const checkBody = JSON.stringify({
    petId,
    medications: [
      { name: 'Rimadyl', dosage: '75 mg', frequency: 'Twice daily' },
      { name: 'Prednisone', dosage: '20 mg', frequency: 'Once daily' },
    ],
  });
  return { token, checkBody };
}

async function rate(server, path, { token, body }) {
  const cpuBefore = cpuSeconds(server.pid);
  const r = await autocannon({
    url: `${server.base}${path}`,
    method: body ? 'POST' : 'GET',
    connections: 50,
    amount: REQUESTS,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body,
  });
  return {
    cpuMicros: ((cpuSeconds(server.pid) - cpuBefore) / r.requests.total) * 1e6,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const SIDES = ['off', 'control', 'on'];
/** Rounds rotate the order, so no side always runs first (or last); use a multiple of 3. */
const orderOf = (round) => SIDES.map((_, i) => SIDES[(i + round) % SIDES.length]);

const ROUTES = [
  ['pets', '/api/pets', false],
  ['check', '/api/interactions/check', true],
];

/** One round: three fresh servers (so no process's luck of heap or JIT sticks to one side). */
async function round(index, samples) {
  const servers = {};
  try {
    for (const side of SIDES)
      servers[side] = await startServer(await freePort(), {
        ...SERVER_ENV,
        ...(side === 'on' ? { METRICS_PORT: '0' } : {}),
      });
    const seeded = {};
    for (const side of SIDES) seeded[side] = await seed(servers[side].base);
    for (const [label, path, withBody] of ROUTES) {
      const load = (side) =>
        rate(servers[side], path, {
          token: seeded[side].token,
          body: withBody ? seeded[side].checkBody : undefined,
        });
      for (const side of SIDES) await load(side); // warm-up
      for (const side of orderOf(index)) samples[label][side].push(await load(side));
    }
  } finally {
    for (const side of SIDES) await servers[side]?.stop();
  }
}

const samples = Object.fromEntries(
  ROUTES.map(([label]) => [label, Object.fromEntries(SIDES.map((side) => [side, []]))]),
);
for (let index = 0; index < ROUNDS; index++) await round(index, samples);

const result = { bench: 'metrics-overhead', rounds: ROUNDS, requests: REQUESTS };
for (const [label] of ROUTES) {
  const of = samples[label];
  const cpu = (side) => Number(median(of[side].map((x) => x.cpuMicros)).toFixed(1));
  // Per round, each side against the `off` server of the same round; the median of those.
  const ratioTo = (side) =>
    Number(median(of[side].map((x, i) => x.cpuMicros / of.off[i].cpuMicros)).toFixed(3));
  result[label] = {
    cpuMicrosPerRequest: { off: cpu('off'), control: cpu('control'), on: cpu('on') },
    ratio: ratioTo('on'),
    controlRatio: ratioTo('control'),
  };
  console.log(
    `${label}: server CPU per request, metrics off ${cpu('off')} µs, on ${cpu('on')} µs (on/off ${ratioTo('on')}; goal ≤ 1.05); a second server with metrics off ${cpu('control')} µs (control/off ${ratioTo('control')})`,
  );
}
console.log(JSON.stringify(result));

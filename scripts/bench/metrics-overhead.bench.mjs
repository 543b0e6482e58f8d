// The cost of the Prometheus metrics (issue 26): two servers from one build on the embedded
// database, METRICS_PORT unset and set, loaded in alternating rounds of a fixed number of
// requests so a busy shared machine's drift falls on both alike. Reports, per side, the server
// process's CPU time per request (read from /proc: steady even when other work shares the
// cores) and the median requests per second, on GET /api/pets and POST /api/interactions/check;
// goal: on/off throughput at least 0.95, i.e. CPU per request at most ~1.05 times.
// A third server, `control`, runs with metrics off like `off`: its ratio to `off` is what two
// identical servers differ by on this machine (the noise floor the on/off ratio is read against).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { json, startServer } from './server-process.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const REQUESTS = Number(process.env.BENCH_ROUND_REQUESTS ?? 20_000);
/** Linux clock ticks per second for /proc/<pid>/stat's utime and stime. */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) the process has used so far. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}
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
    // requests.average is a mean of whole-second buckets; total over elapsed time is exact.
    rps: r.requests.total / r.duration,
    cpuMicros: ((cpuSeconds(server.pid) - cpuBefore) / r.requests.total) * 1e6,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const SIDES = ['off', 'control', 'on'];
/** Each round rotates the order, so no side always runs first (or last) in a round. */
const orderOf = (round) => SIDES.map((_, i) => SIDES[(i + round) % SIDES.length]);

const servers = {};
try {
  servers.off = await startServer(await freePort(), SERVER_ENV);
  servers.control = await startServer(await freePort(), SERVER_ENV);
  servers.on = await startServer(await freePort(), { ...SERVER_ENV, METRICS_PORT: '0' });
  const seeded = {};
  for (const side of SIDES) seeded[side] = await seed(servers[side].base);
  const result = { bench: 'metrics-overhead', rounds: ROUNDS, requests: REQUESTS };
  for (const [label, path, withBody] of [
    ['pets', '/api/pets', false],
    ['check', '/api/interactions/check', true],
  ]) {
    const samples = { off: [], control: [], on: [] };
    for (const side of SIDES)
      await rate(servers[side], path, {
        token: seeded[side].token,
        body: withBody ? seeded[side].checkBody : undefined,
      }); // warm-up
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of orderOf(round))
        samples[side].push(
          await rate(servers[side], path, {
            token: seeded[side].token,
            body: withBody ? seeded[side].checkBody : undefined,
          }),
        );
    }
    const rps = (side) => Math.round(median(samples[side].map((x) => x.rps)));
    const cpu = (side) => Number(median(samples[side].map((x) => x.cpuMicros)).toFixed(1));
    const ratio = Number((cpu('on') / cpu('off')).toFixed(3));
    const controlRatio = Number((cpu('control') / cpu('off')).toFixed(3));
    result[label] = {
      cpuMicrosPerRequest: {
        off: cpu('off'),
        control: cpu('control'),
        on: cpu('on'),
        ratio,
        controlRatio,
      },
      rps: { off: rps('off'), control: rps('control'), on: rps('on') },
    };
    console.log(
      `${label}: server CPU per request, metrics off ${cpu('off')} µs, on ${cpu('on')} µs (on/off ${ratio}; goal ≤ 1.05); a second server with metrics off ${cpu('control')} µs (control/off ${controlRatio})`,
    );
  }
  console.log(JSON.stringify(result));
} finally {
  for (const side of SIDES) await servers[side]?.stop();
}

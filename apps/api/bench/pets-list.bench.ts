// GET /api/pets for an owner with 10 pets that all have photos, on the embedded database.
// Budget (issue 3): at most 50 KB of JSON and 20 ms median. Run: npx tsx bench/pets-list.bench.ts
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { MAX_PHOTO_BYTES } from '@pawrx/contracts/constants';
import { bearer, createTestApp, registerUser } from '../src/test/test-app';

const PETS = 10;
const WARMUP = 20;
const RUNS = 200;
const BUDGET = { bytes: 50 * 1024, medianMs: 20 };

const t = await createTestApp();
try {
  const { token } = await registerUser(t.app);
  // Near-limit photos (about 1.5 MB each): the list must not carry them.
  const jpeg = Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    randomBytes(Math.floor(MAX_PHOTO_BYTES * 0.75)),
  ]);
  for (let i = 0; i < PETS; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pets',
      headers: bearer(token),
      payload: {
        name: `Pet ${i + 1}`,
        breed: 'Border Collie',
        weight: 19.5,
        age: 6,
        photo: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
      },
    });
    if (res.statusCode !== 201) throw new Error(`seed failed: ${res.statusCode} ${res.body}`);
    for (const date of ['2025-01-01', '2026-01-01'])
      await t.app.inject({
        method: 'POST',
        url: `/api/pets/${res.json().data._id}/vaccinations`,
        headers: bearer(token),
        payload: { vaccine: 'Rabies', date, nextDue: '2027-01-01', veterinarian: 'Dr. Lee' },
      });
  }

  const timings: number[] = [];
  let bytes = 0;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const start = performance.now();
    const res = await t.app.inject({ method: 'GET', url: '/api/pets', headers: bearer(token) });
    const ms = performance.now() - start;
    if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode}`);
    if (res.json().data.length !== PETS) throw new Error('wrong pet count');
    bytes = res.rawPayload.length;
    if (i >= WARMUP) timings.push(ms);
  }
  timings.sort((a, b) => a - b);
  const pick = (q: number) =>
    timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!;
  const medianMs = Number(pick(0.5).toFixed(2));
  const p95Ms = Number(pick(0.95).toFixed(2));
  const ok = bytes <= BUDGET.bytes && medianMs <= BUDGET.medianMs;
  console.log(`GET /api/pets, ${PETS} pets with ~1.5 MB photos, ${RUNS} runs on PGlite`);
  console.log(`  median ${medianMs} ms, p95 ${p95Ms} ms, ${bytes} bytes of JSON`);
  console.log(
    `  budget: ≤ ${BUDGET.bytes} bytes, ≤ ${BUDGET.medianMs} ms median → ${ok ? 'OK' : 'OVER'}`,
  );
  console.log(
    JSON.stringify({
      bench: 'pets-list',
      pets: PETS,
      runs: RUNS,
      medianMs,
      p95Ms,
      bytes,
      budget: BUDGET,
      ok,
    }),
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await t.close();
}

// The medical record PDF for a large pet: 50 medications (30 current, 20 past), 30 reactions,
// 20 vaccinations, 40 appointments and a photo. Budget (issue 7): at most 300 ms median to
// generate. Measures the pure builder, and the whole GET /api/reports/pet/:id/medical-record on
// the embedded database. Run: npx tsx apps/api/bench/report.bench.ts
import { performance } from 'node:perf_hooks';
import { renderMedicalReport } from '../src/features/reports/medical-report-pdf';
import { largeReportData } from '../src/features/reports/report-fixtures';
import { seedReportPet } from '../src/features/reports/report-seed';
import { pngDataUrl } from '../src/features/reports/test-images';
import { bearer, createTestApp, registerUser } from '../src/test/test-app';

const WARMUP = 5;
const RUNS = 40;
const BUDGET = { medianMs: 300 };

async function time(run: () => Promise<number>): Promise<{ timings: number[]; pages: number }> {
  const timings: number[] = [];
  let pages = 0;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const start = performance.now();
    pages = await run();
    if (i >= WARMUP) timings.push(performance.now() - start);
  }
  return { timings: timings.sort((a, b) => a - b), pages };
}

const pick = (sorted: number[], q: number) =>
  Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1));
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

const data = largeReportData();
data.pet.photo = pngDataUrl(300, 300);
const render = await time(async () => pageCount(await renderMedicalReport(data)));

const t = await createTestApp();
let http: { timings: number[]; pages: number };
let bytes = 0;
try {
  const { token, userId } = await registerUser(t.app);
  const petId = await seedReportPet(t.database.db, userId, data);
  http = await time(async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/reports/pet/${petId}/medical-record`,
      headers: bearer(token),
    });
    if (res.statusCode !== 200) throw new Error(`report failed: ${res.statusCode} ${res.body}`);
    bytes = res.rawPayload.length;
    return pageCount(res.rawPayload);
  });
} finally {
  await t.close();
}

const result = {
  bench: 'report',
  runs: RUNS,
  pages: render.pages,
  medianMs: pick(render.timings, 0.5),
  p95Ms: pick(render.timings, 0.95),
  httpMedianMs: pick(http.timings, 0.5),
  httpP95Ms: pick(http.timings, 0.95),
  httpPages: http.pages,
  bytes,
  budget: BUDGET,
  ok: false,
};
result.ok = result.medianMs <= BUDGET.medianMs && result.httpMedianMs <= BUDGET.medianMs;
console.log('Medical record PDF: 50 medications, 30 reactions, 20 vaccinations, 40 appointments');
console.log(
  `  builder: median ${result.medianMs} ms, p95 ${result.p95Ms} ms, ${result.pages} pages`,
);
console.log(
  `  GET on PGlite: median ${result.httpMedianMs} ms, p95 ${result.httpP95Ms} ms, ${bytes} bytes`,
);
console.log(`  budget: ≤ ${BUDGET.medianMs} ms median → ${result.ok ? 'OK' : 'OVER'}`);
console.log(JSON.stringify(result));
process.exitCode = result.ok ? 0 : 1;

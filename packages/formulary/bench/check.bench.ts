import { checkMedications, type PetForCheck } from '../src/engine/check-medications';
import { forgetMemos } from '../src/engine/memo';

// In-process budget (issue 5): resolving and checking 20 medications for one pet, median at most
// 1 ms. The budget is judged on a first sight (the engine's memos emptied before every run); a
// repeat of the same pet and lines, as each addition re-checks them, is timed beside it.
// Run: npx tsx packages/formulary/bench/check.bench.ts. Prints a table and a final JSON line.

const BUDGET_MS = 1;
const WARMUP = 300;
const RUNS = 2000;

const pet: PetForCheck = {
  name: 'Bench',
  species: 'dog',
  breed: 'Border Collie x Australian Shepherd mix',
  weightKg: 24,
  ageYears: 9,
  allergies: ['penicillin', 'sulfa drugs', 'Rimadyl'],
  conditions: [
    'chronic kidney disease IRIS stage 2',
    'idiopathic epilepsy',
    'hypothyroidism',
    'mitral valve disease',
  ],
  mdr1: 'untested',
};

const medications = [
  { name: 'Metacam', dosage: '2.4 mg', frequency: 'Once daily' },
  { name: 'Gabapentin', dosage: '300 mg', frequency: 'Three times daily' },
  { name: 'Prednisolone', dosage: '10 mg', frequency: 'Once daily' },
  { name: 'Phenobarbital', dosage: '60 mg', frequency: 'Twice daily' },
  { name: 'Levetiracetam', dosage: '500 mg', frequency: 'Every 8 hours' },
  { name: 'Soloxine', dosage: '0.5 mg', frequency: 'Twice daily' },
  { name: 'Vetmedin', dosage: '5 mg', frequency: 'Twice daily' },
  { name: 'Enalapril', dosage: '10 mg', frequency: 'Twice daily' },
  { name: 'Furosemide', dosage: '40 mg', frequency: 'Twice daily' },
  { name: 'Spironolactone', dosage: '25 mg', frequency: 'Once daily' },
  { name: 'Famotidine', dosage: '10 mg', frequency: 'Twice daily' },
  { name: 'Simparica Trio', dosage: '1 chewable (48 mg sarolaner)', frequency: 'Monthly' },
  { name: 'Trazodone', dosage: '100 mg', frequency: 'As needed' },
  { name: 'Cerenia', dosage: '48 mg', frequency: 'Once daily' },
  { name: 'Clavamox', dosage: '375 mg', frequency: 'Twice daily' },
  { name: 'Fish oil', dosage: '1000 mg', frequency: 'Once daily' },
  { name: 'Doxycycline hyclate', dosage: '100 mg', frequency: 'Twice daily' },
  { name: 'Sucralfate suspension', dosage: '1 g', frequency: 'Three times daily' },
  { name: 'Tramadol', dosage: '50 mg', frequency: 'Every 8 hours' },
  { name: 'Loperamide', dosage: '2 mg', frequency: 'Every 8 hours' },
];

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

let sink = 0;
for (let i = 0; i < WARMUP; i += 1)
  sink += checkMedications(pet, medications).drugInteractions.length;

/** Sorted timings of RUNS checks; `fresh` empties the memos before each one. */
function time(fresh: boolean): number[] {
  const timings: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    if (fresh) forgetMemos();
    const start = process.hrtime.bigint();
    const result = checkMedications(pet, medications);
    timings.push(Number(process.hrtime.bigint() - start) / 1e6);
    sink += result.drugInteractions.length;
  }
  return timings.sort((a, b) => a - b);
}

const timings = time(true);
const repeat = time(false);
const median = percentile(timings, 50);
const p95 = percentile(timings, 95);
const findings = checkMedications(pet, medications);
console.log(`quick-check: ${medications.length} medications, ${RUNS} runs after ${WARMUP} warm-up`);
console.log(
  `  first sight: median ${median.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms, max ${timings.at(-1)!.toFixed(3)} ms`,
);
console.log(
  `  repeat:      median ${percentile(repeat, 50).toFixed(3)} ms, p95 ${percentile(repeat, 95).toFixed(3)} ms`,
);
console.log(
  `  findings: ${findings.toxicMedications.length} toxic, ${findings.drugInteractions.length} interactions (sink ${sink})`,
);
console.log(
  JSON.stringify({
    bench: 'quick-check',
    medications: medications.length,
    runs: RUNS,
    medianMs: Number(median.toFixed(4)),
    p95Ms: Number(p95.toFixed(4)),
    repeatMedianMs: Number(percentile(repeat, 50).toFixed(4)),
    budgetMs: BUDGET_MS,
    withinBudget: median <= BUDGET_MS,
  }),
);
process.exitCode = median <= BUDGET_MS ? 0 : 1;

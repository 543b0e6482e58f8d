// The built-in AI analysis of 10 medications for one pet, in process: the safety engine's check
// plus the analysis (paragraphs, dose notes, alternatives re-checked with the engine). Budget
// (issue 6): at most 5 ms median. Run: npx tsx apps/api/bench/ai-analysis.bench.ts
import { performance } from 'node:perf_hooks';
import type { MedicationToCheck } from '@pawrx/contracts/interactions';
import { checkMedications } from '@pawrx/formulary/engine/check-medications';
import type { AnalysisPet } from '../src/features/ai-analysis/analysis-provider';
import { builtInAnalysis } from '../src/features/ai-analysis/built-in/built-in-provider';

const WARMUP = 50;
const RUNS = 500;
const BUDGET = { medianMs: 5 };

const pet: AnalysisPet = {
  name: 'Bella',
  species: 'dog',
  breed: 'Australian Shepherd',
  weightKg: 22,
  ageYears: 10,
  allergies: ['penicillin'],
  conditions: ['chronic kidney disease', 'epilepsy'],
  mdr1: 'untested',
};

const medications: MedicationToCheck[] = [
  { name: 'Phenobarbital', dosage: '60 mg', frequency: 'Twice daily' },
  { name: 'Levetiracetam', dosage: '500 mg', frequency: 'Three times daily' },
  { name: 'Prednisone', dosage: '10 mg', frequency: 'Once daily' },
  { name: 'Benazepril', dosage: '5 mg', frequency: 'Once daily' },
  { name: 'Furosemide', dosage: '20 mg', frequency: 'Twice daily' },
  { name: 'Fluoxetine', dosage: '20 mg', frequency: 'Once daily' },
  { name: 'Heartgard Plus', dosage: '1 chewable', frequency: 'Monthly' },
  { name: 'Omeprazole', dosage: '20 mg', frequency: 'Once daily' },
  { name: 'Amoxicillin', dosage: '250 mg', frequency: 'Twice daily' },
  { name: 'Rimadyl', dosage: '75 mg', frequency: 'Twice daily' },
];

function analyseOnce(): number {
  const findings = checkMedications(pet, medications);
  const result = builtInAnalysis({ pet, medications, query: '', findings }, checkMedications);
  return result.analysis.length;
}

const timings: number[] = [];
let chars = 0;
for (let i = 0; i < WARMUP + RUNS; i++) {
  const start = performance.now();
  chars = analyseOnce();
  if (i >= WARMUP) timings.push(performance.now() - start);
}
timings.sort((a, b) => a - b);
const pick = (q: number) =>
  Number(timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!.toFixed(3));
const median = pick(0.5);
const p95 = pick(0.95);
const findings = checkMedications(pet, medications);
console.log(
  `built-in AI analysis, 10 medications: median ${median} ms, p95 ${p95} ms (${RUNS} runs, ${chars} characters, ${findings.toxicMedications.length + findings.drugInteractions.length} findings)`,
);
console.log(
  JSON.stringify({
    bench: 'ai-builtin',
    medications: medications.length,
    runs: RUNS,
    medianMs: median,
    p95Ms: p95,
    budgetMedianMs: BUDGET.medianMs,
    pass: median <= BUDGET.medianMs,
  }),
);

import { resolveName } from '../src/engine/resolve-name';

// Name resolution budget (issue 22): at most 1 ms to resolve what an owner typed, with the
// product records, misspellings, typed combinations and words inside a product's name. Names
// are resolved fresh each time (resolveName keeps no memo). Run:
// npx tsx packages/formulary/bench/resolve-name.bench.ts. Prints a table and a final JSON line.

const BUDGET_MS = 1;
const RUNS = 200;

const names = [
  'Tylenol PM Extra Strength',
  'Tylenol Cold + Flu Severe',
  'NyQuil Severe Cold & Flu',
  'Claritin-D 24 hour',
  'Benadryl Allergy Relief (UK)',
  'Nexguard Plus',
  'Heart guard plus',
  'Simparica Trio (sarolaner/moxidectin/pyrantel)',
  'Revolution for Cats',
  'Ivermectin horse dewormer paste 1.87%',
  'Bute (phenylbutazone) 1 g sachets',
  'Quest Plus gel',
  'carprophen 100mg chewable',
  'amoxi clav 250',
  'Gabapentin oral solution 250 mg/5 mL (human Neurontin liquid)',
  'Metacam 1.5 mg/mL oral suspension',
  'Heartgard Plus / Nexgard',
  'Pepto-Bismol Original Liquid',
  'Seresto collar',
  'Advantage Multi for Dogs',
];

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

let sink = 0;
for (const name of names) sink += resolveName(name).drugs.length; // warm the indexes
const times: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  for (const name of names) {
    const start = performance.now();
    sink += resolveName(name).drugs.length;
    times.push(performance.now() - start);
  }
}
times.sort((a, b) => a - b);
const median = percentile(times, 50);
const p95 = percentile(times, 95);
console.log(`resolve-name: ${names.length} names × ${RUNS} runs`);
console.log(
  `  median ${median.toFixed(4)} ms, p95 ${p95.toFixed(4)} ms, max ${times.at(-1)!.toFixed(3)} ms (sink ${sink})`,
);
console.log(
  JSON.stringify({
    bench: 'resolve-name',
    names: names.length,
    runs: RUNS,
    medianMs: Number(median.toFixed(4)),
    p95Ms: Number(p95.toFixed(4)),
    budgetMs: BUDGET_MS,
    withinBudget: median <= BUDGET_MS,
  }),
);

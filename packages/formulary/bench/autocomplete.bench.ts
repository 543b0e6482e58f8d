// Autocomplete budget check (issue 4): one search over the whole catalogue at most 1 ms median,
// and the catalogue at most 20 KB gzipped. Run: npx tsx packages/formulary/bench/autocomplete.bench.ts
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { ALL_SPECIES_CATALOGUE } from '../src/catalogue/all-species-catalogue';
import { CAT_CATALOGUE } from '../src/catalogue/cat-catalogue';
import { CATALOGUE_CATEGORIES, type CatalogueEntry } from '../src/catalogue/catalogue-entry';
import { DOG_CATALOGUE } from '../src/catalogue/dog-catalogue';
import { searchCatalogue } from '../src/catalogue/search';

const BUDGET = { medianMs: 1, gzipKB: 20 };
const SEARCHES = 20_000;
const WARM_UP_ROUNDS = 2;
const SPECIES = ['dog', 'cat', undefined, 'rabbit', 'bird'] as const;

/** Small seeded generator so every run times the same query mix. */
const random = (() => {
  let state = 0x2f6b3a1;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
})();
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const entries: CatalogueEntry[] = [...DOG_CATALOGUE, ...CAT_CATALOGUE, ...ALL_SPECIES_CATALOGUE];

/** What people type: name and brand prefixes as they grow, mixed case, categories, misses. */
const buildQueries = (): string[] => {
  const queries: string[] = [];
  while (queries.length < SEARCHES) {
    const entry = pick(entries);
    const roll = random();
    const brand = entry.brandName.split(',')[0]!.trim();
    if (roll < 0.55) queries.push(entry.name.slice(0, 2 + Math.floor(random() * 7)));
    else if (roll < 0.75 && brand) queries.push(brand.slice(0, 2 + Math.floor(random() * 6)));
    else if (roll < 0.85)
      queries.push(pick(CATALOGUE_CATEGORIES).slice(0, 3 + Math.floor(random() * 5)));
    else if (roll < 0.92) queries.push(entry.name.toUpperCase().slice(0, 5));
    else if (roll < 0.97)
      queries.push(entry.name.slice(2, 7)); // mid-word substring
    else queries.push(pick(['zzq', 'xq', 'qwerty', 'a', ' ']));
  }
  return queries;
};

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const round = (value: number, digits = 4): number => Number(value.toFixed(digits));

const queries = buildQueries();
const species = queries.map(() => pick(SPECIES));

let sink = 0; // keeps results alive so nothing is optimised away
for (let pass = 0; pass < WARM_UP_ROUNDS; pass++) {
  for (let i = 0; i < queries.length; i++) sink += searchCatalogue(queries[i]!, species[i]).length;
}

const timings = new Float64Array(queries.length);
for (let i = 0; i < queries.length; i++) {
  const start = performance.now();
  sink += searchCatalogue(queries[i]!, species[i]).length;
  timings[i] = performance.now() - start;
}
const sorted = [...timings].sort((a, b) => a - b);
const medianMs = percentile(sorted, 50);
const p95Ms = percentile(sorted, 95);
const maxMs = sorted[sorted.length - 1]!;
const meanMs = sorted.reduce((sum, t) => sum + t, 0) / sorted.length;

const serialized = JSON.stringify({
  dog: DOG_CATALOGUE,
  cat: CAT_CATALOGUE,
  all: ALL_SPECIES_CATALOGUE,
});
const rawKB = Buffer.byteLength(serialized) / 1024;
const gzipKB = gzipSync(serialized, { level: 9 }).length / 1024;

const withinBudget = medianMs <= BUDGET.medianMs && gzipKB <= BUDGET.gzipKB;

console.log(
  `catalogue: ${DOG_CATALOGUE.length} dog, ${CAT_CATALOGUE.length} cat, ${ALL_SPECIES_CATALOGUE.length} all-species entries`,
);
console.log(`searches: ${queries.length} after ${WARM_UP_ROUNDS} warm-up rounds (${sink} results)`);
console.log(
  `per search: median ${medianMs.toFixed(4)} ms, p95 ${p95Ms.toFixed(4)} ms, mean ${meanMs.toFixed(4)} ms, max ${maxMs.toFixed(3)} ms (budget median ≤ ${BUDGET.medianMs} ms)`,
);
console.log(
  `catalogue data: ${rawKB.toFixed(1)} KB JSON, ${gzipKB.toFixed(1)} KB gzipped (budget ≤ ${BUDGET.gzipKB} KB)`,
);
console.log(
  JSON.stringify({
    bench: 'autocomplete',
    node: process.version,
    searches: queries.length,
    medianMs: round(medianMs),
    p95Ms: round(p95Ms),
    meanMs: round(meanMs),
    maxMs: round(maxMs, 3),
    entries: {
      dog: DOG_CATALOGUE.length,
      cat: CAT_CATALOGUE.length,
      all: ALL_SPECIES_CATALOGUE.length,
    },
    catalogueRawKB: round(rawKB, 1),
    catalogueGzipKB: round(gzipKB, 1),
    budget: BUDGET,
    withinBudget,
  }),
);
if (!withinBudget) process.exitCode = 1;

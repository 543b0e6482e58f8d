import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadOwnCases } from '../src/engine/eval-cases';
import { judgeCase, type CaseOutcome, type QuickCheckCase } from '../src/engine/judge-case';

// npm run eval:quickcheck — runs every worked case in ../shared/clinical/quickcheck-examples.json
// (or $QUICKCHECK_EXAMPLES) and our own cases in packages/formulary/eval-cases/*.json through the
// engine, prints category × right/wrong, the wrong cases with reasons and the overall agreement
// for each set, and exits non-zero if any case is wrong.

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const path =
  process.env.QUICKCHECK_EXAMPLES ??
  resolve(repoRoot, '../shared/clinical/quickcheck-examples.json');

function loadCases(file: string): QuickCheckCase[] {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as QuickCheckCase[];
  } catch (error) {
    console.error(`Cannot read the worked cases at ${file}: ${(error as Error).message}`);
    console.error('Set QUICKCHECK_EXAMPLES to the path of quickcheck-examples.json.');
    process.exit(2);
  }
}

const sets: [string, QuickCheckCase[]][] = [
  [path, loadCases(path)],
  ['packages/formulary/eval-cases', [...loadOwnCases().values()].flat()],
];
let anyWrong = false;
for (const [name, cases] of sets) anyWrong = report(name, cases.map(judgeCase)) || anyWrong;
process.exitCode = anyWrong ? 1 : 0;

/** Prints one set's table; true when any case is wrong. */
function report(name: string, outcomes: CaseOutcome[]): boolean {
  const byCategory = new Map<string, { right: number; wrong: number }>();
  for (const o of outcomes) {
    const row = byCategory.get(o.category) ?? { right: 0, wrong: 0 };
    if (o.right) row.right += 1;
    else row.wrong += 1;
    byCategory.set(o.category, row);
  }

  const pad = (s: string | number, n: number): string => String(s).padEnd(n);
  console.log(`\nQuick Check evaluation: ${name}\n`);
  console.log(`${pad('category', 28)}${pad('right', 7)}${pad('wrong', 7)}total`);
  for (const [category, row] of [...byCategory.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(
      `${pad(category, 28)}${pad(row.right, 7)}${pad(row.wrong, 7)}${row.right + row.wrong}`,
    );
  }

  const wrong = outcomes.filter((o) => !o.right);
  if (wrong.length > 0) {
    console.log('\nWrong cases:');
    for (const o of wrong) console.log(`  ${o.id} (${o.category}): ${o.reasons.join('; ')}`);
  }
  const right = outcomes.length - wrong.length;
  const pct = outcomes.length === 0 ? 0 : (100 * right) / outcomes.length;
  console.log(`\nAgreement: ${right}/${outcomes.length} (${pct.toFixed(1)}%)`);
  return wrong.length > 0;
}

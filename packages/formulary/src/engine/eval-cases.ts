import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { QuickCheckCase } from './judge-case';

// Our own worked Quick Check cases, one JSON file per family under packages/formulary/eval-cases/
// (same shape as ../shared/clinical/quickcheck-examples.json). The eval script grades them with
// the shared examples; eval-cases.test.ts runs them in CI.

export const EVAL_CASES_DIR = resolve(fileURLToPath(import.meta.url), '../../../eval-cases');
const evalDir = (name: string): string =>
  resolve(fileURLToPath(import.meta.url), '../../../eval', name);

/** The frozen held-out families, written blind from the references (eval/held-out/README.md). */
export const HELD_OUT_DIR = evalDir('held-out');

/**
 * The later blind rounds, each written by someone who never opened the engine and graded once
 * before the knowledge of its families was written (eval/held-out-vN/README.md says what each
 * round covers). One list: the eval script reports them and held-out-rounds.test.ts holds their
 * floors from it. A new round is one row here and one floor there.
 */
export interface BlindRound {
  label: string;
  title: string;
  dir: string;
}

const ordinals = [
  'Second',
  'Third',
  'Fourth',
  'Fifth',
  'Sixth',
  'Seventh',
  'Eighth',
  'Ninth',
  'Tenth',
];

export const BLIND_ROUNDS: readonly BlindRound[] = ordinals.map((ordinal, i) => ({
  label: `held-out-v${i + 2}`,
  title: `${ordinal} blind round (frozen, never tuned to)`,
  dir: evalDir(`held-out-v${i + 2}`),
}));

export function loadCaseFile(file: string): QuickCheckCase[] {
  return JSON.parse(readFileSync(file, 'utf8')) as QuickCheckCase[];
}

/** Every case file in the folder, by file name. */
export function loadOwnCases(dir = EVAL_CASES_DIR): Map<string, QuickCheckCase[]> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  return new Map(files.map((f) => [f, loadCaseFile(join(dir, f))]));
}

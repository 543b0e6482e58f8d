import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { QuickCheckCase } from './judge-case';

// Our own worked Quick Check cases, one JSON file per family under packages/formulary/eval-cases/
// (same shape as ../shared/clinical/quickcheck-examples.json). The eval script grades them with
// the shared examples; eval-cases.test.ts runs them in CI.

export const EVAL_CASES_DIR = resolve(fileURLToPath(import.meta.url), '../../../eval-cases');
/** The frozen held-out families, written blind from the references (eval/held-out/README.md). */
export const HELD_OUT_DIR = resolve(fileURLToPath(import.meta.url), '../../../eval/held-out');
/** A second blind round, written after the knowledge was grown and graded once, never tuned to. */
export const HELD_OUT_V2_DIR = resolve(fileURLToPath(import.meta.url), '../../../eval/held-out-v2');
/** A third blind round, spread to families the first two did not describe; graded once. */
export const HELD_OUT_V3_DIR = resolve(fileURLToPath(import.meta.url), '../../../eval/held-out-v3');
/** A fourth blind round (issue 22), written while the label ledger was being built; graded once. */
export const HELD_OUT_V4_DIR = resolve(fileURLToPath(import.meta.url), '../../../eval/held-out-v4');
export const HELD_OUT_V5_DIR = resolve(fileURLToPath(import.meta.url), '../../../eval/held-out-v5');
/** A sixth blind round (issue 22) inside the families the coverage report claims. */
export const HELD_OUT_V6_DIR = resolve(fileURLToPath(import.meta.url), '../../../eval/held-out-v6');
export const HELD_OUT_V7_DIR = resolve(fileURLToPath(import.meta.url), '../../../eval/held-out-v7');
/** An eighth blind round (issue 22), in the families the evening's coverage work took on. */
export const HELD_OUT_V8_DIR = resolve(fileURLToPath(import.meta.url), '../../../eval/held-out-v8');
export const HELD_OUT_V9_DIR = resolve(fileURLToPath(import.meta.url), '../../../eval/held-out-v9');

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

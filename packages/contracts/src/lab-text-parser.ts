import { findLabTest } from './lab-reference';
import { MAX_LAB_RESULTS, MAX_LAB_TEST_NAME, MAX_LAB_UNIT } from './labs';

// Proposes lab results from a report's text (a PDF's text layer, OCR, or pasted text), one per
// line that reads "<test> <value> <unit> [<low>-<high>]", e.g. "Creatinine 2.8 mg/dL 0.5-1.8" or
// "ALT: 120 U/L (10 - 100) H". Only a proposal: the owner checks every row before saving.

export interface ProposedLabResult {
  test: string;
  value: number;
  unit: string;
  low?: number;
  high?: number;
  /** True when the name is a test PawRx knows (its species interval can flag it). */
  known: boolean;
}

const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
// name, value, unit, then an optional range in brackets or not, with any dash.
const LINE = new RegExp(
  String.raw`^\s*([A-Za-z][A-Za-z0-9 ()+'./-]*?)\s*[:=]?\s+[<>]?(${NUMBER})\s*` +
    String.raw`([A-Za-zµμ%×][^\s()]*)?` +
    String.raw`(?:\s*[([]?\s*(${NUMBER})\s*(?:-|–|—|to)\s*(${NUMBER})\s*[)\]]?)?`,
);

const toNumber = (text: string) => Number(text.replace(',', '.'));

/** A unit is a ratio ('mg/dL', 'K/µL'), a percentage, or one of the few bare units of a CBC. */
const looksLikeUnit = (word: string) => /[/%]/.test(word) || /^(fl|pg|mmhg|ratio)$/i.test(word);

function readLine(line: string): ProposedLabResult | null {
  const match = LINE.exec(line);
  if (!match) return null;
  const [, rawName, rawValue, rawUnit, rawLow, rawHigh] = match;
  const test = rawName!.replace(/[\s.:]+$/, '').trim();
  const value = toNumber(rawValue!);
  if (!test || test.length > MAX_LAB_TEST_NAME || !Number.isFinite(value)) return null;
  const unit = rawUnit && looksLikeUnit(rawUnit) ? rawUnit.slice(0, MAX_LAB_UNIT) : '';
  const known = findLabTest(test) !== undefined;
  // A line without a unit is only a result when it names a test we know ("Page 2 of 3" is not).
  if (!unit && !known) return null;
  const proposed: ProposedLabResult = { test, value, unit, known };
  if (rawLow !== undefined && rawHigh !== undefined) {
    const low = toNumber(rawLow);
    const high = toNumber(rawHigh);
    if (low <= high) Object.assign(proposed, { low, high });
  }
  return proposed;
}

/** Every result the text seems to hold, in its order, the first of a repeated test only. */
export function proposeLabResults(text: string): ProposedLabResult[] {
  const out: ProposedLabResult[] = [];
  const seen = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    if (out.length >= MAX_LAB_RESULTS) break;
    const proposed = readLine(line.slice(0, 300));
    if (!proposed) continue;
    const key = proposed.test.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(proposed);
  }
  return out;
}

import { describe, expect, it } from 'vitest';
import { SOURCES } from '../knowledge/sources';
import { EQUINE_REFERENCE_FLOOR, coverageReport, meetsFloor } from './coverage';
import {
  EQUINE_REFERENCE,
  EQUINE_REFERENCE_LINE,
  equineDoseRow,
  equineReferenceRead,
} from './equine-reference';

// The equine reference ledger (issue 22 item 4): every listed drug is a horse drug with a dose row,
// every reading names a registered source, and the share read only rises.
describe('equine reference list', () => {
  it('lists each drug once, each with a horse dose row (range, per-horse dose or not used)', () => {
    const names = EQUINE_REFERENCE.map((e) => e.drug);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((d) => equineDoseRow(d) === undefined)).toEqual([]);
  });

  it('cites a registered source for every section read', () => {
    const cited = EQUINE_REFERENCE.flatMap((e) => [e.restrictions, e.interactions]).flatMap((r) =>
      'read' in r ? [r.source] : [],
    );
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter((id) => !(id in SOURCES))).toEqual([]);
  });

  it('counts the NSAIDs read in full and the never-fed ionophores, not a drug still pending', () => {
    const entry = (d: string) => EQUINE_REFERENCE.find((e) => e.drug === d)!;
    for (const d of ['phenylbutazone', 'flunixin', 'firocoxib', 'meloxicam', 'monensin']) {
      expect(equineReferenceRead(entry(d))).toBe(true);
    }
    // Dose row present, but the label sections are not read yet.
    expect(equineReferenceRead(entry('ketoprofen'))).toBe(false);
  });

  it('prints its coverage line at or above its floor', () => {
    const line = coverageReport().find((l) => l.name === EQUINE_REFERENCE_LINE)!;
    expect(line.floor).toBe(EQUINE_REFERENCE_FLOOR);
    expect(line.of).toBe(EQUINE_REFERENCE.length);
    expect(meetsFloor(line)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { checkMedications } from '../engine/check-medications';
import { medOf, petOf } from '../engine/test-support';
import { AGE_LIMITS } from '../knowledge/age-limits';
import { CONDITION_RULES } from '../knowledge/condition-rules';
import { LABEL_CONDITION_RULES } from '../knowledge/condition-rules-labels';
import { MORE_CONDITION_RULES } from '../knowledge/condition-rules-more';
import { CLASS_DUPLICATE_RULES } from '../knowledge/duplicate-rules';
import { CARDIO_RENAL_RULES } from '../knowledge/interaction-rules-cardio';
import { CLASS_COVERAGE_RULES } from '../knowledge/interaction-rules-classes';
import { INTERACTION_RULES } from '../knowledge/interaction-rules';
import { LEDGER_A_PAIR_RULES } from '../knowledge/interaction-rules-ledger-a';
import { LEDGER_B_PAIR_RULES } from '../knowledge/interaction-rules-ledger-b';
import { SETTLED_PAIR_RULES } from '../knowledge/interaction-rules-settled';
import {
  RECORD_AGE_LIMITS,
  RECORD_CONDITION_RULES,
  RECORD_SPECIES_RULES,
} from '../knowledge/products/all-records';
import { SOURCES } from '../knowledge/sources';
import { EQUINE_SPECIES_RULES } from '../knowledge/species-rules-equine';
import { MORE_SPECIES_RULES } from '../knowledge/species-rules-more';
import { SPECIES_DRUG_RULES } from '../knowledge/species-toxicity-rules';
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

  // Each rule's own text, as the engine puts it in its finding (an age row's reason is its `why`).
  const RULE_TEXT = new Map<string, string>([
    ...[
      ...INTERACTION_RULES,
      ...CARDIO_RENAL_RULES,
      ...CLASS_COVERAGE_RULES,
      ...LEDGER_A_PAIR_RULES,
      ...LEDGER_B_PAIR_RULES,
      ...SETTLED_PAIR_RULES,
      ...CONDITION_RULES,
      ...MORE_CONDITION_RULES,
      ...LABEL_CONDITION_RULES,
      ...RECORD_CONDITION_RULES,
      ...CLASS_DUPLICATE_RULES,
      ...SPECIES_DRUG_RULES,
      ...MORE_SPECIES_RULES,
      ...EQUINE_SPECIES_RULES,
      ...RECORD_SPECIES_RULES,
    ].map((r) => [r.id, r.description] as const),
    ...[...AGE_LIMITS, ...RECORD_AGE_LIMITS].map((r) => [r.id, r.why] as const),
  ]);
  const enforced = EQUINE_REFERENCE.flatMap((e) =>
    (e.enforcedBy ?? []).map((x) => [`${e.drug}: ${x.rule}`, x] as const),
  );

  it('names a rule for every drug it calls enforced', () => {
    expect(enforced.length).toBeGreaterThan(0);
    expect(enforced.filter(([, x]) => !RULE_TEXT.has(x.rule)).map(([name]) => name)).toEqual([]);
  });

  it.each(enforced)('%s fires through the engine for a horse', (_, { rule, fires }) => {
    const pet = { ...petOf({ species: 'horse', conditions: [...(fires.conditions ?? [])] }) };
    if (fires.ageYears !== undefined) pet.ageYears = fires.ageYears;
    const result = checkMedications(pet, fires.meds.map(medOf));
    const said = [
      ...result.drugInteractions.map((i) => i.description),
      ...result.toxicMedications.map((t) => t.reason),
    ];
    expect(said.some((text) => text.includes(RULE_TEXT.get(rule)!))).toBe(true);
  });

  it('prints its coverage line at or above its floor', () => {
    const line = coverageReport().find((l) => l.name === EQUINE_REFERENCE_LINE)!;
    expect(line.floor).toBe(EQUINE_REFERENCE_FLOOR);
    expect(line.of).toBe(EQUINE_REFERENCE.length);
    expect(meetsFloor(line)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { CLASSES, type ClassId } from '../../knowledge/classes';
import { SOURCES } from '../../knowledge/sources';
import { catalogueClasses } from '../coverage';
import { ddiRecordProblems, ruleReportsPair } from './check';
import {
  DDI_LEDGER,
  DDI_LEDGER_BY_SECTION,
  DDI_NOT_COUNTED,
  DDI_SECTIONS,
  isRead,
  type DdiRecord,
  type DdiSection,
} from '.';

// The interaction ledger and the knowledge agree (decision 056): each class has one section and
// at most one record, in its section's file; every drug read carries its class; every
// `enforcedBy` names a pair rule that matches a drug read and the partner; every source exists.

describe('interaction ledger sections', () => {
  const placed = [...Object.values(DDI_SECTIONS).flat(), ...DDI_NOT_COUNTED] as string[];

  it('places every class of classes.ts in exactly one section or in the not-counted list', () => {
    expect(Object.keys(CLASSES).filter((c) => !placed.includes(c))).toEqual([]);
    expect(placed.filter((c, i) => placed.indexOf(c) !== i)).toEqual([]);
    expect(placed.filter((c) => !(c in CLASSES))).toEqual([]);
  });

  it('counts every catalogue class in a section', () => {
    const counted = catalogueClasses();
    expect(counted.length).toBeGreaterThan(100);
    expect(counted.filter((c) => DDI_NOT_COUNTED.includes(c))).toEqual([]);
  });

  it('keeps each record in its section file, one record per class', () => {
    for (const [section, records] of Object.entries(DDI_LEDGER_BY_SECTION)) {
      const own = DDI_SECTIONS[section as DdiSection] as readonly ClassId[];
      expect(
        records.filter((r) => !own.includes(r.class)).map((r) => r.class),
        section,
      ).toEqual([]);
    }
    const classes = DDI_LEDGER.map((r) => r.class);
    expect(classes.filter((c, i) => classes.indexOf(c) !== i)).toEqual([]);
  });
});

describe('interaction ledger records', () => {
  it.each(DDI_LEDGER.map((r) => [r.class, r] as const))('%s agrees with the rules', (_, r) => {
    expect(ddiRecordProblems(r)).toEqual([]);
  });

  it('cites only registered sources', () => {
    const cited = DDI_LEDGER.filter(isRead).flatMap((r) => [
      ...r.sources,
      ...r.interactions.map((i) => i.source),
    ]);
    expect(cited.filter((id) => !(id in SOURCES))).toEqual([]);
  });
});

describe('the ledger check catches a record that disagrees with the rules', () => {
  const nsaid: DdiRecord = {
    class: 'nsaid',
    drugs: ['carprofen'],
    sources: ['label-rimadyl'],
    interactions: [
      {
        with: 'corticosteroid',
        says: 'test row',
        source: 'label-rimadyl',
        enforcedBy: 'nsaid-corticosteroid',
      },
    ],
  };

  it('accepts a rule that matches the pair either way round', () => {
    expect(ddiRecordProblems(nsaid)).toEqual([]);
    expect(ruleReportsPair('nsaid-corticosteroid', ['prednisone'], 'carprofen')).toBe(true);
    expect(ruleReportsPair('nsaid-corticosteroid', ['prednisone'], 'nsaid')).toBe(true);
  });

  it('refuses an unknown rule, a rule for another pair and a drug outside the class', () => {
    const row = (nsaid as { interactions: readonly object[] }).interactions[0];
    const withRow = (patch: object): DdiRecord => ({
      ...nsaid,
      interactions: [{ ...row, ...patch } as never],
    });
    expect(ddiRecordProblems(withRow({ enforcedBy: 'no-such-rule' }))).toHaveLength(1);
    expect(ddiRecordProblems(withRow({ with: 'amoxicillin' }))).toHaveLength(1);
    expect(ddiRecordProblems(withRow({ with: 'general anaesthesia' }))).toHaveLength(1);
    expect(ddiRecordProblems({ ...nsaid, drugs: ['prednisone'] })).not.toEqual([]);
  });

  it('needs a note when a read section names no interaction, and a reason when pending', () => {
    expect(ddiRecordProblems({ ...nsaid, interactions: [] })).toHaveLength(1);
    expect(
      ddiRecordProblems({ ...nsaid, interactions: [], namesNone: 'The label names none.' }),
    ).toEqual([]);
    expect(ddiRecordProblems({ class: 'nsaid', pending: '' })).toHaveLength(1);
  });
});

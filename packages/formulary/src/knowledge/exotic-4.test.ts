import type { RiskLevel, Species } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { check, type PetSpec } from '../engine/test-support';
import { EXOTIC_4_SPECIES_RULES } from './species-rules-exotic-4';
import { EXOTIC_4_DOSE_RANGES } from './dose-ranges-exotic-4';
import { DOSE_RANGES } from './dose-ranges';
import { SOURCES } from './sources';

// The fifth exotic pass (species-rules-exotic-4.ts): every rule cites a registered source, fires
// where its source says, and stays silent for the near misses (another species, the route the
// source calls safe, the group's usual treatment).

type Outcome = 'toxic' | 'caution' | 'none';

function outcome(spec: PetSpec, med: string): { kind: Outcome; risk: RiskLevel | null } {
  const r = check(spec, [med]);
  if (r.toxicMedications.length > 0)
    return { kind: 'toxic', risk: r.toxicMedications[0]!.severity };
  const caution = r.drugInteractions.find((i) => i.kind === 'species-toxicity');
  return caution ? { kind: 'caution', risk: caution.riskLevel } : { kind: 'none', risk: null };
}

describe('exotic rules, fifth pass', () => {
  it('cite registered sources', () => {
    for (const rule of EXOTIC_4_SPECIES_RULES) expect(Object.keys(SOURCES)).toContain(rule.source);
  });

  it.each<[Species, number, string, Outcome, RiskLevel | null]>([
    // Gentamicin by injection or mouth in ferrets; eye and ear drops, dogs and amikacin silent
    ['ferret', 1, 'Gentamicin injection|5 mg|Once daily', 'caution', 'Medium'],
    ['ferret', 0.8, 'Gentocin|4 mg|Once daily', 'caution', 'Medium'],
    ['ferret', 1, 'Gentamicin eye drops|1 drop|Three times daily', 'none', null],
    ['ferret', 1, 'Gentamicin ear drops|2 drops|Twice daily', 'none', null],
    ['ferret', 1, 'Enrofloxacin|10 mg|Once daily', 'none', null],
    ['dog', 20, 'Gentamicin injection|100 mg|Once daily', 'none', null],
    // Plants on the guinea-pig list; the ripe fruit, and the same plants for another species, silent
    ['guinea-pig', 1, 'Tomato leaves', 'caution', 'Medium'],
    ['guinea-pig', 1, 'Green potatoes', 'caution', 'Medium'],
    ['guinea-pig', 1, 'Tomato', 'none', null],
    ['dog', 20, 'Raw potato', 'none', null],
    // Tomato greenery for dogs, cats, birds and rabbits (APCC brief; an exotic practice's list)
    ['dog', 20, 'Tomato vines', 'caution', 'Medium'],
    ['cat', 4, 'Tomato leaves', 'caution', 'Medium'],
    ['bird', 0.1, 'Tomato plant', 'caution', 'Medium'],
    ['rabbit', 2, 'Tomato stems', 'caution', 'Medium'],
    ['bird', 0.1, 'Tomato', 'none', null],
    ['dog', 20, 'Cherry tomatoes', 'none', null],
    ['other', 0.5, 'Tomato leaves', 'none', null],
    ['guinea-pig', 1, 'Hemlock', 'toxic', 'High'],
    ['guinea-pig', 1, 'Deadly nightshade', 'toxic', 'High'],
    ['guinea-pig', 1, 'Monkshood', 'toxic', 'High'],
    ['guinea-pig', 1, 'Ragwort', 'caution', 'Medium'],
    ['guinea-pig', 1, 'Buttercups', 'caution', 'Medium'],
    ['rabbit', 2, 'Buttercups', 'none', null],
    ['guinea-pig', 1, 'Dandelion', 'none', null],
    // Wild cherry leaves for rabbits; the same for a guinea pig (not on its sheet) silent
    ['rabbit', 2, 'Cherry leaves', 'caution', 'Medium'],
    ['rabbit', 2, 'Wild cherry', 'caution', 'Medium'],
    ['guinea-pig', 1, 'Cherry leaves', 'none', null],
  ])('%s %s kg + %s → %s', (species, kg, med, kind, risk) => {
    expect(outcome({ species, kg }, med)).toEqual({ kind, risk });
  });

  it('dose rows are the first for their species and drug, with a registered source', () => {
    for (const row of EXOTIC_4_DOSE_RANGES) {
      expect(Object.keys(SOURCES)).toContain(row.source);
      for (const species of row.species) {
        const first = DOSE_RANGES.find((r) => r.drug === row.drug && r.species.includes(species));
        expect(first, `${row.drug} in a ${species}`).toBe(row);
      }
    }
  });

  it.each<[Species, number, string, Outcome, RiskLevel | null]>([
    // Fipronil spray on a tortoise is a listed reptile treatment; ivermectin stays toxic for it,
    // and the spray stays a danger for rabbits
    ['tortoise', 1.5, 'Frontline Spray|6 sprays|Once', 'none', null],
    ['tortoise', 1.5, 'Ivermectin|0.3 mg|Once', 'toxic', 'Critical'],
    ['rabbit', 2, 'Frontline Spray|6 sprays|Once', 'toxic', 'Critical'],
  ])('%s %s kg + %s → %s', (species, kg, med, kind, risk) => {
    expect(outcome({ species, kg }, med)).toEqual({ kind, risk });
    const doses = check({ species, kg }, [med]).drugInteractions.filter((i) => i.kind === 'dose');
    if (species === 'tortoise' && kind === 'none') expect(doses).toEqual([]);
  });

  it.each<[Species, number, string, Outcome]>([
    // Rows without a mg/kg limit for rabbits (permethrin, pyrethrins): the licensed use stays silent
    ['rabbit', 2, 'Permethrin|1 mL|Once', 'none'],
    ['rabbit', 2, 'Pyrethrin spray|2 sprays|Once', 'none'],
    // Snake allopurinol: the reptile gout dose is silent; a lizard at its own studied dose too
    ['snake', 1, 'Allopurinol|25 mg|Once daily', 'none'],
    ['lizard', 1, 'Allopurinol|25 mg|Once daily', 'none'],
  ])('%s %s kg + %s → %s, no dose finding', (species, kg, med, kind) => {
    expect(outcome({ species, kg }, med).kind).toBe(kind);
    const doses = check({ species, kg }, [med]).drugInteractions.filter((i) => i.kind === 'dose');
    expect(doses).toEqual([]);
  });

  it('flags a snake allopurinol dose above the reptile range', () => {
    const doses = check({ species: 'snake', kg: 1 }, [
      'Allopurinol|100 mg|Once daily',
    ]).drugInteractions.filter((i) => i.kind === 'dose');
    expect(doses.length).toBeGreaterThan(0);
  });
});

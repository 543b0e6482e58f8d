import type { RiskLevel, Species } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { checkMedications } from '../engine/check-medications';
import { resolveName } from '../engine/resolve-name';
import { medOf, petOf } from '../engine/test-support';
import { DOSE_RANGES } from './dose-ranges';

// The coverage gaps filled in one pass: spot-on and collar dose rows judged only for their route,
// label use of spot-ons staying silent and a gross overdose flagged, human OTC ingredients with a
// dose, a 'not used' verdict or a toxic dose, horse rows dosed per horse, and label ages and
// statements read from the labels.

function run(
  species: Species,
  kg: number,
  ageYears: number,
  med: string,
  conditions: string[] = [],
) {
  return checkMedications({ ...petOf({ species, kg, conditions }), ageYears }, [medOf(med)]);
}

const doseFindings = (species: Species, kg: number, med: string): number => {
  const result = run(species, kg, 4, med);
  return (
    result.drugInteractions.filter((i) => i.kind === 'dose').length + result.toxicMedications.length
  );
};

const findingOf = (
  species: Species,
  kg: number,
  ageYears: number,
  med: string,
  kind: string,
  conditions: string[] = [],
): RiskLevel | null =>
  run(species, kg, ageYears, med, conditions).drugInteractions.find((i) => i.kind === kind)
    ?.riskLevel ?? null;

const rowFor = (drug: string, species: Species) =>
  DOSE_RANGES.filter((r) => r.drug === drug && r.species.includes(species));

describe('parasiticide dose rows', () => {
  it.each([
    ['fipronil', 'dog', 'topical'],
    ['selamectin', 'cat', 'topical'],
    ['dinotefuran', 'cat', 'topical'],
    ['imidacloprid', 'dog', 'collar'],
    ['deltamethrin', 'dog', 'collar'],
  ] as const)('%s in the %s names the %s route', (drug, species, route) => {
    expect(rowFor(drug, species).some((r) => r.routes?.includes(route))).toBe(true);
  });

  it('keeps permethrin in cats as not used', () => {
    expect(rowFor('permethrin', 'cat')[0]?.notUsed).toBeDefined();
  });

  // [species, kg, label use]
  it.each<[Species, number, string]>([
    ['dog', 20, 'Revolution for Dogs|1 pipette|Monthly'],
    ['dog', 3, 'Frontline Spot On for Dogs|1 pipette|Monthly'],
    ['dog', 2, 'Vectra 3D|1 pipette|Monthly'],
    ['dog', 25, 'Heartgard Plus|1 chew|Monthly'],
    ['dog', 2, 'Heartgard Plus|1 chew|Monthly'],
    ['cat', 0.7, 'Vectra Felis|1 pipette|Monthly'],
    ['cat', 2.4, 'Revolution for Cats|1 pipette|Monthly'],
    ['cat', 1.3, 'Bravecto Topical for Cats|1 pipette|Every 12 weeks'],
    ['cat', 1, 'Frontline Spot On for Cats|1 pipette|Monthly'],
    ['cat', 4, 'Drontal Cat|1 tablet|Once'],
  ])('label use in a %s of %s kg stays silent: %s', (species, kg, med) => {
    expect(doseFindings(species, kg, med), med).toBe(0);
  });

  it.each<[Species, number, string]>([
    ['cat', 4, 'Selamectin|400 mg|Monthly'],
    ['dog', 10, 'Fipronil|1000 mg|Monthly'],
    ['dog', 10, 'Pyrantel|1000 mg|Once'],
  ])('a gross overdose in a %s of %s kg is flagged: %s', (species, kg, med) => {
    expect(doseFindings(species, kg, med), med).toBeGreaterThan(0);
  });
});

describe('human OTC ingredients in dogs and cats', () => {
  it.each<[Species, number, string]>([
    ['dog', 20, 'Ranitidine|20 mg|Twice daily'],
    ['cat', 4, 'Ranitidine|12.5 mg|Twice daily'],
    ['dog', 20, 'Cimetidine|200 mg|Every 8 hours'],
    ['dog', 20, 'Codeine|30 mg|Every 8 hours'],
    ['cat', 4, 'Dimenhydrinate|12.5 mg|Every 8 hours'],
    ['dog', 12, 'Tums|1 tablet|Twice daily'],
  ])('a usual dose in a %s of %s kg stays silent: %s', (species, kg, med) => {
    expect(doseFindings(species, kg, med), med).toBe(0);
  });

  it.each<[Species, number, string]>([
    ['dog', 10, 'Ranitidine|150 mg|Every 8 hours'],
    ['dog', 10, 'Codeine|60 mg|Every 6 hours'],
    ['cat', 4, 'Rifampin|300 mg|Once daily'],
  ])('about three times the maximum in a %s of %s kg is flagged: %s', (species, kg, med) => {
    expect(doseFindings(species, kg, med), med).toBeGreaterThan(0);
  });

  it.each([
    ['acrivastine', 'dog'],
    ['levocetirizine', 'cat'],
    ['pholcodine', 'dog'],
    ['essential oils', 'cat'],
    ['nicotine', 'dog'],
    ['codeine', 'cat'],
    ['acetazolamide', 'cat'],
  ] as const)('%s in the %s is recorded as not used', (drug, species) => {
    expect(rowFor(drug, species).some((r) => r.notUsed !== undefined)).toBe(true);
  });

  it('gives caffeine the published toxic dose', () => {
    // Dogs: mild signs from 20 mg/kg are a caution, the toxic list from 40 mg/kg (the heart).
    expect(rowFor('caffeine', 'dog')[0]?.toxicMgKg).toBe(40);
    expect(rowFor('caffeine', 'cat')[0]?.toxicMgKg).toBe(20);
  });
});

describe('horse rows dosed per horse, joint or ribbon', () => {
  it.each(['hyaluronate sodium', 'polysulfated glycosaminoglycan', 'diclofenac'])(
    '%s has a horse row dosed in its own unit',
    (drug) => {
      const rows = rowFor(drug, 'horse');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.dosedIn !== undefined)).toBe(true);
    },
  );
  it('stays silent on label use of Hyonate', () => {
    expect(doseFindings('horse', 500, 'Hyonate|4 mL|Once weekly')).toBe(0);
  });
});

describe('label ages and statements read from the labels', () => {
  it.each<[string, number | undefined]>([
    ['NexGard Spectra', 8],
    ['Frontline Shield', 9],
    ['Frontline Combo Dog', 8],
    ['Frontline Tri-Act', 8],
    ['Broadline', 7],
    ['Milbemax for Cats', 6],
    ['Vectra Felis', 7],
    ['Vectra for Cats', 8],
  ])('%s carries its minimum age', (name, weeks) => {
    expect(resolveName(name).product?.record?.label?.minAgeWeeks, name).toBe(weeks);
  });

  it('reports the label minimum age of Milbemax for a young kitten', () => {
    expect(findingOf('cat', 0.6, 4 / 52, 'Milbemax for Cats|1 tablet|Once', 'age')).toBe('High');
    expect(findingOf('cat', 1, 8 / 52, 'Milbemax for Cats|1 tablet|Once', 'age')).toBeNull();
  });

  it.each<[Species, number, string, string]>([
    ['dog', 20, 'ProHeart 6|3.4 mL|Once', 'underweight'],
    ['dog', 20, 'Frontline Spot On for Dogs|1 pipette|Monthly', 'debilitated'],
    ['cat', 4, 'Frontline Combo for Cats|1 pipette|Monthly', 'debilitated'],
    ['horse', 450, 'Strongid T|60 mL|Once', 'emaciated'],
    ['horse', 450, 'Finadyne Solution|10 mL|Once daily', 'pregnant'],
    ['horse', 450, 'Sedaxylan|25 mL|Once', 'diabetic'],
  ])('%s: %s reports a label statement for %s', (species, kg, med, condition) => {
    expect(findingOf(species, kg, 5, med, 'condition', [condition]), med).not.toBeNull();
    expect(findingOf(species, kg, 5, med, 'condition'), med).toBeNull();
  });

  it('reads Exodus Paste by the syringe', () => {
    const record = resolveName('Exodus Paste').product?.record;
    expect(record?.syringe?.treatsKg).toBe(544);
    expect(record?.actives?.[0]?.mg).toBe(3600);
  });
});

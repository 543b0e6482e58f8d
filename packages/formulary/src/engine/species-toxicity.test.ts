import type { RiskLevel, Species } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { check } from './test-support';

// One row per species rule and per boundary: the medication alone (with a harmless companion)
// lands on the toxic list, gets a species caution, or passes.

type Outcome = 'toxic' | 'caution' | 'none';

function outcome(
  species: Species,
  med: string,
  kg?: number,
): { kind: Outcome; risk: RiskLevel | null } {
  const r = check({ species, kg }, ['Famotidine|1 mg|Once daily', med]);
  if (r.toxicMedications.length > 0)
    return { kind: 'toxic', risk: r.toxicMedications[0]!.severity };
  const caution = r.drugInteractions.find((i) => i.kind === 'species-toxicity');
  return caution ? { kind: 'caution', risk: caution.riskLevel } : { kind: 'none', risk: null };
}

describe('species toxicity', () => {
  it.each<[Species, string, number | undefined, Outcome, RiskLevel | null]>([
    ['cat', 'Acetaminophen|80 mg|Once daily', 4, 'toxic', 'Critical'],
    ['dog', 'Acetaminophen|300 mg|Once daily', 4, 'toxic', 'Critical'],
    ['dog', 'Acetaminophen|290 mg|Once daily', 4, 'caution', 'Low'],
    ['dog', 'Acetaminophen|300 mg|Every 8 hours', 10, 'caution', 'Low'],
    ['dog', 'Acetaminophen|340 mg|Every 8 hours', 10, 'toxic', 'Critical'],
    ['dog', 'Acetaminophen||', 10, 'caution', 'Medium'],
    ['bird', 'Tylenol|10 mg|Once daily', 0.4, 'toxic', 'High'],
    ['cat', 'Ibuprofen|200 mg|Once daily', 4, 'toxic', 'Critical'],
    ['dog', 'Ibuprofen|200 mg|Once daily', 30, 'toxic', 'High'],
    ['rabbit', 'Naproxen|50 mg|Once daily', 2, 'toxic', 'High'],
    ['dog', 'Diclofenac|50 mg|Once daily', 20, 'toxic', 'High'],
    ['dog', 'Diclofenac eye drops|1 drop|Twice daily', 20, 'none', null],
    ['cat', 'Aspirin|81 mg|Twice daily', 4.5, 'toxic', 'High'],
    ['cat', 'Aspirin|81 mg|Every 72 hours', 4.5, 'caution', 'Medium'],
    ['dog', 'Aspirin|325 mg|Twice daily', 30, 'none', null],
    ['cat', 'Bismuth subsalicylate|5 mL|Every 8 hours', 4.5, 'toxic', 'High'],
    ['dog', 'Pepto-Bismol|15 mL|Every 8 hours', 30, 'none', null],
    ['cat', 'Rimadyl|25 mg|Twice daily', 4.5, 'caution', 'High'],
    ['cat', 'Carprofen injection|4 mg/kg SC|Once', 4.5, 'none', null],
    ['cat', 'Meloxicam injection|0.3 mg/kg SC (single dose)|Once', 4.5, 'none', null],
    ['dog', 'Sudafed|30 mg|Twice daily', 10, 'toxic', 'High'],
    ['cat', 'Imodium|1 mg|Twice daily', 4.5, 'caution', 'Medium'],
    ['cat', 'Permethrin spot-on|1 tube|Monthly', 4.5, 'toxic', 'Critical'],
    ['dog', 'Permethrin spot-on|1 tube|Monthly', 20, 'none', null],
    ['cat', 'Seresto|1 collar|Every 8 months', 4.5, 'none', null],
    ['cat', 'Preventic collar|1 collar|Every 3 months', 4.5, 'toxic', 'High'],
    ['rabbit', 'Frontline|1 pipette|Monthly', 2, 'toxic', 'Critical'],
    ['rabbit', 'Advantage|1 pipette|Monthly', 2, 'none', null],
    ['rabbit', 'Clindamycin|20 mg|Twice daily', 2, 'toxic', 'Critical'],
    ['rabbit', 'Amoxicillin (oral)|40 mg|Twice daily', 2, 'toxic', 'Critical'],
    ['rabbit', 'Penicillin G benzathine injection|60000 IU SC|Weekly', 2, 'none', null],
    ['rabbit', 'Cephalexin|30 mg|Twice daily', 2, 'toxic', 'High'],
    ['rabbit', 'Enrofloxacin|20 mg|Once daily', 2, 'none', null],
    ['other', 'Amoxicillin|20 mg|Twice daily', 1, 'caution', 'Medium'],
    ['cat', 'Valacyclovir|250 mg|Twice daily', 4.5, 'toxic', 'Critical'],
    ['cat', 'Famciclovir|62.5 mg|Twice daily', 4.5, 'none', null],
    ['cat', 'Minoxidil|1 mL|Once daily', 4.5, 'toxic', 'Critical'],
    ['dog', 'Baclofen|10 mg|Once daily', 20, 'toxic', 'High'],
    ['bird', 'Fenbendazole|5 mg|Once daily', 0.4, 'none', null], // a parrot or hen: formulary dose
    // Foods, plants and household products
    ['dog', 'Xylitol|1 piece|As needed', 10, 'toxic', 'Critical'],
    ['cat', 'Xylitol|1 piece|As needed', 4, 'caution', 'Low'],
    ['dog', 'Grapes||', 10, 'toxic', 'Critical'],
    ['bird', 'Grapes||', 0.4, 'none', null],
    ['cat', 'Lily||', 4, 'toxic', 'Critical'],
    ['dog', 'Lily||', 10, 'caution', 'Low'],
    ['cat', 'Peace lily||', 4, 'caution', 'Medium'],
    ['bird', 'Avocado||', 0.4, 'toxic', 'Critical'],
    ['dog', 'Avocado||', 10, 'caution', 'Low'],
    ['dog', 'Chocolate||', 10, 'toxic', 'High'],
    ['cat', 'Garlic||', 4, 'toxic', 'High'],
    ['dog', 'Ethylene glycol||', 10, 'toxic', 'Critical'],
    ['bird', 'Teflon||', 0.4, 'toxic', 'Critical'],
    ['dog', 'Teflon||', 10, 'none', null],
    ['cat', 'Essential oils||', 4, 'toxic', 'High'],
    ['dog', 'Essential oils||', 10, 'caution', 'Medium'],
    ['dog', 'Fish oil|1000 mg|Once daily', 20, 'none', null],
  ])('%s + %s (%s kg) → %s %s', (species, med, kg, kind, risk) => {
    expect(outcome(species, med, kg)).toEqual({ kind, risk });
  });

  it('lists a toxic medication once, with the species and the most severe reason', () => {
    const r = check({ species: 'cat' }, ['Vectra 3D|1 tube|Monthly']);
    expect(r.toxicMedications).toHaveLength(1);
    expect(r.toxicMedications[0]).toMatchObject({
      medication: 'Vectra 3D (dinotefuran/pyriproxyfen/permethrin)',
      species: ['cat'],
      severity: 'Critical',
      kind: 'species-toxicity',
    });
  });

  it('does not also report a dose finding for a medication on the toxic list', () => {
    const r = check({ species: 'dog', kg: 4 }, ['Acetaminophen|500 mg (125 mg/kg)|Every 8 hours']);
    expect(r.drugInteractions).toEqual([]);
  });
});

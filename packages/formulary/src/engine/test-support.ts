import type { Mdr1Status, RiskLevel, Species } from '@pawrx/contracts/enums';
import type { QuickCheckResult, Verdict } from '@pawrx/contracts/interactions';
import { checkMedications, type PetForCheck } from './check-medications';
import type { QuickCheckCase } from './judge-case';

// Compact builders for the engine's table tests. A medication is written 'Name|dosage|frequency'
// (dosage and frequency optional); the last one in a list is the new medication.

export interface PetSpec {
  species: Species;
  breed?: string;
  kg?: number | null;
  allergies?: string[];
  conditions?: string[];
  mdr1?: Mdr1Status;
  name?: string;
}

const DEFAULT_KG: Record<Species, number> = {
  dog: 20,
  cat: 4.5,
  rabbit: 2.5,
  bird: 0.4,
  'guinea-pig': 1,
  ferret: 1.2,
  'small-rodent': 0.15,
  tortoise: 2,
  lizard: 0.45,
  snake: 1.5,
  horse: 500,
  other: 1,
};

export function petOf(spec: PetSpec): PetForCheck {
  return {
    name: spec.name,
    species: spec.species,
    breed:
      spec.breed ??
      (spec.species === 'dog' ? 'Mixed breed' : spec.species === 'cat' ? 'Domestic Shorthair' : ''),
    weightKg: spec.kg === undefined ? DEFAULT_KG[spec.species] : spec.kg,
    ageYears: 6,
    allergies: spec.allergies ?? [],
    conditions: spec.conditions ?? [],
    mdr1: spec.mdr1 ?? 'untested',
  };
}

export function medOf(text: string): { name: string; dosage: string; frequency: string } {
  const [name = '', dosage = '', frequency = ''] = text.split('|').map((s) => s.trim());
  return { name, dosage, frequency };
}

export function check(spec: PetSpec, meds: readonly string[]): QuickCheckResult {
  return checkMedications(petOf(spec), meds.map(medOf));
}

/** The condition findings for one medication given to a pet with these conditions. */
export function conditionFindings(species: Species, conditions: string[], med: string) {
  return check({ species, conditions }, [med]).drugInteractions.filter(
    (i) => i.kind === 'condition',
  );
}

export interface Expectation {
  v: Verdict | Verdict[];
  flag?: string[];
  min?: RiskLevel;
}

export function kase(
  id: string,
  category: string,
  spec: PetSpec,
  meds: readonly string[],
  expect: Expectation,
): QuickCheckCase {
  const all = meds.map(medOf);
  const verdicts = Array.isArray(expect.v) ? expect.v : [expect.v];
  const pet = petOf(spec);
  return {
    id,
    category,
    pet: { ...pet, allergies: pet.allergies, conditions: pet.conditions },
    current: all.slice(0, -1),
    new: all[all.length - 1]!,
    expect: {
      verdict: verdicts[0]!,
      acceptableVerdicts: verdicts,
      mustFlag: expect.flag ?? [],
      minRisk: expect.min ?? null,
    },
  };
}

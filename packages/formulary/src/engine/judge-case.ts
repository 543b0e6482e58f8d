import type { Mdr1Status, RiskLevel, Species } from '@pawrx/contracts/enums';
import { riskRank } from '@pawrx/contracts/enums';
import type { MedicationToCheck, QuickCheckResult, Verdict } from '@pawrx/contracts/interactions';
import { verdict } from '@pawrx/contracts/interactions';
import { checkMedications } from './check-medications';

// Judging a worked Quick Check case the way ../shared/clinical/README.md describes: the verdict
// is acceptable, every mustFlag word appears in a reported medication name, and (when minRisk is
// set) some interaction naming the flagged drugs reaches that risk. Used by the eval script and
// by the engine's own held-out tests.

export interface QuickCheckCase {
  id: string;
  category: string;
  pet: {
    species: Species;
    breed: string;
    weightKg: number | null;
    ageYears: number | null;
    allergies: string[];
    conditions: string[];
    mdr1?: Mdr1Status;
    sex?: 'male' | 'female' | 'unknown';
    neutered?: boolean;
  };
  current: MedicationToCheck[];
  new: MedicationToCheck;
  expect: {
    verdict: Verdict;
    mustFlag: string[];
    minRisk: RiskLevel | null;
    acceptableVerdicts?: Verdict[];
  };
  confidence?: 'high' | 'medium' | 'low';
}

export interface CaseOutcome {
  id: string;
  category: string;
  right: boolean;
  verdict: Verdict;
  reasons: string[];
  result: QuickCheckResult;
}

export function runCase(c: QuickCheckCase): QuickCheckResult {
  const pet = { ...c.pet, mdr1: c.pet.mdr1 ?? ('untested' as const) };
  const meds = [...c.current, c.new].map((m) => ({
    name: m.name,
    dosage: m.dosage ?? '',
    frequency: m.frequency ?? '',
  }));
  return checkMedications(pet, meds);
}

export function judgeCase(c: QuickCheckCase): CaseOutcome {
  const result = runCase(c);
  const got = verdict(result);
  const reasons: string[] = [];
  const accepted = c.expect.acceptableVerdicts ?? [c.expect.verdict];
  if (!accepted.includes(got)) reasons.push(`verdict ${got}, expected ${accepted.join(' or ')}`);
  const names = [
    ...result.toxicMedications.map((t) => t.medication),
    ...result.drugInteractions.flatMap((i) => [i.medication1, i.medication2]),
  ].map((n) => n.toLowerCase());
  const flags = c.expect.mustFlag.map((f) => f.toLowerCase());
  for (const flag of flags) {
    if (!names.some((n) => spellings(flag).some((s) => n.includes(s))))
      reasons.push(`'${flag}' not reported`);
  }
  const minRisk = c.expect.minRisk;
  if (minRisk !== null && flags.length > 0) {
    const reaches = result.drugInteractions.some((i) => {
      const text = `${i.medication1} ${i.medication2}`.toLowerCase();
      const named = flags.every((f) => spellings(f).some((s) => text.includes(s)));
      return named && riskRank(i.riskLevel) >= riskRank(minRisk);
    });
    if (!reaches) reasons.push(`no interaction naming ${flags.join(' + ')} at ${minRisk} or above`);
  }
  return {
    id: c.id,
    category: c.category,
    right: reasons.length === 0,
    verdict: got,
    reasons,
    result,
  };
}

/**
 * One drug under its international and US names: a case written from a UK label flags
 * 'torasemide' where the report says 'torsemide'. The grader accepts either spelling.
 */
const SAME_DRUG: ReadonlyArray<readonly string[]> = [
  ['torasemide', 'torsemide'],
  ['paracetamol', 'acetaminophen'],
  ['salbutamol', 'albuterol'],
  ['ciclosporin', 'cyclosporine'],
  ['frusemide', 'furosemide'],
  ['thiamazole', 'methimazole'],
  ['cefalexin', 'cephalexin'],
  ['glibenclamide', 'glyburide'],
  ['adrenaline', 'epinephrine'],
  ['lignocaine', 'lidocaine'],
  ['pethidine', 'meperidine'],
  ['colecalciferol', 'cholecalciferol'],
];

function spellings(flag: string): readonly string[] {
  const pair = SAME_DRUG.find((names) => names.includes(flag));
  return pair ?? [flag];
}

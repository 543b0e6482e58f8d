import type { RiskLevel } from '@pawrx/contracts/enums';
import type { MedicationToCheck } from '@pawrx/contracts/interactions';
import type { DoseChange } from '@pawrx/contracts/weights';
import type { DoseWarning } from '@pawrx/contracts/medications';
import { checkMedications, type PetForCheck } from './check-medications';
import { fmt } from './dose-reading';
import { buildContext, doseFacts } from './medication-context';
import { buildPetContext } from './pet-context';

// Doses re-checked when a pet's weight changes (issue 15). A dose written as '1 tablet' of
// 'Rimadyl 100mg' is a fixed number of mg, so its mg/kg moves with the weight: a dog that drops
// from 25 to 15 kg goes from 4 to 6.7 mg/kg. Each current medication is checked on its own at the
// weight before and the weight now, with the same dose-range rules as the Quick Check; the ones
// whose dose finding changed (into or out of range, or Medium to High) are reported.

export interface RecheckMedication extends MedicationToCheck {
  id: string;
}

interface DoseState {
  mgPerKg: number | null;
  risk: RiskLevel | null;
  description: string | null;
  recommendation: string | null;
}

const withWeight = (pet: PetForCheck, weightKg: number | null): PetForCheck => ({
  ...pet,
  weightKg,
});

/** mg/kg per dose as the engine works it out, or null when the dose cannot be read. */
export function mgPerKgPerDose(pet: PetForCheck, med: MedicationToCheck): number | null {
  const petContext = buildPetContext(pet);
  const context = buildContext(med, 0, petContext.species);
  const ids = [null, ...context.components.map((c) => c.drug.id)];
  for (const id of ids) {
    const perDose = doseFacts(context, id, petContext.weightKg).perDoseMgKg;
    if (perDose !== null && Number.isFinite(perDose)) return Number(perDose.toPrecision(3));
  }
  return null;
}

/** The dose findings for one medication alone: only its own dose can change with the weight. */
function doseState(pet: PetForCheck, med: MedicationToCheck): DoseState {
  const findings = checkMedications(pet, [med]).drugInteractions.filter((f) => f.kind === 'dose');
  // The engine lists findings highest risk first.
  const worst = findings[0];
  return {
    mgPerKg: mgPerKgPerDose(pet, med),
    risk: worst?.riskLevel ?? null,
    description: worst?.description ?? null,
    recommendation: worst?.recommendation ?? null,
  };
}

function withinRangeText(med: MedicationToCheck, before: DoseState, now: DoseState, kg: number) {
  const dose = now.mgPerKg !== null ? `about ${fmt(now.mgPerKg)} mg/kg per dose` : 'the dose';
  const was = before.mgPerKg !== null ? ` (was ${fmt(before.mgPerKg)} mg/kg)` : '';
  return `${med.name}: ${dose} at the new weight of ${fmt(kg)} kg is now within the usual range${was}.`;
}

/**
 * The current medications whose dose finding differs between `beforeKg` and `nowKg`. Pure and
 * deterministic; a medication whose dose cannot be worked out, or that has no usual range for
 * the species, never appears.
 */
export function recheckDoses(
  pet: PetForCheck,
  medications: readonly RecheckMedication[],
  beforeKg: number | null,
  nowKg: number | null,
): DoseChange[] {
  if (nowKg === beforeKg || nowKg === null || !(nowKg > 0)) return [];
  const changes: DoseChange[] = [];
  for (const med of medications) {
    if (!med.name.trim()) continue;
    const input = { name: med.name, dosage: med.dosage, frequency: med.frequency };
    const before = doseState(withWeight(pet, beforeKg), input);
    const now = doseState(withWeight(pet, nowKg), input);
    if (before.risk === now.risk) continue;
    changes.push({
      medicationId: med.id,
      medicationName: med.name,
      mgPerKgBefore: before.mgPerKg,
      mgPerKgNow: now.mgPerKg,
      finding:
        now.risk === null
          ? {
              status: 'within-range',
              riskLevel: null,
              description: withinRangeText(input, before, now, nowKg),
              recommendation: null,
            }
          : {
              status: 'out-of-range',
              riskLevel: now.risk,
              description: now.description ?? '',
              recommendation: now.recommendation,
            },
    });
  }
  return changes;
}

/**
 * The dose warning a current medication carries at the pet's stored weight (issue 24): the
 * engine's dose finding for this medication alone, or null when its dose is within the usual
 * range, cannot be read, or has no range for the species. Derived from stored data, so it stays
 * on the medication until its dose or the pet's weight changes.
 */
export function doseWarningAt(pet: PetForCheck, med: MedicationToCheck): DoseWarning | null {
  if (!med.name.trim() || pet.weightKg === null) return null;
  const state = doseState(pet, { name: med.name, dosage: med.dosage, frequency: med.frequency });
  if (state.risk === null) return null;
  return {
    riskLevel: state.risk,
    mgPerKg: state.mgPerKg,
    description: state.description ?? '',
    recommendation: state.recommendation,
  };
}

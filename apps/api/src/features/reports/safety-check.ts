import { checkMedications } from '@pawrx/formulary/engine/check-medications';
import { toPetForCheck } from '../../lib/pet-for-check';
import type { ReportMedication, ReportPet, ReportSafety } from './medical-report.types';

/**
 * What the formulary's safety engine (the Quick Check) finds among the current medications:
 * the one place the report calls it. An engine failure costs the section, not the report.
 */
export function checkCurrentMedications(
  pet: ReportPet,
  current: ReportMedication[],
  now: Date,
): ReportSafety {
  if (current.length === 0) return { status: 'no-medications' };
  try {
    const result = checkMedications(
      toPetForCheck(pet, now),
      current.map(({ name, dosage, frequency }) => ({ name, dosage, frequency })),
    );
    return { status: 'checked', result };
  } catch {
    return { status: 'unavailable', reason: 'the safety engine failed on these medications.' };
  }
}

import type { ReportMedication, ReportPet, ReportSafety } from './medical-report.types';

/**
 * What the formulary's safety engine finds among the current medications. The one place the
 * report calls the engine.
 *
 * TODO(lead): `@pawrx/formulary/engine/check-medications` had not landed when the report was
 * written. Once it has, replace the body below with:
 *   const result = checkMedications(toPetForCheck(pet, now), current.map(({ name, dosage, frequency }) => ({ name, dosage, frequency })));
 *   return { status: 'checked', result };
 * (weight lbs → kg and age → years as in src/lib/pet-for-check.ts).
 */
export function checkCurrentMedications(
  _pet: ReportPet,
  current: ReportMedication[],
  _now: Date,
): ReportSafety {
  if (current.length === 0) return { status: 'no-medications' };
  return { status: 'unavailable', reason: 'the medication safety engine is not available yet.' };
}

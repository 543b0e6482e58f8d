import type { z } from 'zod';
import { DEFAULT_MEDICATION_ROUTE } from '@pawrx/contracts/constants';
import { medicationCreateBodySchema, type Medication } from '@pawrx/contracts/medications';

// The add/edit medication form (spec §5 Medication save): the create body less its status (the
// card's buttons move it), so only the name is required and every rule is the API's own.

export const medicationFormSchema = medicationCreateBodySchema.omit({ status: true });
export type MedicationFormInput = z.input<typeof medicationFormSchema>;
export type MedicationFormValues = z.output<typeof medicationFormSchema>;

export const EMPTY_MEDICATION_FORM: MedicationFormInput = {
  name: '',
  brandName: '',
  dosage: '',
  frequency: '',
  route: '',
  startDate: '',
  endDate: '',
  prescribedBy: '',
  reason: '',
  instructions: '',
  doseTimes: [],
  remindersEnabled: true,
  supplyQuantity: null,
  supplyUnit: null,
  amountPerDose: null,
};

/** The form's starting values: the medication being edited, else a new one (§9: oral). */
export function medicationFormDefaults(medication?: Medication): MedicationFormInput {
  if (!medication) return { ...EMPTY_MEDICATION_FORM, route: DEFAULT_MEDICATION_ROUTE };
  const { name, brandName, dosage, frequency, route, prescribedBy, reason, instructions } =
    medication;
  return {
    name,
    brandName,
    dosage,
    frequency,
    route,
    startDate: medication.startDate ?? '',
    endDate: medication.endDate ?? '',
    prescribedBy,
    reason,
    instructions,
    doseTimes: medication.doseTimes,
    remindersEnabled: medication.remindersEnabled,
    supplyQuantity: medication.supplyQuantity,
    supplyUnit: medication.supplyUnit,
    amountPerDose: medication.amountPerDose,
  };
}

/** A new dose time: an hour after the last one, skipping times already listed. */
export function nextDoseTime(times: readonly string[]): string {
  const last = times.at(-1);
  let hour = last ? (Number(last.slice(0, 2)) + 1) % 24 : 8;
  const minutes = last ? last.slice(3, 5) : '00';
  for (let tries = 0; tries < 24; tries++, hour = (hour + 1) % 24) {
    const time = `${String(hour).padStart(2, '0')}:${minutes}`;
    if (!times.includes(time)) return time;
  }
  return '12:00';
}

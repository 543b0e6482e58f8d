import { supplyStateSchema } from './supply-state';
import { z } from 'zod';
import { medicationScheduleFields, SUPPLY_UNITS } from './dose-schedule';
import { envelope } from './envelope';
import {
  CURRENT_MEDICATION_STATUSES,
  MEDICATION_ROUTES,
  MEDICATION_STATUSES,
  medicationRouteSchema,
  medicationStatusSchema,
  riskLevelSchema,
  type MedicationStatus,
} from './enums';
import { isDateOnly } from './dates';
import { VALIDATION_MESSAGES } from './messages';

// Medications (spec §3 Medication, §4 Medication status and Add medication flow, §5 Medication
// save, §7 medication rows).

/** A required date-only value, 'YYYY-MM-DD'. */
export const dateOnlySchema = (requiredMessage = 'Date is required') =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine(isDateOnly, 'Use a date written YYYY-MM-DD');

/** An optional date: 'YYYY-MM-DD', or '' / null for none (stored as null). */
export const optionalDateSchema = z
  .union([z.string().trim(), z.null()])
  .refine((v) => v === null || v === '' || isDateOnly(v), 'Use a date written YYYY-MM-DD')
  .transform((v) => (v ? v : null));

/** Free text: trimmed, bounded, '' when absent. */
export const textField = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

/** Empty (not given) or one of the spec's routes. */
export const medicationRouteInputSchema = z.union([z.literal(''), medicationRouteSchema], {
  error: `Route must be empty or one of: ${MEDICATION_ROUTES.join(', ')}`,
});

const medicationName = z
  .string({ error: VALIDATION_MESSAGES.medicationNameRequired })
  .trim()
  .min(1, VALIDATION_MESSAGES.medicationNameRequired)
  .max(200, 'At most 200 characters');

const medicationFields = {
  brandName: textField(200),
  dosage: textField(200),
  frequency: textField(100),
  route: medicationRouteInputSchema,
  startDate: optionalDateSchema,
  endDate: optionalDateSchema,
  prescribedBy: textField(200),
  reason: textField(1000),
  instructions: textField(2000),
  status: z.enum(MEDICATION_STATUSES, {
    error: `Status must be one of: ${MEDICATION_STATUSES.join(', ')}`,
  }),
};

/** POST body: the name is required; everything else optional (status defaults to active). */
export const medicationCreateBodySchema = z.object({
  name: medicationName,
  brandName: medicationFields.brandName.default(''),
  dosage: medicationFields.dosage.default(''),
  frequency: medicationFields.frequency.default(''),
  route: medicationFields.route.default(''),
  startDate: medicationFields.startDate.default(null),
  endDate: medicationFields.endDate.default(null),
  prescribedBy: medicationFields.prescribedBy.default(''),
  reason: medicationFields.reason.default(''),
  instructions: medicationFields.instructions.default(''),
  status: medicationFields.status.default('active'),
  doseTimes: medicationScheduleFields.doseTimes.default([]),
  remindersEnabled: medicationScheduleFields.remindersEnabled.default(true),
  supplyQuantity: medicationScheduleFields.supplyQuantity.default(null),
  supplyUnit: medicationScheduleFields.supplyUnit.default(null),
  amountPerDose: medicationScheduleFields.amountPerDose.default(null),
});
export type MedicationCreateBody = z.input<typeof medicationCreateBodySchema>;
export type MedicationCreate = z.output<typeof medicationCreateBodySchema>;

/** PUT body: a partial update. A field the body does not send keeps its stored value. */
export const medicationUpdateBodySchema = z.object({
  name: medicationName.optional(),
  brandName: medicationFields.brandName.optional(),
  dosage: medicationFields.dosage.optional(),
  frequency: medicationFields.frequency.optional(),
  route: medicationFields.route.optional(),
  startDate: medicationFields.startDate.optional(),
  endDate: medicationFields.endDate.optional(),
  prescribedBy: medicationFields.prescribedBy.optional(),
  reason: medicationFields.reason.optional(),
  instructions: medicationFields.instructions.optional(),
  status: medicationFields.status.optional(),
  doseTimes: medicationScheduleFields.doseTimes.optional(),
  remindersEnabled: medicationScheduleFields.remindersEnabled.optional(),
  supplyQuantity: medicationScheduleFields.supplyQuantity.optional(),
  supplyUnit: medicationScheduleFields.supplyUnit.optional(),
  amountPerDose: medicationScheduleFields.amountPerDose.optional(),
});
export type MedicationUpdateBody = z.input<typeof medicationUpdateBodySchema>;
export type MedicationUpdate = z.output<typeof medicationUpdateBodySchema>;

/**
 * The dose above the usual range for the pet's species at its current weight (the safety
 * engine's dose finding), kept on the medication until its dose or the pet's weight changes.
 */
export const doseWarningSchema = z.object({
  riskLevel: riskLevelSchema,
  /** mg/kg per dose at the current weight; null when the engine could not work it out. */
  mgPerKg: z.number().nullable(),
  description: z.string(),
  recommendation: z.string().nullable(),
});
export type DoseWarning = z.infer<typeof doseWarningSchema>;

export const medicationSchema = z.object({
  _id: z.string(),
  petId: z.string(),
  name: z.string(),
  brandName: z.string(),
  dosage: z.string(),
  frequency: z.string(),
  route: medicationRouteInputSchema,
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  prescribedBy: z.string(),
  reason: z.string(),
  instructions: z.string(),
  status: medicationStatusSchema,
  /** Local dose times 'HH:MM' in the account's time zone; [] when not scheduled. */
  doseTimes: z.array(z.string()),
  remindersEnabled: z.boolean(),
  supplyQuantity: z.number().nullable(),
  supplyUnit: z.enum(SUPPLY_UNITS).nullable(),
  amountPerDose: z.number().nullable(),
  /** Last local day the counted supply covers; null when it cannot be worked out. */
  supplyRunsOutOn: z.string().nullable(),
  /** Supply and refill state (issue 24 item 5): the one every screen shows. */
  supply: supplyStateSchema,
  /** Set on a current medication whose dose is above the usual range at the pet's weight. */
  doseWarning: doseWarningSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Medication = z.infer<typeof medicationSchema>;

export const medicationListSchema = z.object({
  current: z.array(medicationSchema),
  history: z.array(medicationSchema),
});
export type MedicationList = z.infer<typeof medicationListSchema>;

export const medicationListResponseSchema = envelope(medicationListSchema);
export const medicationResponseSchema = envelope(medicationSchema);

export const petMedicationParamsSchema = z.object({ petId: z.string().max(100) });
export const medicationParamsSchema = z.object({
  petId: z.string().max(100),
  medicationId: z.string().max(100),
});

// ── Status transitions (spec §4 lists the statuses; the moves are ours, written down here):
// active ⇄ paused; active or paused → completed or discontinued; completed and discontinued are
// final (a course that ended is recorded again as a new medication, so history stays true).

export const FINAL_MEDICATION_STATUSES: readonly MedicationStatus[] = ['completed', 'discontinued'];

export const isCurrentStatus = (status: MedicationStatus): boolean =>
  CURRENT_MEDICATION_STATUSES.includes(status);

export function canMoveStatus(from: MedicationStatus, to: MedicationStatus): boolean {
  if (from === to) return true;
  return !FINAL_MEDICATION_STATUSES.includes(from);
}

export const MEDICATION_STATUS_LABELS: Record<MedicationStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  completed: 'Completed',
  discontinued: 'Discontinued',
};

export const MEDICATION_EXTRA_MESSAGES = {
  finalStatus: (status: MedicationStatus) =>
    `This medication is ${status}; a ${status} medication cannot be restarted or changed to another status. Add it again as a new medication.`,
  endBeforeStart: 'End date cannot be before the start date',
} as const;

/** The heading of a medication's dose warning: 'Dose above the usual range (High risk)'. */
export const doseWarningTitle = (warning: Pick<DoseWarning, 'riskLevel'>): string =>
  `Dose above the usual range (${warning.riskLevel} risk)`;

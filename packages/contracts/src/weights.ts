import { z } from 'zod';
import { isDateOnly } from './dates';
import { envelope } from './envelope';
import { riskLevelSchema, WEIGHT_UNITS, type WeightUnit } from './enums';

// A pet's weight history (issue 15): one entry per weighing, stored in kg. The newest entry is the
// pet's current weight, so recording one re-checks the doses of its current medications.

export const KG_PER_LB = 0.45359237;
/** Heavier than any pet the app serves (a draft horse is about 1,000 kg). */
export const MAX_WEIGHT_KG = 1500;
/** A change of more than this share of the earlier weight within the window is flagged. */
export const WEIGHT_TREND_SHARE = 0.1;
export const WEIGHT_TREND_WINDOW_DAYS = 30;
export const MAX_WEIGHT_NOTE = 500;

export const WEIGHT_MESSAGES = {
  listed: 'Weight history',
  added: 'Weight recorded',
  deleted: 'Weight entry deleted',
  notFound: 'Weight entry not found',
  saveError: 'Error saving weight',
  deleteError: 'Error deleting weight entry',
  weightRequired: 'Weight is required',
  weightNotNumber: 'Weight must be a number',
  weightNotPositive: 'Weight must be more than 0',
  weightTooLarge: `Weight must be at most ${MAX_WEIGHT_KG.toLocaleString('en-US')} kg (${Math.floor(
    MAX_WEIGHT_KG / KG_PER_LB,
  ).toLocaleString('en-US')} lbs)`,
  unitInvalid: `Weight unit must be one of: ${WEIGHT_UNITS.join(', ')}`,
  dateRequired: 'Date is required',
  dateInvalid: 'Date must be a real day written YYYY-MM-DD',
  dateInFuture: 'Date cannot be in the future',
  noteTooLong: `Note must be at most ${MAX_WEIGHT_NOTE} characters`,
} as const;

/** Rounded to the gram: more digits than a scale shows would only be noise. */
export const roundKg = (kg: number): number => Math.round(kg * 1000) / 1000;

export const toKg = (weight: number, unit: WeightUnit): number =>
  roundKg(unit === 'kg' ? weight : weight * KG_PER_LB);

/** kg in the unit an owner reads, to two decimals (22.05 lbs). */
export const fromKg = (kg: number, unit: WeightUnit): number =>
  Math.round((unit === 'kg' ? kg : kg / KG_PER_LB) * 100) / 100;

/** A date-only value that must be a real calendar day. */
export const weightDateSchema = z
  .string({ error: WEIGHT_MESSAGES.dateRequired })
  .trim()
  .min(1, WEIGHT_MESSAGES.dateRequired)
  .refine(isDateOnly, WEIGHT_MESSAGES.dateInvalid);

/**
 * POST /api/pets/:petId/weights. Whether the day lies in the future depends on the owner's time
 * zone, so the server checks that in the service; the web form adds it with `weightFormSchema`.
 */
export const weightBodySchema = z
  .object({
    date: weightDateSchema,
    weight: z
      .number({
        error: (issue) =>
          issue.input === undefined || Number.isNaN(issue.input)
            ? WEIGHT_MESSAGES.weightRequired
            : WEIGHT_MESSAGES.weightNotNumber,
      })
      .gt(0, WEIGHT_MESSAGES.weightNotPositive),
    weightUnit: z.enum(WEIGHT_UNITS, { error: WEIGHT_MESSAGES.unitInvalid }),
    note: z.string().trim().max(MAX_WEIGHT_NOTE, WEIGHT_MESSAGES.noteTooLong).optional(),
  })
  .superRefine((body, ctx) => {
    // The limit is in kg, so it can only be checked once the unit is known.
    if (toKg(body.weight, body.weightUnit) > MAX_WEIGHT_KG)
      ctx.addIssue({ code: 'custom', path: ['weight'], message: WEIGHT_MESSAGES.weightTooLarge });
  });
export type WeightBody = z.input<typeof weightBodySchema>;
export type WeightInput = z.output<typeof weightBodySchema>;

/** The form's schema: the body's rules plus "not after today" on the browser's calendar. */
export const weightFormSchema = (today: string) =>
  weightBodySchema.superRefine((body, ctx) => {
    if (body.date > today)
      ctx.addIssue({ code: 'custom', path: ['date'], message: WEIGHT_MESSAGES.dateInFuture });
  });

export const weightParamsSchema = z.object({
  petId: z.string().max(100),
});
export const weightEntryParamsSchema = weightParamsSchema.extend({
  id: z.string().max(100),
});

/** A weighing as sent: `id` (not `_id`) as issue 15 names it, see decision 017. */
export const weightEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  weightKg: z.number(),
  note: z.string().optional(),
});
export type WeightEntry = z.infer<typeof weightEntrySchema>;

export const WEIGHT_TREND_DIRECTIONS = ['loss', 'gain'] as const;

/** A loss or gain of more than 10% within 30 days. */
export const weightTrendSchema = z.object({
  direction: z.enum(WEIGHT_TREND_DIRECTIONS),
  /** Change as a share of the earlier weight, in percent, one decimal (12.5). */
  percent: z.number(),
  fromKg: z.number(),
  toKg: z.number(),
  fromDate: z.string(),
  toDate: z.string(),
  days: z.number().int(),
  message: z.string(),
});
export type WeightTrend = z.infer<typeof weightTrendSchema>;

/** A current medication whose mg/kg moved into or out of its usual range with the new weight. */
export const doseChangeSchema = z.object({
  medicationId: z.string(),
  medicationName: z.string(),
  /** mg/kg per dose before and now; null when the weight before was unknown. */
  mgPerKgBefore: z.number().nullable(),
  mgPerKgNow: z.number().nullable(),
  finding: z.object({
    status: z.enum(['out-of-range', 'within-range']),
    /** The engine's risk for the new dose; null when it is now within range. */
    riskLevel: riskLevelSchema.nullable(),
    description: z.string(),
    recommendation: z.string().nullable(),
  }),
});
export type DoseChange = z.infer<typeof doseChangeSchema>;

export const weightListEnvelopeSchema = envelope(z.array(weightEntrySchema));
export const weightCreatedEnvelopeSchema = envelope(weightEntrySchema).extend({
  doseChanges: z.array(doseChangeSchema),
  weightTrend: weightTrendSchema.nullable(),
});
export type WeightCreated = z.infer<typeof weightCreatedEnvelopeSchema>;

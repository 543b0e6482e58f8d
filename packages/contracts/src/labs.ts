import { z } from 'zod';
import { isDateOnly } from './dates';
import { envelope } from './envelope';
import {
  acceptedUnits,
  findLabTest,
  LAB_SOURCES,
  labSpecies,
  toCanonicalFactor,
} from './lab-reference';

// A pet's lab results (issue 30 item 3): panels of test values, each value flagged against the
// range its report printed, else the species' reference interval (lab-reference.ts).

export const MAX_LAB_RESULTS = 60;
export const MAX_LAB_TEST_NAME = 100;
export const MAX_LAB_UNIT = 30;
export const MAX_LAB_SOURCE = 200;
/** Larger than any lab value in any unit (platelets per µL written out run to about 10⁶). */
export const MAX_LAB_VALUE = 1e9;

export const LAB_MESSAGES = {
  listed: 'Lab results',
  added: 'Lab results recorded',
  deleted: 'Lab panel deleted',
  notFound: 'Lab panel not found',
  dateRequired: 'Date is required',
  dateInvalid: 'Date must be a real day written YYYY-MM-DD',
  resultsRequired: 'Add at least one result',
  tooManyResults: `A panel holds at most ${MAX_LAB_RESULTS} results`,
  testRequired: 'Test name is required',
  testTooLong: `Test name must be at most ${MAX_LAB_TEST_NAME} characters`,
  valueRequired: 'Value must be a number',
  valueTooLarge: 'Value is too large',
  unitRequired: 'Unit is required',
  unitTooLong: `Unit must be at most ${MAX_LAB_UNIT} characters`,
  sourceTooLong: `Source must be at most ${MAX_LAB_SOURCE} characters`,
  rangeOrder: 'The low end of the range must not be above the high end',
  unitMismatch: (test: string, units: string) =>
    `${test} is reported in ${units}; give the report's own range to keep another unit`,
} as const;

const labNumber = (required: string) =>
  z
    .number({ error: required })
    .refine(Number.isFinite, required)
    .refine((n) => Math.abs(n) <= MAX_LAB_VALUE, LAB_MESSAGES.valueTooLarge);

const optionalNumber = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  labNumber(LAB_MESSAGES.valueRequired).optional(),
);

export const labResultInputSchema = z
  .object({
    test: z
      .string({ error: LAB_MESSAGES.testRequired })
      .trim()
      .min(1, LAB_MESSAGES.testRequired)
      .max(MAX_LAB_TEST_NAME, LAB_MESSAGES.testTooLong),
    value: labNumber(LAB_MESSAGES.valueRequired),
    unit: z
      .string({ error: LAB_MESSAGES.unitRequired })
      .trim()
      .min(1, LAB_MESSAGES.unitRequired)
      .max(MAX_LAB_UNIT, LAB_MESSAGES.unitTooLong),
    low: optionalNumber,
    high: optionalNumber,
  })
  .superRefine((r, ctx) => {
    if (r.low !== undefined && r.high !== undefined && r.low > r.high)
      ctx.addIssue({ code: 'custom', path: ['low'], message: LAB_MESSAGES.rangeOrder });
    // A known test in a unit its interval cannot be converted from would be flagged wrongly:
    // refused, unless the report's own range (in that unit) comes with it.
    const known = findLabTest(r.test);
    const ownRange = r.low !== undefined || r.high !== undefined;
    if (known && !ownRange && toCanonicalFactor(known, r.unit) === null)
      ctx.addIssue({
        code: 'custom',
        path: ['unit'],
        message: LAB_MESSAGES.unitMismatch(known.label, acceptedUnits(known)),
      });
  });
export type LabResultInput = z.output<typeof labResultInputSchema>;

export const labPanelBodySchema = z.object({
  date: z
    .string({ error: LAB_MESSAGES.dateRequired })
    .trim()
    .min(1, LAB_MESSAGES.dateRequired)
    .refine(isDateOnly, LAB_MESSAGES.dateInvalid),
  source: z.string().trim().max(MAX_LAB_SOURCE, LAB_MESSAGES.sourceTooLong).optional(),
  results: z
    .array(labResultInputSchema, { error: LAB_MESSAGES.resultsRequired })
    .min(1, LAB_MESSAGES.resultsRequired)
    .max(MAX_LAB_RESULTS, LAB_MESSAGES.tooManyResults),
});
export type LabPanelBody = z.input<typeof labPanelBodySchema>;
export type LabPanelInput = z.output<typeof labPanelBodySchema>;

export const labParamsSchema = z.object({ petId: z.string().max(100) });
export const labPanelParamsSchema = labParamsSchema.extend({ id: z.string().max(100) });

/** A result as stored in a panel. */
export interface StoredLabResult {
  test: string;
  value: number;
  unit: string;
  low: number | null;
  high: number | null;
}

export const LAB_FLAGS = ['high', 'low', 'normal', 'unknown'] as const;
export type LabFlag = (typeof LAB_FLAGS)[number];

export const labResultSchema = z.object({
  test: z.string(),
  value: z.number(),
  unit: z.string(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  flag: z.enum(LAB_FLAGS),
  /** Where the range came from: the report, the species' reference interval, or none. */
  rangeSource: z.enum(['report', 'reference', 'none']),
  /** The range the value was judged by, in the value's own unit. */
  rangeLow: z.number().nullable(),
  rangeHigh: z.number().nullable(),
  /** The known test's id ('creatinine'), else null. */
  testId: z.string().nullable(),
});
export type LabResult = z.infer<typeof labResultSchema>;

export const labPanelSchema = z.object({
  id: z.string(),
  petId: z.string(),
  date: z.string(),
  source: z.string(),
  results: z.array(labResultSchema),
  createdAt: z.string(),
});
export type LabPanel = z.infer<typeof labPanelSchema>;

export const labPointSchema = labResultSchema.extend({ panelId: z.string(), date: z.string() });
export type LabPoint = z.infer<typeof labPointSchema>;

export const labSeriesSchema = z.object({
  /** The known test's id, else the name in lower case. */
  key: z.string(),
  label: z.string(),
  /** Oldest first, as charted. */
  points: z.array(labPointSchema),
});
export type LabSeries = z.infer<typeof labSeriesSchema>;

export const labListSchema = z.object({
  /** Newest first. */
  panels: z.array(labPanelSchema),
  series: z.array(labSeriesSchema),
  /** The sources of the reference intervals any value was judged by. */
  sources: z.array(z.object({ id: z.string(), citation: z.string(), url: z.string() })),
});
export type LabList = z.infer<typeof labListSchema>;

export const labPanelEnvelopeSchema = envelope(labPanelSchema);
export const labListEnvelopeSchema = envelope(labListSchema);

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Flags one value: against the report's own range when it gave one (either end), else against
 * the species' interval for a known test in a unit it converts from, else 'unknown'.
 */
export function flagLabResult(
  result: StoredLabResult,
  species: string,
): Omit<LabResult, keyof StoredLabResult> & { sourceId: string | null } {
  const known = findLabTest(result.test);
  const testId = known?.id ?? null;
  if (result.low !== null || result.high !== null) {
    const flag: LabFlag =
      result.high !== null && result.value > result.high
        ? 'high'
        : result.low !== null && result.value < result.low
          ? 'low'
          : 'normal';
    return {
      flag,
      rangeSource: 'report',
      rangeLow: result.low,
      rangeHigh: result.high,
      testId,
      sourceId: null,
    };
  }
  const kind = labSpecies(species);
  const interval = known && kind ? known.intervals[kind] : undefined;
  const factor = known ? toCanonicalFactor(known, result.unit) : null;
  if (!interval || factor === null)
    return {
      flag: 'unknown',
      rangeSource: 'none',
      rangeLow: null,
      rangeHigh: null,
      testId,
      sourceId: null,
    };
  const canonical = result.value * factor;
  const flag: LabFlag =
    canonical > interval.high ? 'high' : canonical < interval.low ? 'low' : 'normal';
  return {
    flag,
    rangeSource: 'reference',
    // Shown in the value's own unit, so "2.8 mg/dL (0.6–2.0)" reads without converting.
    rangeLow: round(interval.low / factor),
    rangeHigh: round(interval.high / factor),
    testId,
    sourceId: interval.source,
  };
}

export const labSourceById = (key: string) =>
  LAB_SOURCES[key as keyof typeof LAB_SOURCES] ?? undefined;

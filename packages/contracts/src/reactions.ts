import { z } from 'zod';
import { envelope } from './envelope';
import {
  REACTION_OUTCOMES,
  REACTION_SEVERITIES,
  reactionOutcomeSchema,
  reactionSeveritySchema,
} from './enums';
import { REACTION_DEFAULTS } from './constants';
import { dateOnlySchema, textField } from './medications';

// Adverse reactions (spec §3 Adverse reaction, §4 Reaction severity, §5 Reaction form, §7 rows).

/** Symptoms typed as one comma-separated line: split on commas, trimmed, blanks dropped. */
export function splitSymptoms(input: string): string[] {
  return input
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export const SYMPTOMS_REQUIRED = 'At least one symptom is required';
const MAX_SYMPTOMS = 30;

const symptomsListSchema = z
  .array(z.string().max(200, 'At most 200 characters'))
  .max(MAX_SYMPTOMS, `At most ${MAX_SYMPTOMS} symptoms`);

/**
 * The stored pair: symptoms[] wins when it has entries (each entry split again, so a client
 * that sends ['vomiting, lethargy'] is read the same), else symptomsInput is split.
 */
export function normaliseSymptoms(
  symptoms: readonly string[] | undefined,
  symptomsInput: string | undefined,
): { symptoms: string[]; symptomsInput: string } {
  const fromList = (symptoms ?? []).flatMap(splitSymptoms);
  const list = fromList.length > 0 ? fromList : splitSymptoms(symptomsInput ?? '');
  const input = symptomsInput?.trim() ? symptomsInput.trim() : list.join(', ');
  return { symptoms: [...new Set(list)], symptomsInput: input };
}

const reactionFields = {
  medication: z
    .string({ error: 'Medication is required' })
    .trim()
    .min(1, 'Medication is required')
    .max(200, 'At most 200 characters'),
  date: dateOnlySchema('Date is required'),
  severity: z.enum(REACTION_SEVERITIES, {
    error: `Severity must be one of: ${REACTION_SEVERITIES.join(', ')}`,
  }),
  symptoms: symptomsListSchema,
  symptomsInput: textField(2000),
  duration: textField(200),
  treatment: textField(2000),
  outcome: z.enum(REACTION_OUTCOMES, {
    error: `Outcome must be one of: ${REACTION_OUTCOMES.join(', ')}`,
  }),
  notes: textField(2000),
};

/** The fields of a new reaction, before the symptoms rule (the web form derives from it). */
export const reactionFieldsSchema = z.object({
  medication: reactionFields.medication,
  date: reactionFields.date,
  severity: reactionFields.severity,
  symptoms: reactionFields.symptoms.optional(),
  symptomsInput: reactionFields.symptomsInput.optional(),
  duration: reactionFields.duration.default(''),
  treatment: reactionFields.treatment.default(''),
  outcome: reactionFields.outcome.default(REACTION_DEFAULTS.outcome),
  notes: reactionFields.notes.default(''),
});

export const reactionCreateBodySchema = reactionFieldsSchema
  .superRefine((body, ctx) => {
    if (normaliseSymptoms(body.symptoms, body.symptomsInput).symptoms.length === 0)
      ctx.addIssue({ code: 'custom', path: ['symptoms'], message: SYMPTOMS_REQUIRED });
  })
  .transform((body) => ({ ...body, ...normaliseSymptoms(body.symptoms, body.symptomsInput) }));
export type ReactionCreateBody = z.input<typeof reactionCreateBodySchema>;
export type ReactionCreate = z.output<typeof reactionCreateBodySchema>;

/** PUT body: partial; symptoms are recomputed only when symptoms or symptomsInput is sent. */
export const reactionUpdateBodySchema = z
  .object({
    medication: reactionFields.medication.optional(),
    date: reactionFields.date.optional(),
    severity: reactionFields.severity.optional(),
    symptoms: reactionFields.symptoms.optional(),
    symptomsInput: reactionFields.symptomsInput.optional(),
    duration: reactionFields.duration.optional(),
    treatment: reactionFields.treatment.optional(),
    outcome: reactionFields.outcome.optional(),
    notes: reactionFields.notes.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.symptoms === undefined && body.symptomsInput === undefined) return;
    if (normaliseSymptoms(body.symptoms, body.symptomsInput).symptoms.length === 0)
      ctx.addIssue({ code: 'custom', path: ['symptoms'], message: SYMPTOMS_REQUIRED });
  })
  .transform(({ symptoms, symptomsInput, ...rest }) =>
    symptoms === undefined && symptomsInput === undefined
      ? rest
      : { ...rest, ...normaliseSymptoms(symptoms, symptomsInput) },
  );
export type ReactionUpdateBody = z.input<typeof reactionUpdateBodySchema>;
export type ReactionUpdate = z.output<typeof reactionUpdateBodySchema>;

export const reactionSchema = z.object({
  _id: z.string(),
  petId: z.string(),
  medication: z.string(),
  date: z.string(),
  severity: reactionSeveritySchema,
  symptoms: z.array(z.string()),
  symptomsInput: z.string(),
  duration: z.string(),
  treatment: z.string(),
  outcome: reactionOutcomeSchema,
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Reaction = z.infer<typeof reactionSchema>;

export const reactionListResponseSchema = envelope(z.array(reactionSchema));
export const reactionResponseSchema = envelope(reactionSchema);

export const reactionParamsSchema = z.object({
  petId: z.string().max(100),
  reactionId: z.string().max(100),
});

export const REACTION_EXTRA_MESSAGES = {
  listed: 'Adverse reactions',
  updated: 'Adverse reaction updated',
  deleted: 'Adverse reaction deleted',
} as const;

import type { z } from 'zod';
import { REACTION_DEFAULTS } from '@pawrx/contracts/constants';
import {
  SYMPTOMS_REQUIRED,
  reactionFieldsSchema,
  splitSymptoms,
  type Reaction,
  type ReactionCreateBody,
} from '@pawrx/contracts/reactions';
import { todayDateOnly } from '../../../lib/date-only';

// The adverse reaction form (spec §5): the reaction body's fields, with the symptoms typed on one
// line; at least one symptom must remain once it is split on commas.

export const reactionFormSchema = reactionFieldsSchema.omit({ symptoms: true }).extend({
  symptomsInput: reactionFieldsSchema.shape.symptomsInput
    .unwrap()
    .refine((text) => splitSymptoms(text).length > 0, SYMPTOMS_REQUIRED),
});
export type ReactionFormInput = z.input<typeof reactionFormSchema>;

/** The reaction being corrected, else a new one: today, mild, recovered (spec §9). */
export const reactionFormDefaults = (reaction?: Reaction): ReactionFormInput => ({
  medication: reaction?.medication ?? '',
  date: reaction?.date ?? todayDateOnly(),
  severity: reaction?.severity ?? REACTION_DEFAULTS.severity,
  symptomsInput: reaction?.symptomsInput || reaction?.symptoms.join(', ') || '',
  duration: reaction?.duration ?? '',
  treatment: reaction?.treatment ?? '',
  outcome: reaction?.outcome ?? REACTION_DEFAULTS.outcome,
  notes: reaction?.notes ?? '',
});

/** Spec §5: the symptoms go both split and as typed. */
export const toReactionBody = (values: ReactionFormInput): ReactionCreateBody => ({
  ...values,
  symptoms: splitSymptoms(values.symptomsInput),
});

import type { Reaction } from '@pawrx/contracts/reactions';
import {
  REACTION_OUTCOMES,
  REACTION_SEVERITIES,
  type ReactionOutcome,
  type ReactionSeverity,
} from '@pawrx/contracts/enums';
import { REACTION_DEFAULTS } from '@pawrx/contracts/constants';
import type { ReactionRow } from './reactions.repository';

const asSeverity = (value: string): ReactionSeverity =>
  (REACTION_SEVERITIES as readonly string[]).includes(value)
    ? (value as ReactionSeverity)
    : REACTION_DEFAULTS.severity;
const asOutcome = (value: string): ReactionOutcome =>
  (REACTION_OUTCOMES as readonly string[]).includes(value)
    ? (value as ReactionOutcome)
    : REACTION_DEFAULTS.outcome;

/** The one place a reaction row becomes the wire adverse reaction of spec §3. */
export function toReaction(row: ReactionRow): Reaction {
  return {
    _id: row.id,
    petId: row.petId,
    medication: row.medication,
    date: row.date,
    severity: asSeverity(row.severity),
    symptoms: row.symptoms,
    symptomsInput: row.symptomsInput,
    duration: row.duration,
    treatment: row.treatment,
    outcome: asOutcome(row.outcome),
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

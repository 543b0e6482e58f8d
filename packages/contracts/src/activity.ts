import { z } from 'zod';
import { envelope } from './envelope';

// A pet's activity log (issue 16): who did what and when, for its owner and co-owners.

export const ACTIVITY_ACTIONS = [
  'dose.logged',
  'dose.edited',
  'dose.undone',
  'medication.added',
  'medication.updated',
  'medication.deleted',
  'reaction.added',
  'appointment.added',
  'appointment.completed',
  'appointment.cancelled',
  'weight.added',
  'weight.deleted',
  'note.added',
  'member.invited',
  'member.joined',
  'member.declined',
  'member.removed',
  'member.left',
  'emergency.created',
  'emergency.revoked',
  'emergency.viewed',
] as const;
export const activityActionSchema = z.enum(ACTIVITY_ACTIONS);
export type ActivityAction = z.infer<typeof activityActionSchema>;

export const activitySchema = z.object({
  _id: z.string(),
  petId: z.string(),
  action: activityActionSchema,
  /** Who did it; id null for an emergency-link visitor or a deleted account. */
  actor: z.object({ id: z.string().nullable(), name: z.string() }),
  /** One readable line: "Gave Apoquel (due 08:00)". */
  summary: z.string(),
  at: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

export const ACTIVITY_PAGE_MAX = 200;
export const activityQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}` })
    .int(`limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}`)
    .max(ACTIVITY_PAGE_MAX, `limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}`)
    .default(50),
});
export const petActivityParamsSchema = z.object({ petId: z.string().max(100) });
export const activityListResponseSchema = envelope(z.array(activitySchema));

export const ACTIVITY_MESSAGES = {
  listed: 'Activity',
  loadError: 'Could not load activity',
} as const;

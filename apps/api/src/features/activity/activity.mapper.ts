import { activityActionSchema, type Activity } from '@pawrx/contracts/activity';
import type { ActivityRow } from './activity.repository';

export function toActivity(row: ActivityRow): Activity {
  return {
    _id: row.id,
    petId: row.petId,
    action: activityActionSchema.parse(row.action),
    actor: { id: row.actorId, name: row.actorName },
    summary: row.summary,
    at: row.createdAt.toISOString(),
  };
}

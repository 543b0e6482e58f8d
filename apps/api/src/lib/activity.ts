import type { ActivityAction } from '@pawrx/contracts/activity';
import type { Db } from '../db/client';
import { petActivity } from '../db/schema';

// The pet's activity log (issue 16). Services call this where the thing happens (a dose logged,
// a medication changed, a member added), never route handlers, so every way in is recorded: a
// dose logged from an email link is in the log just as one logged on the dashboard.

export interface ActivityEntry {
  petId: string;
  /** id null: someone without an account (an emergency-link visitor). */
  actor: { id: string | null; name: string };
  action: ActivityAction;
  summary: string;
  at: Date;
}

export async function recordActivity(db: Db, entry: ActivityEntry): Promise<void> {
  await db.insert(petActivity).values({
    petId: entry.petId,
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    action: entry.action,
    summary: entry.summary.slice(0, 500),
    createdAt: entry.at,
  });
}

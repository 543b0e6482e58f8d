import type { TimelineEvent, TimelineQuery } from '@pawrx/contracts/timeline';
import type { AppContext } from '../../lib/context';
import { requirePetRight } from '../../lib/pet-access';
import { buildTimeline } from './timeline-events';
import { loadTimelineRows } from './timeline.repository';

export async function timeline(
  ctx: Pick<AppContext, 'db' | 'now'>,
  userId: string,
  petId: string,
  range: TimelineQuery,
): Promise<TimelineEvent[]> {
  await requirePetRight(ctx, userId, petId, 'read');
  return buildTimeline(await loadTimelineRows(ctx.db, petId), range);
}

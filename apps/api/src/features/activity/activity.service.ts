import type { Activity } from '@pawrx/contracts/activity';
import type { AppContext } from '../../lib/context';
import { requirePetRight } from '../../lib/pet-access';
import { toActivity } from './activity.mapper';
import * as repo from './activity.repository';

/** The audit log of a pet, for its owner and co-owners (the entries are written by the services). */
export async function list(
  ctx: Pick<AppContext, 'db' | 'now'>,
  userId: string,
  petId: string,
  limit: number,
): Promise<Activity[]> {
  await requirePetRight(ctx, userId, petId, 'read-activity');
  return (await repo.listActivity(ctx.db, petId, limit)).map(toActivity);
}

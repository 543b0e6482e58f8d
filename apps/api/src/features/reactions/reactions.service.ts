import type { Reaction, ReactionCreate, ReactionUpdate } from '@pawrx/contracts/reactions';
import { MEDICATION_MESSAGES } from '@pawrx/contracts/messages';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { assertOwnedPet } from '../../lib/owned-pet';
import { toReaction } from './reactions.mapper';
import * as repo from './reactions.repository';

type Ctx = Pick<AppContext, 'db' | 'now'>;

export async function list(ctx: Ctx, ownerId: string, petId: string): Promise<Reaction[]> {
  await assertOwnedPet(ctx.db, ownerId, petId);
  return (await repo.listReactions(ctx.db, petId)).map(toReaction);
}

export async function create(
  ctx: Ctx,
  ownerId: string,
  petId: string,
  body: ReactionCreate,
): Promise<Reaction> {
  await assertOwnedPet(ctx.db, ownerId, petId);
  return toReaction(await repo.insertReaction(ctx.db, { ...body, petId }));
}

/** A partial update: fields the body does not send keep their stored values. */
export async function update(
  ctx: Ctx,
  ownerId: string,
  petId: string,
  reactionId: string,
  patch: ReactionUpdate,
): Promise<Reaction> {
  await assertOwnedPet(ctx.db, ownerId, petId);
  const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const row = await repo.updateReaction(ctx.db, petId, reactionId, defined, ctx.now());
  if (!row) throw AppError.notFound(MEDICATION_MESSAGES.reactionNotFound);
  return toReaction(row);
}

export async function remove(
  ctx: Ctx,
  ownerId: string,
  petId: string,
  reactionId: string,
): Promise<void> {
  await assertOwnedPet(ctx.db, ownerId, petId);
  if (!(await repo.deleteReaction(ctx.db, petId, reactionId)))
    throw AppError.notFound(MEDICATION_MESSAGES.reactionNotFound);
}

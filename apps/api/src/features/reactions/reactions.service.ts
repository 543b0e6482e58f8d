import type { Reaction, ReactionCreate, ReactionUpdate } from '@pawrx/contracts/reactions';
import { MEDICATION_MESSAGES } from '@pawrx/contracts/messages';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { recordActivity } from '../../lib/activity';
import { requirePetRight, type Actor } from '../../lib/pet-access';
import { toReaction } from './reactions.mapper';
import * as repo from './reactions.repository';

type Ctx = Pick<AppContext, 'db' | 'now'>;

export async function list(ctx: Ctx, userId: string, petId: string): Promise<Reaction[]> {
  await requirePetRight(ctx, userId, petId, 'read');
  return (await repo.listReactions(ctx.db, petId)).map(toReaction);
}

export async function create(
  ctx: Ctx,
  actor: Actor,
  petId: string,
  body: ReactionCreate,
): Promise<Reaction> {
  await requirePetRight(ctx, actor.id, petId, 'add-reactions');
  const row = await repo.insertReaction(ctx.db, { ...body, petId });
  await recordActivity(ctx.db, {
    petId,
    actor,
    action: 'reaction.added',
    summary: `${row.severity} reaction to ${row.medication} on ${row.date}`,
    at: ctx.now(),
  });
  return toReaction(row);
}

/** A partial update: fields the body does not send keep their stored values. */
export async function update(
  ctx: Ctx,
  userId: string,
  petId: string,
  reactionId: string,
  patch: ReactionUpdate,
): Promise<Reaction> {
  await requirePetRight(ctx, userId, petId, 'edit-reactions');
  const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const row = await repo.updateReaction(ctx.db, petId, reactionId, defined, ctx.now());
  if (!row) throw AppError.notFound(MEDICATION_MESSAGES.reactionNotFound);
  return toReaction(row);
}

export async function remove(
  ctx: Ctx,
  userId: string,
  petId: string,
  reactionId: string,
): Promise<void> {
  await requirePetRight(ctx, userId, petId, 'edit-reactions');
  if (!(await repo.deleteReaction(ctx.db, petId, reactionId)))
    throw AppError.notFound(MEDICATION_MESSAGES.reactionNotFound);
}

import type { PetNote } from '@pawrx/contracts/pet-notes';
import { recordActivity } from '../../lib/activity';
import type { AppContext } from '../../lib/context';
import { requirePetRight, type Actor } from '../../lib/pet-access';
import { toPetNote } from './pet-notes.mapper';
import * as repo from './pet-notes.repository';

type Ctx = Pick<AppContext, 'db' | 'now'>;

/** Notes, newest first, for anyone who may read the pet. */
export async function list(ctx: Ctx, userId: string, petId: string): Promise<PetNote[]> {
  await requirePetRight(ctx, userId, petId, 'read');
  return (await repo.listNotes(ctx.db, petId)).map(toPetNote);
}

/** A note signed with the author's name and role on the pet (vets, owners and co-owners). */
export async function add(ctx: Ctx, actor: Actor, petId: string, text: string): Promise<PetNote> {
  const { role } = await requirePetRight(ctx, actor.id, petId, 'add-notes');
  const now = ctx.now();
  const row = await repo.insertNote(ctx.db, {
    petId,
    authorId: actor.id,
    authorName: actor.name,
    authorRole: role,
    text,
    createdAt: now,
  });
  await recordActivity(ctx.db, {
    petId,
    actor,
    action: 'note.added',
    summary: `Added a note: ${text.length > 80 ? `${text.slice(0, 77)}…` : text}`,
    at: now,
  });
  return toPetNote(row);
}

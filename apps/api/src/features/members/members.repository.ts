import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { petMembers, pets, users } from '../../db/schema';
import { isUuid } from '../../lib/uuid';

export type MemberRow = typeof petMembers.$inferSelect;
export type NewMemberRow = typeof petMembers.$inferInsert;

const unexpired = (now: Date) => or(isNull(petMembers.expiresAt), gt(petMembers.expiresAt, now));
/** Invitation `id`, still pending and unexpired, held by whoever `holder` names (address or key). */
const liveInvitation = (id: string, holder: SQL, now: Date) =>
  and(eq(petMembers.id, id), holder, eq(petMembers.status, 'pending'), unexpired(now));
/** A row that no longer counts: declined, or past its end. Such an address may be invited again. */
const spent = (now: Date) =>
  or(
    eq(petMembers.status, 'declined'),
    and(isNotNull(petMembers.expiresAt), lte(petMembers.expiresAt, now)),
  );

/**
 * Inserts an invitation, or renews a spent one for the same pet and address, in one statement
 * (the unique key makes two racing invitations one). Undefined when the address already holds
 * live access or a live invitation.
 */
export async function upsertInvitation(
  db: Db,
  row: NewMemberRow & { createdAt: Date },
  now: Date,
): Promise<MemberRow | undefined> {
  const [saved] = await db
    .insert(petMembers)
    .values(row)
    .onConflictDoUpdate({
      target: [petMembers.petId, petMembers.email],
      set: {
        role: row.role,
        status: 'pending',
        userId: null,
        expiresAt: row.expiresAt ?? null,
        invitedBy: row.invitedBy ?? null,
        keyHash: row.keyHash ?? null,
        createdAt: row.createdAt,
        respondedAt: null,
      },
      setWhere: spent(now),
    })
    .returning();
  return saved;
}

/** The pet's members and invitations, with the account name of those who joined. */
export async function listMembers(db: Db, petId: string) {
  return db
    .select({ member: petMembers, name: users.name })
    .from(petMembers)
    .leftJoin(users, eq(users.id, petMembers.userId))
    .where(eq(petMembers.petId, petId))
    .orderBy(asc(petMembers.createdAt), asc(petMembers.id));
}

export async function deleteMember(
  db: Db,
  petId: string,
  id: string,
): Promise<MemberRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .delete(petMembers)
    .where(and(eq(petMembers.id, id), eq(petMembers.petId, petId)))
    .returning();
  return row;
}

/** Deletes the user's active membership of the pet (expired or not); undefined when none. */
export async function deleteMembershipOf(
  db: Db,
  petId: string,
  userId: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .delete(petMembers)
    .where(
      and(
        eq(petMembers.petId, petId),
        eq(petMembers.userId, userId),
        eq(petMembers.status, 'active'),
      ),
    )
    .returning();
  return row;
}

/** The zone of the account with this address; null when there is no such account. */
export async function accountTimeZone(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ timezone: users.timezone })
    .from(users)
    .where(eq(users.email, email));
  return row?.timezone ?? null;
}

/** Live invitations to the address, newest first, with the pet and its owner's name. */
export async function listInvitations(db: Db, email: string, now: Date) {
  return db
    .select({
      member: petMembers,
      petName: pets.name,
      species: pets.species,
      ownerName: users.name,
      ownerTimeZone: users.timezone,
    })
    .from(petMembers)
    .innerJoin(pets, eq(pets.id, petMembers.petId))
    .innerJoin(users, eq(users.id, pets.ownerId))
    .where(and(eq(petMembers.email, email), eq(petMembers.status, 'pending'), unexpired(now)))
    .orderBy(desc(petMembers.createdAt), asc(petMembers.id));
}

/**
 * Answers a live invitation to the address in one statement; undefined when there is none (a
 * revoked, expired, answered or someone else's invitation all read as missing).
 */
export async function answerInvitation(
  db: Db,
  id: string,
  answer: { email: string; userId: string; status: 'active' | 'declined'; now: Date },
): Promise<MemberRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(petMembers)
    .set({
      status: answer.status,
      userId: answer.status === 'active' ? answer.userId : null,
      respondedAt: answer.now,
    })
    .where(liveInvitation(id, eq(petMembers.email, answer.email), answer.now))
    .returning();
  return row;
}

/** The live invitation `id` to `email`, or undefined (answered, expired, withdrawn, another's). */
export async function liveInvitationFor(
  db: Db,
  id: string,
  email: string,
  now: Date,
): Promise<MemberRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(petMembers)
    .where(liveInvitation(id, eq(petMembers.email, email), now));
  return row;
}

/** The pet's name, for the invitation email. */
export async function petNameOf(db: Db, petId: string): Promise<string> {
  const [row] = await db.select({ name: pets.name }).from(pets).where(eq(pets.id, petId));
  return row?.name ?? '';
}

/**
 * The live invitation `id` whose email carried `keyHash`'s key (decision 046); undefined for a
 * wrong key, an answered, expired or withdrawn invitation, or one made before keys existed.
 */
export async function invitationWithKey(
  db: Db,
  id: string,
  keyHash: string,
  now: Date,
): Promise<MemberRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(petMembers)
    .where(liveInvitation(id, eq(petMembers.keyHash, keyHash), now));
  return row;
}

/** Whether the account's address was proven (decision 046). */
export async function isEmailVerified(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ at: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(row?.at);
}

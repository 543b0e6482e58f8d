import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { ACCESS_MESSAGES, can, type PetAction, type PetRole } from '@pawrx/contracts/pet-access';
import { PET_MESSAGES } from '@pawrx/contracts/messages';
import type { Db } from '../db/client';
import { petMembers, pets } from '../db/schema';
import { AppError } from './app-error';
import { isUuid } from './uuid';

// The one gate of every pet-scoped call (architecture, "Access is one function"). It is never
// cached: a revoked or expired member is refused on the very next request.

type AccessCtx = { db: Db; now: () => Date };

/** Whoever acts: the signed-in account, named as it is in the activity log. */
export interface Actor {
  id: string;
  name: string;
}

/** The caller's role on a pet, and the pet's owner (whose time zone dose times are read in). */
export interface PetGrant {
  petId: string;
  role: PetRole;
  ownerId: string;
}

/** A membership counts while it is active and its end (if any) lies ahead. */
export const liveMembership = (now: Date) =>
  and(
    eq(petMembers.status, 'active'),
    or(isNull(petMembers.expiresAt), gt(petMembers.expiresAt, now)),
  );

/** The caller's grant on the pet, in one query; undefined for a stranger or a malformed id. */
async function petGrant(
  ctx: AccessCtx,
  userId: string,
  petId: string,
): Promise<PetGrant | undefined> {
  if (!isUuid(petId)) return undefined;
  const [row] = await ctx.db
    .select({ ownerId: pets.ownerId, role: petMembers.role })
    .from(pets)
    .leftJoin(
      petMembers,
      and(eq(petMembers.petId, pets.id), eq(petMembers.userId, userId), liveMembership(ctx.now())),
    )
    .where(eq(pets.id, petId))
    .limit(1);
  if (!row) return undefined;
  if (row.ownerId === userId) return { petId, role: 'owner', ownerId: row.ownerId };
  return row.role ? { petId, role: row.role, ownerId: row.ownerId } : undefined;
}

/**
 * Resolves the caller's grant and checks it allows `action`: no access is a 404 'Pet not found'
 * (existence stays hidden), a member without the right gets a 403 naming what is refused.
 */
export async function requirePetRight(
  ctx: AccessCtx,
  userId: string,
  petId: string,
  action: PetAction,
): Promise<PetGrant> {
  const grant = await petGrant(ctx, userId, petId);
  if (!grant) throw AppError.notFound(PET_MESSAGES.notFound);
  if (!can(grant.role, action))
    throw AppError.forbidden(ACCESS_MESSAGES.forbidden(grant.role, action));
  return grant;
}

/**
 * True while the user may do `action` on the pet. For capabilities that must end with the access
 * of whoever made them (an emergency link's maker, decision 034), checked on every use.
 */
export async function holdsPetRight(
  ctx: AccessCtx,
  userId: string | null,
  petId: string,
  action: PetAction,
): Promise<boolean> {
  if (!userId) return false;
  const grant = await petGrant(ctx, userId, petId);
  return grant ? can(grant.role, action) : false;
}

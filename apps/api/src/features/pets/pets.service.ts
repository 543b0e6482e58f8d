import type { PetCreate, PetUpdate, Pet, PetSummary } from '@pawrx/contracts/pets';
import { PET_MESSAGES } from '@pawrx/contracts/messages';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { requirePetRight, type Actor } from '../../lib/pet-access';
import { evictPet, memberUserIds } from '../../lib/pet-eviction';
import { isUuid } from '../../lib/uuid';
import {
  decodePhotoDataUrl,
  isDataUrl,
  isOwnPhotoUrl,
  signedPhotoUrl,
  verifyPhotoSignature,
  type DecodedPhoto,
} from './pet-photo';
import { appointmentsOfPet } from '../appointments/appointments.service';
import { vaccinationsOfPets } from '../vaccinations/vaccinations.service';
import { recordProfileWeight, withPetWeightLock } from '../weights/weights.service';
import { weightInKg } from '../../lib/pet-for-check';
import { ownerTimeZone } from '../../lib/owner-time-zone';
import { toPet, toPetSummary, type PetAccessInfo } from './pets.mapper';
import * as repo from './pets.repository';
import type { NewPetRow } from './pets.repository';

type Ctx = Pick<AppContext, 'db' | 'jwtSecret' | 'now' | 'petLists' | 'evict'>;

const photoUrlOf = (ctx: Ctx, row: repo.PetInfoRow) =>
  signedPhotoUrl(ctx.jwtSecret, row.id, row.photoUpdatedAt);

/**
 * The account's own pets, then the pets shared with it (each with its role), from the per-account
 * cache when fresh. Writes evict it; a cached list never outlives the first membership in it to
 * expire, so an ended share leaves the list when it stops granting access.
 */
export async function listPets(ctx: Ctx, user: Actor): Promise<PetSummary[]> {
  const now = ctx.now();
  const cached = ctx.petLists.get(user.id, now.getTime());
  if (cached) return cached;
  const stamp = ctx.petLists.stamp();
  const [own, shared, zone] = await Promise.all([
    repo.listPetsForOwner(ctx.db, user.id),
    repo.listSharedPets(ctx.db, user.id, now),
    ownerTimeZone(ctx.db, user.id),
  ]);
  const entries: [repo.PetInfoRow, PetAccessInfo][] = [
    ...own.map((pet): [repo.PetInfoRow, PetAccessInfo] => [
      pet,
      { role: 'owner', ownerName: user.name, ownerTimeZone: zone },
    ]),
    ...shared.map((s): [repo.PetInfoRow, PetAccessInfo] => [
      s.pet,
      { role: s.role, ownerName: s.ownerName, ownerTimeZone: s.ownerTimeZone },
    ]),
  ];
  const vaccinations = await vaccinationsOfPets(
    ctx,
    entries.map(([pet]) => pet.id),
  );
  const list = entries.map(([row, access]) =>
    toPetSummary(
      row,
      vaccinations.filter((v) => v.petId === row.id),
      photoUrlOf(ctx, row),
      access,
    ),
  );
  const ends = shared.flatMap((s) => (s.expiresAt ? [s.expiresAt.getTime()] : []));
  ctx.petLists.set(user.id, list, now.getTime(), {
    stamp,
    notAfter: ends.length ? Math.min(...ends) : undefined,
  });
  return list;
}

/** The profile as the caller may see it: any role reads; `role` tells the page what to offer. */
export async function getPet(ctx: Ctx, userId: string, petId: string): Promise<Pet> {
  const { role } = await requirePetRight(ctx, userId, petId, 'read');
  const found = await repo.findPet(ctx.db, petId);
  if (!found) throw AppError.notFound(PET_MESSAGES.notFound);
  const [vaccinations, appointments] = [
    await vaccinationsOfPets(ctx, [petId]),
    await appointmentsOfPet(ctx, petId),
  ];
  return toPet(found.pet, vaccinations, appointments, photoUrlOf(ctx, found.pet), {
    role,
    ownerName: found.ownerName,
    ownerTimeZone: found.ownerTimeZone,
  });
}

/** A data URL becomes the stored photo; '' or null removes it. */
function photoPatch(ctx: Ctx, photo: string | null): Pick<NewPetRow, 'photo' | 'photoUpdatedAt'> {
  if (!photo) return { photo: null, photoUpdatedAt: null };
  const decoded: DecodedPhoto = decodePhotoDataUrl(photo);
  return {
    photo: `data:${decoded.mime};base64,${decoded.bytes.toString('base64')}`,
    photoUpdatedAt: ctx.now(),
  };
}

export async function createPet(ctx: Ctx, owner: Actor, body: PetCreate): Promise<Pet> {
  const { photo, ...fields } = body;
  if (photo && !isDataUrl(photo))
    throw AppError.badRequest(PET_MESSAGES.photoInvalid, [
      { path: 'photo', message: PET_MESSAGES.photoInvalid },
    ]);
  const now = ctx.now();
  const row = await repo.insertPet(ctx.db, {
    ...fields,
    ownerId: owner.id,
    ...photoPatch(ctx, photo ?? null),
    createdAt: now,
    updatedAt: now,
  });
  // The weight it is created with starts its weight history.
  await recordProfileWeight(
    ctx.db,
    owner.id,
    row.id,
    { value: row.weight, unit: row.weightUnit },
    now,
  );
  await ctx.evict({ kind: 'pet', ownerId: owner.id, petId: row.id });
  return toPet(row, [], [], photoUrlOf(ctx, row), {
    role: 'owner',
    ownerName: owner.name,
    ownerTimeZone: await ownerTimeZone(ctx.db, owner.id),
  });
}

/**
 * A new weight on the profile is a weighing for today; the same weight written in the other unit
 * (10 kg → 22.05 lbs) is not, nor is a weight cleared.
 */
function weightChanged(
  before: Pick<repo.PetInfoRow, 'weight' | 'weightUnit'>,
  after: { value: number | null; unit: string | null },
): boolean {
  const was = weightInKg(before.weight, before.weightUnit);
  const now = weightInKg(after.value, after.unit);
  return now !== null && (was === null || Math.abs(now - was) >= 0.01);
}

export async function updatePet(
  ctx: Ctx,
  userId: string,
  petId: string,
  body: PetUpdate,
): Promise<Pet> {
  const { ownerId } = await requirePetRight(ctx, userId, petId, 'edit-pet');
  const { insuranceInfo, medicalHistory, photo, ...fields } = body;
  const patch: Partial<NewPetRow> = { ...fields, updatedAt: ctx.now() };
  if (insuranceInfo) patch.insuranceProvider = insuranceInfo.provider;
  if (medicalHistory?.allergies) patch.allergies = medicalHistory.allergies;
  if (medicalHistory?.chronicConditions) patch.chronicConditions = medicalHistory.chronicConditions;
  // The URL we handed out (or no photo field) keeps the photo; anything else replaces it.
  if (photo !== undefined && !(photo && isOwnPhotoUrl(photo, petId))) {
    if (photo && !isDataUrl(photo))
      throw AppError.badRequest(PET_MESSAGES.photoInvalid, [
        { path: 'photo', message: PET_MESSAGES.photoInvalid },
      ]);
    Object.assign(patch, photoPatch(ctx, photo));
  }
  // Under the pet-row lock the weighings take: the weight read here is still the weight when the
  // edit and its weighing are written (issue 23).
  await withPetWeightLock(ctx.db, petId, async (db) => {
    const before = (await repo.findPet(db, petId))?.pet;
    await repo.updatePet(db, petId, patch);
    const weight = {
      value: patch.weight !== undefined ? patch.weight : (before?.weight ?? null),
      unit: patch.weightUnit !== undefined ? patch.weightUnit : (before?.weightUnit ?? null),
    };
    if (before && weightChanged(before, weight))
      await recordProfileWeight(db, ownerId, petId, weight, ctx.now());
  });
  // The safety check must see the new allergies and weight, every list the new name and photo.
  await evictPet(ctx, ownerId, petId);
  return getPet(ctx, userId, petId);
}

export async function deletePet(
  ctx: Ctx,
  userId: string,
  petId: string,
  permanent: boolean,
): Promise<void> {
  const { ownerId } = await requirePetRight(ctx, userId, petId, 'delete-pet');
  if (!permanent) throw AppError.badRequest(PET_MESSAGES.deleteNotPermanent);
  const members = await memberUserIds(ctx.db, petId); // gone with the pet once it is deleted
  await repo.deletePet(ctx.db, petId);
  await evictPet(ctx, ownerId, petId, members);
}

/** The photo behind a signed URL, or undefined (404) for a bad signature or a stale version. */
export async function readPhoto(
  ctx: Ctx,
  petId: string,
  version: number,
  sig: string,
): Promise<DecodedPhoto | undefined> {
  if (!isUuid(petId) || !Number.isSafeInteger(version)) return undefined;
  if (!verifyPhotoSignature(ctx.jwtSecret, petId, version, sig)) return undefined;
  const row = await repo.findPhoto(ctx.db, petId);
  if (!row?.photo || row.photoUpdatedAt?.getTime() !== version) return undefined;
  return decodePhotoDataUrl(row.photo);
}

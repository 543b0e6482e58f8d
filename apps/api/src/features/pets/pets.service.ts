import type { PetCreate, PetUpdate, Pet, PetSummary } from '@pawrx/contracts/pets';
import { PET_MESSAGES } from '@pawrx/contracts/messages';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { assertOwnedPet, isUuid } from '../../lib/owned-pet';
import {
  decodePhotoDataUrl,
  isDataUrl,
  isOwnPhotoUrl,
  signedPhotoUrl,
  verifyPhotoSignature,
  type DecodedPhoto,
} from './pet-photo';
import { listForPet as listAppointmentsForPet } from '../appointments/appointments.repository';
import { listForPets as listVaccinationsForPets } from '../vaccinations/vaccinations.repository';
import { toPet, toPetSummary } from './pets.mapper';
import * as repo from './pets.repository';
import type { NewPetRow } from './pets.repository';

type Ctx = Pick<AppContext, 'db' | 'jwtSecret' | 'now' | 'petLists' | 'evict'>;

const photoUrlOf = (ctx: Ctx, row: repo.PetInfoRow) =>
  signedPhotoUrl(ctx.jwtSecret, row.id, row.photoUpdatedAt);

/** The owner's pets as sent, from the owner-scoped cache when fresh (every write evicts it). */
export async function listPets(ctx: Ctx, ownerId: string): Promise<PetSummary[]> {
  const now = ctx.now().getTime();
  const cached = ctx.petLists.get(ownerId, now);
  if (cached) return cached;
  const stamp = ctx.petLists.stamp();
  const list = await readPetList(ctx, ownerId);
  ctx.petLists.set(ownerId, list, now, { stamp });
  return list;
}

async function readPetList(ctx: Ctx, ownerId: string): Promise<PetSummary[]> {
  const rows = await repo.listPetsForOwner(ctx.db, ownerId);
  const vaccinations = await listVaccinationsForPets(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    toPetSummary(
      row,
      vaccinations.filter((v) => v.petId === row.id),
      photoUrlOf(ctx, row),
    ),
  );
}

export async function getPet(ctx: Ctx, ownerId: string, petId: string): Promise<Pet> {
  if (!isUuid(petId)) throw AppError.notFound(PET_MESSAGES.notFound);
  const row = await repo.findPet(ctx.db, ownerId, petId);
  if (!row) throw AppError.notFound(PET_MESSAGES.notFound);
  const [vaccinations, appointments] = [
    await listVaccinationsForPets(ctx.db, [petId]),
    await listAppointmentsForPet(ctx.db, petId),
  ];
  return toPet(row, vaccinations, appointments, photoUrlOf(ctx, row));
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

export async function createPet(ctx: Ctx, ownerId: string, body: PetCreate): Promise<Pet> {
  const { photo, ...fields } = body;
  if (photo && !isDataUrl(photo))
    throw AppError.badRequest(PET_MESSAGES.photoInvalid, [
      { path: 'photo', message: PET_MESSAGES.photoInvalid },
    ]);
  const now = ctx.now();
  const row = await repo.insertPet(ctx.db, {
    ...fields,
    ownerId,
    ...photoPatch(ctx, photo ?? null),
    createdAt: now,
    updatedAt: now,
  });
  await ctx.evict({ kind: 'pet', ownerId, petId: row.id });
  return toPet(row, [], [], photoUrlOf(ctx, row));
}

export async function updatePet(
  ctx: Ctx,
  ownerId: string,
  petId: string,
  body: PetUpdate,
): Promise<Pet> {
  await assertOwnedPet(ctx.db, ownerId, petId);
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
  await repo.updatePet(ctx.db, ownerId, petId, patch);
  // The safety check must see the new allergies and weight, the list the new name and photo.
  await ctx.evict({ kind: 'pet', ownerId, petId });
  return getPet(ctx, ownerId, petId);
}

export async function deletePet(
  ctx: Ctx,
  ownerId: string,
  petId: string,
  permanent: boolean,
): Promise<void> {
  await assertOwnedPet(ctx.db, ownerId, petId);
  if (!permanent) throw AppError.badRequest(PET_MESSAGES.deleteNotPermanent);
  await repo.deletePet(ctx.db, ownerId, petId);
  await ctx.evict({ kind: 'pet', ownerId, petId });
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

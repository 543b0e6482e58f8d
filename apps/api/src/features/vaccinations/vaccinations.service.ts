import type { Vaccination, VaccinationInput } from '@pawrx/contracts/vaccinations';
import { VACCINATION_MESSAGES } from '@pawrx/contracts/messages';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { requirePetRight } from '../../lib/pet-access';
import { evictPet } from '../../lib/pet-eviction';
import { isUuid } from '../../lib/uuid';
import { toVaccination } from './vaccinations.mapper';
import * as repo from './vaccinations.repository';

type Ctx = Pick<AppContext, 'db' | 'now' | 'evict'>;

const fields = (body: VaccinationInput) => ({ ...body, nextDue: body.nextDue ?? null });

export async function listVaccinations(ctx: Ctx, userId: string, petId: string) {
  await requirePetRight(ctx, userId, petId, 'read');
  return vaccinationsOfPets(ctx, [petId]);
}

/** The vaccinations of pets the caller has already checked access to, as sent. */
export async function vaccinationsOfPets(
  ctx: Pick<Ctx, 'db'>,
  petIds: string[],
): Promise<Vaccination[]> {
  return (await repo.listForPets(ctx.db, petIds)).map(toVaccination);
}

export async function addVaccination(
  ctx: Ctx,
  userId: string,
  petId: string,
  body: VaccinationInput,
): Promise<Vaccination> {
  const { ownerId } = await requirePetRight(ctx, userId, petId, 'write-vaccinations');
  const now = ctx.now();
  const row = await repo.insertVaccination(ctx.db, {
    ...fields(body),
    petId,
    createdAt: now,
    updatedAt: now,
  });
  await evictPet(ctx, ownerId, petId); // the pet lists show vaccinations
  return toVaccination(row);
}

export async function updateVaccination(
  ctx: Ctx,
  userId: string,
  petId: string,
  id: string,
  body: VaccinationInput,
): Promise<Vaccination> {
  const { ownerId } = await requirePetRight(ctx, userId, petId, 'write-vaccinations');
  const row = isUuid(id)
    ? await repo.updateVaccination(ctx.db, petId, id, { ...fields(body), updatedAt: ctx.now() })
    : undefined;
  if (!row) throw AppError.notFound(VACCINATION_MESSAGES.notFound);
  await evictPet(ctx, ownerId, petId);
  return toVaccination(row);
}

export async function deleteVaccination(
  ctx: Ctx,
  userId: string,
  petId: string,
  id: string,
): Promise<void> {
  const { ownerId } = await requirePetRight(ctx, userId, petId, 'write-vaccinations');
  const deleted = isUuid(id) && (await repo.deleteVaccination(ctx.db, petId, id));
  if (!deleted) throw AppError.notFound(VACCINATION_MESSAGES.notFound);
  await evictPet(ctx, ownerId, petId);
}

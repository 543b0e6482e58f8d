import type { Vaccination, VaccinationInput } from '@pawrx/contracts/vaccinations';
import { VACCINATION_MESSAGES } from '@pawrx/contracts/messages';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { assertOwnedPet, isUuid } from '../../lib/owned-pet';
import { toVaccination } from './vaccinations.mapper';
import * as repo from './vaccinations.repository';

type Ctx = Pick<AppContext, 'db' | 'now' | 'evict'>;

const fields = (body: VaccinationInput) => ({ ...body, nextDue: body.nextDue ?? null });

export async function listVaccinations(ctx: Ctx, ownerId: string, petId: string) {
  await assertOwnedPet(ctx.db, ownerId, petId);
  return (await repo.listForPets(ctx.db, [petId])).map(toVaccination);
}

export async function addVaccination(
  ctx: Ctx,
  ownerId: string,
  petId: string,
  body: VaccinationInput,
): Promise<Vaccination> {
  await assertOwnedPet(ctx.db, ownerId, petId);
  const now = ctx.now();
  const row = await repo.insertVaccination(ctx.db, {
    ...fields(body),
    petId,
    createdAt: now,
    updatedAt: now,
  });
  await ctx.evict({ kind: 'pet', ownerId, petId }); // the pet list shows vaccinations
  return toVaccination(row);
}

export async function updateVaccination(
  ctx: Ctx,
  ownerId: string,
  petId: string,
  id: string,
  body: VaccinationInput,
): Promise<Vaccination> {
  await assertOwnedPet(ctx.db, ownerId, petId);
  const row = isUuid(id)
    ? await repo.updateVaccination(ctx.db, petId, id, { ...fields(body), updatedAt: ctx.now() })
    : undefined;
  if (!row) throw AppError.notFound(VACCINATION_MESSAGES.notFound);
  await ctx.evict({ kind: 'pet', ownerId, petId });
  return toVaccination(row);
}

export async function deleteVaccination(
  ctx: Ctx,
  ownerId: string,
  petId: string,
  id: string,
): Promise<void> {
  await assertOwnedPet(ctx.db, ownerId, petId);
  const deleted = isUuid(id) && (await repo.deleteVaccination(ctx.db, petId, id));
  if (!deleted) throw AppError.notFound(VACCINATION_MESSAGES.notFound);
  await ctx.evict({ kind: 'pet', ownerId, petId });
}

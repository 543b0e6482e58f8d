import {
  LAB_MESSAGES,
  type LabList,
  type LabPanel,
  type LabPanelInput,
} from '@pawrx/contracts/labs';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { requirePetRight } from '../../lib/pet-access';
import { evictPet } from '../../lib/pet-eviction';
import { isUuid } from '../../lib/uuid';
import { toLabList, toSingleLabPanel } from './labs.mapper';
import * as repo from './labs.repository';

type Ctx = Pick<AppContext, 'db' | 'now' | 'evict'>;

export async function listLabs(ctx: Ctx, userId: string, petId: string): Promise<LabList> {
  await requirePetRight(ctx, userId, petId, 'read');
  const [rows, species] = await Promise.all([
    repo.listForPet(ctx.db, petId),
    repo.petSpecies(ctx.db, petId),
  ]);
  return toLabList(rows, species);
}

export async function addLabPanel(
  ctx: Ctx,
  userId: string,
  petId: string,
  body: LabPanelInput,
): Promise<LabPanel> {
  const { ownerId } = await requirePetRight(ctx, userId, petId, 'write-labs');
  const row = await repo.insertPanel(ctx.db, {
    petId,
    date: body.date,
    source: body.source ?? '',
    results: body.results.map((r) => ({
      test: r.test,
      value: r.value,
      unit: r.unit,
      low: r.low ?? null,
      high: r.high ?? null,
    })),
    createdAt: ctx.now(),
  });
  // The Quick Check reads lab values through the cached pet profile (pet-for-check.ts).
  await evictPet(ctx, ownerId, petId);
  return toSingleLabPanel(row, await repo.petSpecies(ctx.db, petId));
}

export async function deleteLabPanel(
  ctx: Ctx,
  userId: string,
  petId: string,
  id: string,
): Promise<void> {
  const { ownerId } = await requirePetRight(ctx, userId, petId, 'write-labs');
  const deleted = isUuid(id) && (await repo.deletePanel(ctx.db, petId, id));
  if (!deleted) throw AppError.notFound(LAB_MESSAGES.notFound);
  await evictPet(ctx, ownerId, petId);
}

/** A pet's panels, newest first, for the medical report (whose route checked the caller's right). */
export const labPanelsOfPet = (db: AppContext['db'], petId: string) => repo.listForPet(db, petId);

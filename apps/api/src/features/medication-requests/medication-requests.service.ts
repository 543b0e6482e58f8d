import {
  MEDICATION_REQUESTS_PER_HOUR,
  type MedicationRequest,
  type MedicationRequestCreate,
} from '@pawrx/contracts/medication-requests';
import type { AppContext } from '../../lib/context';
import { toMedicationRequest } from './medication-requests.mapper';
import * as repo from './medication-requests.repository';

type Ctx = Pick<AppContext, 'db' | 'limiter'>;
const HOUR_MS = 60 * 60 * 1000;

/** Stores the request against its sender (the original product dropped every one). */
export async function submit(
  ctx: Ctx,
  userId: string,
  body: MedicationRequestCreate,
): Promise<MedicationRequest> {
  await ctx.limiter.hit(`medication-request:user:${userId}`, MEDICATION_REQUESTS_PER_HOUR, HOUR_MS);
  return toMedicationRequest(await repo.insertRequest(ctx.db, { ...body, userId }));
}

export async function listOwn(ctx: Ctx, userId: string): Promise<MedicationRequest[]> {
  return (await repo.listRequestsOf(ctx.db, userId)).map(toMedicationRequest);
}

import { adverseEventFileName } from '@pawrx/contracts/reports';
import { MEDICATION_MESSAGES } from '@pawrx/contracts/messages';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { requirePetRight } from '../../lib/pet-access';
import { renderAdverseEventReport } from './adverse-event-pdf';
import { toAdverseEventData } from './adverse-event.mapper';
import { loadAdverseEvent } from './adverse-event.repository';
import type { MedicalReportFile } from './reports.service';

/**
 * One reaction of the pet as an adverse-event report, for anyone who may read the pet; 404 'Pet
 * not found' without access, and the reaction's own 404 for a reaction of another pet, a random
 * or a bad id.
 */
export async function adverseEventReport(
  ctx: Pick<AppContext, 'db' | 'now'>,
  userId: string,
  petId: string,
  reactionId: string,
): Promise<MedicalReportFile> {
  await requirePetRight(ctx, userId, petId, 'read');
  const rows = await loadAdverseEvent(ctx.db, petId, reactionId);
  if (!rows) throw AppError.notFound(MEDICATION_MESSAGES.reactionNotFound);
  const bytes = await renderAdverseEventReport(toAdverseEventData(rows, ctx.now()));
  return { fileName: adverseEventFileName(rows.pet.name, rows.reaction.date), bytes };
}

import { medicalReportFileName } from '@pawrx/contracts/reports';
import { PET_MESSAGES } from '@pawrx/contracts/messages';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { assertOwnedPet } from '../../lib/owned-pet';
import { renderMedicalReport } from './medical-report-pdf';
import { toReportData } from './reports.mapper';
import { loadMedicalRecord } from './reports.repository';
import { checkCurrentMedications } from './safety-check';

export interface MedicalReportFile {
  fileName: string;
  bytes: Buffer;
}

/** The owner's pet's medical record as a PDF; 404 'Pet not found' for anyone else. */
export async function medicalReport(
  ctx: Pick<AppContext, 'db' | 'now'>,
  ownerId: string,
  petId: string,
): Promise<MedicalReportFile> {
  await assertOwnedPet(ctx.db, ownerId, petId);
  const rows = await loadMedicalRecord(ctx.db, petId);
  if (!rows) throw AppError.notFound(PET_MESSAGES.notFound);
  const generatedAt = ctx.now();
  const data = toReportData(rows, generatedAt);
  const safety = checkCurrentMedications(data.pet, data.currentMedications, generatedAt);
  const bytes = await renderMedicalReport({ ...data, safety });
  return { fileName: medicalReportFileName(rows.pet.name), bytes };
}

import { medicalReportFileName } from '@pawrx/contracts/reports';
import { PET_MESSAGES } from '@pawrx/contracts/messages';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { requirePetRight } from '../../lib/pet-access';
import { renderMedicalReport } from './medical-report-pdf';
import { toReportData } from './reports.mapper';
import { loadMedicalRecord } from './reports.repository';
import { checkCurrentMedications } from './safety-check';

export interface MedicalReportFile {
  fileName: string;
  bytes: Buffer;
}

/** The pet's medical record as a PDF for anyone who may read it; 404 'Pet not found' otherwise. */
export async function medicalReport(
  ctx: Pick<AppContext, 'db' | 'now'>,
  userId: string,
  petId: string,
): Promise<MedicalReportFile> {
  await requirePetRight(ctx, userId, petId, 'read');
  const rows = await loadMedicalRecord(ctx.db, petId);
  if (!rows) throw AppError.notFound(PET_MESSAGES.notFound);
  const generatedAt = ctx.now();
  const data = toReportData(rows, generatedAt);
  const safety = checkCurrentMedications(data.pet, data.currentMedications, generatedAt);
  const bytes = await renderMedicalReport({ ...data, safety });
  return { fileName: medicalReportFileName(rows.pet.name), bytes };
}

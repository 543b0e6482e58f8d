import { useMutation } from '@tanstack/react-query';
import {
  MEDICAL_REPORT_SUFFIX,
  medicalReportPath,
  safePetFileStem,
} from '@pawrx/contracts/reports';
import { api } from './api-client';
import { saveBlob } from './save-blob';

/** GET /api/reports/pet/:id/medical-record, saved as `<PetName>_Medical_Report.pdf`. */
async function downloadMedicalReport(petId: string, petName: string): Promise<void> {
  const blob = await api.download(medicalReportPath(petId));
  saveBlob(blob, `${safePetFileStem(petName)}${MEDICAL_REPORT_SUFFIX}`);
}

export const useDownloadReport = () =>
  useMutation({
    mutationFn: ({ petId, petName }: { petId: string; petName: string }) =>
      downloadMedicalReport(petId, petName),
  });

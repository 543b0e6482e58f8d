import { useMutation } from '@tanstack/react-query';
import { adverseEventFileName, adverseEventReportPath } from '@pawrx/contracts/reports';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

type Input = { petId: string; petName: string; reactionId: string; reactionDate: string };

/** GET the reaction's adverse-event report (PDF for Form FDA 1932a) and save it. */
async function downloadAdverseEventReport(input: Input): Promise<void> {
  const blob = await api.download(adverseEventReportPath(input.petId, input.reactionId));
  saveBlob(blob, adverseEventFileName(input.petName, input.reactionDate));
}

export const useDownloadAdverseEvent = () =>
  useMutation({ mutationFn: downloadAdverseEventReport });

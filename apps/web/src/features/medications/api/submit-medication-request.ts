import { useMutation } from '@tanstack/react-query';
import type { Envelope } from '@pawrx/contracts/envelope';
import type {
  MedicationRequest,
  MedicationRequestBody,
} from '@pawrx/contracts/medication-requests';
import { api } from '../../../lib/api-client';

/** POST /api/medications/request: stored and linked to the signed-in user. */
const submitMedicationRequest = (body: MedicationRequestBody) =>
  api.post<Envelope<MedicationRequest>>('/api/medications/request', body);

export const useSubmitMedicationRequest = () =>
  useMutation({ mutationFn: submitMedicationRequest });

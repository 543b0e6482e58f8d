import {
  MEDICATION_REQUEST_STATUSES,
  type MedicationRequest,
} from '@pawrx/contracts/medication-requests';
import type { MedicationRequestRow } from './medication-requests.repository';

type RequestStatus = MedicationRequest['status'];
const asStatus = (value: string): RequestStatus =>
  (MEDICATION_REQUEST_STATUSES as readonly string[]).includes(value)
    ? (value as RequestStatus)
    : 'pending';

/** The one place a request row becomes the wire medication request (spec §3, plus status). */
export function toMedicationRequest(row: MedicationRequestRow): MedicationRequest {
  return {
    _id: row.id,
    medicationName: row.medicationName,
    brandName: row.brandName,
    category: row.category,
    commonDoses: row.commonDoses,
    species: row.species,
    reason: row.reason,
    status: asStatus(row.status),
    createdAt: row.createdAt.toISOString(),
  };
}

import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '@pawrx/contracts/envelope';
import type { MedicationList } from '@pawrx/contracts/medications';
import { api } from '../../../lib/api-client';

/** GET /api/pets/:id/medications → {current[], history[]}. */
export const getMedications = (petId: string) =>
  api.get<Envelope<MedicationList>>(`/api/pets/${encodeURIComponent(petId)}/medications`);

/** Shared with the pets and interactions features: same key, same data (the split lists). */
export const medicationsKey = (petId: string) => ['pets', 'detail', petId, 'medications'] as const;

export function useMedications(petId: string | undefined) {
  return useQuery({
    queryKey: medicationsKey(petId ?? ''),
    queryFn: async () => (await getMedications(petId!)).data,
    enabled: Boolean(petId),
  });
}

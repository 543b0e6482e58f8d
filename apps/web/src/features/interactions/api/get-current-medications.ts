import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '@pawrx/contracts/envelope';
import type { MedicationList } from '@pawrx/contracts/medications';
import { api } from '../../../lib/api-client';

/** GET /api/pets/:id/medications; the checker compares against `current` only. */
export const fetchPetMedications = async (petId: string) =>
  (await api.get<Envelope<MedicationList>>(`/api/pets/${encodeURIComponent(petId)}/medications`))
    .data;

export const useCurrentMedications = (petId: string) =>
  useQuery({
    queryKey: ['pets', 'detail', petId, 'medications'],
    queryFn: () => fetchPetMedications(petId),
    enabled: petId !== '',
    select: (list) => list.current,
  });

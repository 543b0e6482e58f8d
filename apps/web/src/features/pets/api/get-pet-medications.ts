import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '@pawrx/contracts/envelope';
import type { MedicationList } from '@pawrx/contracts/medications';
import { api } from '../../../lib/api-client';
import { petKeys } from './pet-keys';

/** GET /api/pets/:id/medications → { current[], history[] } (the medications feature's API). */
export const fetchPetMedications = async (id: string) =>
  (await api.get<Envelope<MedicationList>>(`/api/pets/${encodeURIComponent(id)}/medications`)).data;

export const usePetMedications = (id: string) =>
  useQuery({ queryKey: petKeys.medications(id), queryFn: () => fetchPetMedications(id) });

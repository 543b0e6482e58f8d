import { useQuery } from '@tanstack/react-query';
import { petMedicationsQuery } from '../../../lib/queries/pet-queries';

/** The chosen pet's current medications: the checker compares against `current` only. */
export const useCurrentMedications = (petId: string) =>
  useQuery({ ...petMedicationsQuery(petId), select: (list) => list.current });

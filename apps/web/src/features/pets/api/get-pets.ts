import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '@pawrx/contracts/envelope';
import type { PetSummary } from '@pawrx/contracts/pets';
import { api } from '../../../lib/api-client';
import { petKeys } from './pet-keys';

/** GET /api/pets: the owner's pets (photos as URLs). */
export const fetchPets = async () => (await api.get<Envelope<PetSummary[]>>('/api/pets')).data;

export const usePets = () => useQuery({ queryKey: petKeys.list(), queryFn: fetchPets });

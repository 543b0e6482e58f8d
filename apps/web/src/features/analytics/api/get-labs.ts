import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '@pawrx/contracts/envelope';
import type { LabList } from '@pawrx/contracts/labs';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/query-keys';

/** GET /api/pets/:petId/labs, under the Labs tab's key: a new panel redraws the chart too. */
export const useLabSeries = (petId: string) =>
  useQuery({
    queryKey: queryKeys.petLabs(petId),
    queryFn: async () =>
      (await api.get<Envelope<LabList>>(`/api/pets/${encodeURIComponent(petId)}/labs`)).data,
  });

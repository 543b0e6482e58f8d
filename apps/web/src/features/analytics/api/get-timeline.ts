import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@pawrx/contracts/envelope';
import type { TimelineEvent } from '@pawrx/contracts/timeline';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/query-keys';

/** GET /api/pets/:petId/timeline: every event of the pet's life, oldest first. */
const petTimelineQuery = (petId: string) =>
  queryOptions({
    queryKey: queryKeys.petTimeline(petId),
    queryFn: async () =>
      (await api.get<Envelope<TimelineEvent[]>>(`/api/pets/${encodeURIComponent(petId)}/timeline`))
        .data,
    // The reactions, doses and weighings it shows may change from another member's screen.
    refetchOnWindowFocus: true,
  });

export const useTimeline = (petId: string) => useQuery(petTimelineQuery(petId));

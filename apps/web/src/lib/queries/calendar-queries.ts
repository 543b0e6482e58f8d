import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed } from '@pawrx/contracts/calendar';
import type { Envelope } from '@pawrx/contracts/envelope';
import { api } from '../api-client';
import { queryKeys } from './query-keys';

/**
 * GET /api/calendar/feed: the account's secret calendar URL. The first call creates the secret,
 * so it is only fetched once the owner asks for it; it does not change until reset.
 */
export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: queryKeys.calendarFeed,
    queryFn: async () => (await api.get<Envelope<CalendarFeed>>('/api/calendar/feed')).data,
    staleTime: Infinity,
  });

export const useCalendarFeed = (enabled: boolean) => useQuery({ ...calendarFeedQuery(), enabled });

/** POST /api/calendar/feed/reset: a new URL; the old one stops working at once. */
export function useResetCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.post<Envelope<CalendarFeed>>('/api/calendar/feed/reset')).data,
    onSuccess: (feed) => client.setQueryData(queryKeys.calendarFeed, feed),
  });
}

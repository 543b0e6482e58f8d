import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardAppointment } from '@pawrx/contracts/appointments';
import type { Envelope } from '@pawrx/contracts/envelope';
import { api } from '../api-client';
import { queryKeys } from './query-keys';

/**
 * GET /api/appointments: every appointment of the owner's pets, with pet name and photo.
 * @public (a resource's query options are shared API: useQueries, prefetch, select)
 */
export const appointmentsQuery = () =>
  queryOptions({
    queryKey: queryKeys.appointments,
    queryFn: async () =>
      (await api.get<Envelope<DashboardAppointment[]>>('/api/appointments')).data,
  });

export const useAppointments = () => useQuery(appointmentsQuery());

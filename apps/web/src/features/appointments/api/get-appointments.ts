import { useQuery } from '@tanstack/react-query';
import type { DashboardAppointment } from '@pawrx/contracts/appointments';
import type { Envelope } from '@pawrx/contracts/envelope';
import { api } from '../../../lib/api-client';

export const appointmentKeys = { all: ['appointments'] as const };

/** GET /api/appointments: every appointment of the owner's pets, with pet name and photo. */
export const fetchAppointments = async () =>
  (await api.get<Envelope<DashboardAppointment[]>>('/api/appointments')).data;

export const useAppointments = () =>
  useQuery({ queryKey: appointmentKeys.all, queryFn: fetchAppointments });

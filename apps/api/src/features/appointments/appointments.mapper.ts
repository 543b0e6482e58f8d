import type { Appointment, DashboardAppointment } from '@pawrx/contracts/appointments';
import type { AppointmentStatus, AppointmentType } from '@pawrx/contracts/enums';
import type { AppointmentRow } from './appointments.repository';

/** The one place an appointment row becomes the wire appointment (both §3 versions). */
export function toAppointment(row: AppointmentRow): Appointment {
  return {
    _id: row.id,
    petId: row.petId,
    type: row.type as AppointmentType,
    title: row.title,
    date: row.date,
    time: row.time,
    veterinarian: row.veterinarian,
    clinic: row.clinic,
    address: row.address,
    phone: row.phone,
    notes: row.notes,
    status: row.status as AppointmentStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toDashboardAppointment(
  row: AppointmentRow,
  petName: string,
  petPhoto: string | null,
): DashboardAppointment {
  return { ...toAppointment(row), petName, petPhoto };
}

import type {
  Appointment,
  AppointmentCreate,
  AppointmentStatusBody,
  DashboardAppointment,
} from '@pawrx/contracts/appointments';
import { APPOINTMENT_MESSAGES } from '@pawrx/contracts/messages';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { assertOwnedPet, isUuid } from '../../lib/owned-pet';
import { signedPhotoUrl } from '../pets/pet-photo';
import { toAppointment, toDashboardAppointment } from './appointments.mapper';
import * as repo from './appointments.repository';

type Ctx = Pick<AppContext, 'db' | 'jwtSecret' | 'now'>;

export async function createAppointment(
  ctx: Ctx,
  ownerId: string,
  petId: string,
  body: AppointmentCreate,
): Promise<Appointment> {
  await assertOwnedPet(ctx.db, ownerId, petId);
  const now = ctx.now();
  const row = await repo.insertAppointment(ctx.db, {
    ...body,
    petId,
    status: 'scheduled',
    createdAt: now,
    updatedAt: now,
  });
  return toAppointment(row);
}

export async function listPetAppointments(
  ctx: Ctx,
  ownerId: string,
  petId: string,
): Promise<Appointment[]> {
  await assertOwnedPet(ctx.db, ownerId, petId);
  return (await repo.listForPet(ctx.db, petId)).map(toAppointment);
}

/** The dashboard's calendar and lists: every appointment of the owner's pets, by date. */
export async function listOwnerAppointments(
  ctx: Ctx,
  ownerId: string,
): Promise<DashboardAppointment[]> {
  const rows = await repo.listForOwner(ctx.db, ownerId);
  return rows.map(({ appointment, petName, photoUpdatedAt }) =>
    toDashboardAppointment(
      appointment,
      petName,
      signedPhotoUrl(ctx.jwtSecret, appointment.petId, photoUpdatedAt),
    ),
  );
}

/** Spec §4: only a scheduled appointment becomes completed or cancelled (else 409). */
export async function setAppointmentStatus(
  ctx: Ctx,
  ownerId: string,
  petId: string,
  appointmentId: string,
  { status }: AppointmentStatusBody,
): Promise<Appointment> {
  await assertOwnedPet(ctx.db, ownerId, petId);
  if (!isUuid(appointmentId)) throw AppError.notFound(APPOINTMENT_MESSAGES.notFound);
  const updated = await repo.updateStatusIfScheduled(
    ctx.db,
    petId,
    appointmentId,
    status,
    ctx.now(),
  );
  if (updated) return toAppointment(updated);
  const existing = await repo.findForPet(ctx.db, petId, appointmentId);
  if (!existing) throw AppError.notFound(APPOINTMENT_MESSAGES.notFound);
  throw AppError.conflict(APPOINTMENT_MESSAGES.notScheduled);
}

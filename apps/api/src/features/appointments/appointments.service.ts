import type {
  Appointment,
  AppointmentCreate,
  AppointmentStatusBody,
  DashboardAppointment,
} from '@pawrx/contracts/appointments';
import { APPOINTMENT_MESSAGES } from '@pawrx/contracts/messages';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { recordActivity } from '../../lib/activity';
import { requirePetRight, type Actor } from '../../lib/pet-access';
import { isUuid } from '../../lib/uuid';
import { signedPhotoUrl } from '../pets/pet-photo';
import { toAppointment, toDashboardAppointment } from './appointments.mapper';
import * as repo from './appointments.repository';

type Ctx = Pick<AppContext, 'db' | 'jwtSecret' | 'now'>;

/** 'Checkup on 2026-03-10 at 10:30' (the title, else the type), for the activity log. */
const appointmentLine = (a: { title: string; type: string; date: string; time: string }) =>
  `${a.title.trim() || a.type} on ${a.date}${a.time ? ` at ${a.time}` : ''}`;

export async function createAppointment(
  ctx: Ctx,
  actor: Actor,
  petId: string,
  body: AppointmentCreate,
): Promise<Appointment> {
  await requirePetRight(ctx, actor.id, petId, 'write-appointments');
  const now = ctx.now();
  const row = await repo.insertAppointment(ctx.db, {
    ...body,
    petId,
    status: 'scheduled',
    createdAt: now,
    updatedAt: now,
  });
  // The log names who booked it: a vet's appointments show to the owner (issue 24 item 14).
  await recordActivity(ctx.db, {
    petId,
    actor,
    action: 'appointment.added',
    summary: `Scheduled ${appointmentLine(row)}`,
    at: now,
  });
  return toAppointment(row);
}

export async function listPetAppointments(
  ctx: Ctx,
  userId: string,
  petId: string,
): Promise<Appointment[]> {
  await requirePetRight(ctx, userId, petId, 'read');
  return appointmentsOfPet(ctx, petId);
}

/** A pet's appointments as sent, for a caller that has already checked access to the pet. */
export async function appointmentsOfPet(
  ctx: Pick<Ctx, 'db'>,
  petId: string,
): Promise<Appointment[]> {
  return (await repo.listForPet(ctx.db, petId)).map(toAppointment);
}

/** The dashboard's calendar and lists: every appointment of the account's own and shared pets. */
export async function listOwnerAppointments(
  ctx: Ctx,
  userId: string,
): Promise<DashboardAppointment[]> {
  const rows = await repo.listForUser(ctx.db, userId, ctx.now());
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
  actor: Actor,
  petId: string,
  appointmentId: string,
  { status }: AppointmentStatusBody,
): Promise<Appointment> {
  await requirePetRight(ctx, actor.id, petId, 'write-appointments');
  if (!isUuid(appointmentId)) throw AppError.notFound(APPOINTMENT_MESSAGES.notFound);
  const updated = await repo.updateStatusIfScheduled(
    ctx.db,
    petId,
    appointmentId,
    status,
    ctx.now(),
  );
  if (updated) {
    await recordActivity(ctx.db, {
      petId,
      actor,
      action: `appointment.${status}`,
      summary: `${status === 'completed' ? 'Completed' : 'Cancelled'} ${appointmentLine(updated)}`,
      at: ctx.now(),
    });
    return toAppointment(updated);
  }
  const existing = await repo.findForPet(ctx.db, petId, appointmentId);
  if (!existing) throw AppError.notFound(APPOINTMENT_MESSAGES.notFound);
  throw AppError.conflict(APPOINTMENT_MESSAGES.notScheduled);
}

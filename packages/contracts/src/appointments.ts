import { z } from 'zod';
import { envelope } from './envelope';
import {
  appointmentStatusSchema,
  appointmentTypeSchema,
  type AppointmentStatus,
  type AppointmentType,
} from './enums';
import { isDateOnly } from './dates';

// Appointments (spec §3 both versions, §4 Appointment status, §5 both schedule rules, §7 rows).

/** A date-only value, 'YYYY-MM-DD'. */
export const dateOnlySchema = z
  .string({ error: 'Date is required' })
  .trim()
  .refine(isDateOnly, 'Date must be a valid date (YYYY-MM-DD)');

/**
 * A day sent either as 'YYYY-MM-DD' or as an ISO string (the dashboard sends the local day as
 * an ISO string shifted by the time zone offset): the date part is the day, stored date-only.
 */
export const dayInputSchema = z
  .string({ error: 'Date is required' })
  .trim()
  .min(1, 'Date is required')
  // Only the date part counts, but the rest must still be a time ('2026-03-08junk' is refused).
  .refine(
    (value) => value.length === 10 || (value[10] === 'T' && !Number.isNaN(Date.parse(value))),
    'Date must be a valid date (YYYY-MM-DD)',
  )
  .transform((value) => value.slice(0, 10))
  .pipe(dateOnlySchema);

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'checkup', 'Check-up' and 'check up' are one type, stored as 'check-up'. */
export function normaliseAppointmentType(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const v = value.trim().toLowerCase();
  if (v === '') return undefined;
  return v === 'checkup' || v === 'check up' ? 'check-up' : v;
}

export const APPOINTMENT_TYPE_LABELS: Record<AppointmentType, string> = {
  'check-up': 'Check-up',
  vaccination: 'Vaccination',
  dental: 'Dental',
  surgery: 'Surgery',
  emergency: 'Emergency',
  grooming: 'Grooming',
  other: 'Other',
};

/** Spec §4 badge labels: upcoming default 'Scheduled', past default 'Completed'. */
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const text = (max: number) => z.string().trim().max(max).optional().default('');

/**
 * The fields of a new appointment, before the missing title is filled in: the dashboard body
 * (date as ISO, time, type 'check-up', veterinarian, clinic, notes, status 'scheduled') and the
 * profile body (type 'checkup', title, date, optional time, address, phone…) alike. The web's
 * two scheduling forms derive their own rules from it.
 */
export const appointmentFieldsSchema = z.object({
  type: z.preprocess(
    normaliseAppointmentType,
    appointmentTypeSchema.optional().default('check-up'),
  ),
  title: text(200),
  date: dayInputSchema,
  time: z
    .string()
    .trim()
    .optional()
    .default('')
    .refine((t) => t === '' || TIME.test(t), 'Time must be HH:MM'),
  veterinarian: text(200),
  clinic: text(200),
  address: text(300),
  phone: text(40),
  notes: text(2000),
  status: z.literal('scheduled').optional(),
});

/** A missing title becomes the type's label. A new appointment is always scheduled. */
export const appointmentCreateBodySchema = appointmentFieldsSchema.transform(
  ({ status: _status, ...body }) => ({
    ...body,
    title: body.title || APPOINTMENT_TYPE_LABELS[body.type],
  }),
);
export type AppointmentCreateBody = z.input<typeof appointmentCreateBodySchema>;
export type AppointmentCreate = z.output<typeof appointmentCreateBodySchema>;

/** Only a scheduled appointment moves, and only to completed or cancelled. */
export const appointmentStatusBodySchema = z.object({
  status: z.enum(['completed', 'cancelled'], {
    error: "Status must be 'completed' or 'cancelled'",
  }),
});
export type AppointmentStatusBody = z.infer<typeof appointmentStatusBodySchema>;

export const appointmentSchema = z.object({
  _id: z.string(),
  petId: z.string(),
  type: appointmentTypeSchema,
  title: z.string(),
  /** Date-only 'YYYY-MM-DD'; read it at local noon (parseDateOnly). */
  date: z.string(),
  time: z.string(),
  veterinarian: z.string(),
  clinic: z.string(),
  address: z.string(),
  phone: z.string(),
  notes: z.string(),
  status: appointmentStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/** The dashboard's list adds the pet's name and photo URL (spec §3 dashboard version). */
export const dashboardAppointmentSchema = appointmentSchema.extend({
  petName: z.string(),
  petPhoto: z.string().nullable(),
});
export type DashboardAppointment = z.infer<typeof dashboardAppointmentSchema>;

export const appointmentEnvelopeSchema = envelope(appointmentSchema);
export const appointmentListEnvelopeSchema = envelope(z.array(appointmentSchema));
export const dashboardAppointmentListEnvelopeSchema = envelope(z.array(dashboardAppointmentSchema));

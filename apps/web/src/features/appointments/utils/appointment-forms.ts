import { z } from 'zod';
import { appointmentFieldsSchema } from '@pawrx/contracts/appointments';
import { APPOINTMENT_MESSAGES, VALIDATION_MESSAGES } from '@pawrx/contracts/messages';

// The two Schedule Appointment forms of spec §5, derived from the appointment body's fields: each
// adds only its own rules to the API's.

const fields = appointmentFieldsSchema.shape;

/** Dashboard: pet, date and time required; the date cannot be earlier than `today`. */
export const scheduleFormSchema = (today: string) =>
  appointmentFieldsSchema
    .pick({ date: true, type: true, veterinarian: true, clinic: true, notes: true })
    .extend({
      petId: z.string().min(1, VALIDATION_MESSAGES.selectPet),
      time: fields.time.refine((time) => time !== '', APPOINTMENT_MESSAGES.timeRequired),
    })
    .refine((form) => form.date >= today, {
      path: ['date'],
      message: APPOINTMENT_MESSAGES.dateInPast,
    });
export type ScheduleFormInput = z.input<ReturnType<typeof scheduleFormSchema>>;
export type ScheduleFormValues = z.output<ReturnType<typeof scheduleFormSchema>>;

/** Profile: type, title and date required; time optional; the rest optional. */
export const profileAppointmentFormSchema = appointmentFieldsSchema.omit({ status: true }).extend({
  title: fields.title.refine((title) => title !== '', APPOINTMENT_MESSAGES.titleRequired),
});
export type ProfileAppointmentFormInput = z.input<typeof profileAppointmentFormSchema>;
export type ProfileAppointmentFormValues = z.output<typeof profileAppointmentFormSchema>;

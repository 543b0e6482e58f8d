import { z } from 'zod';
import { dateOnlySchema, dayInputSchema } from './appointments';
import { envelope } from './envelope';

// Vaccination history (spec §3 Vaccination: vaccine, date, nextDue, veterinarian).

/** A vaccination whose next dose falls within this many days is 'due soon'. */
export const VACCINATION_DUE_SOON_DAYS = 30;

const optionalDay = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  dayInputSchema.optional(),
);

export const vaccinationBodySchema = z
  .object({
    vaccine: z
      .string({ error: 'Vaccine is required' })
      .trim()
      .min(1, 'Vaccine is required')
      .max(200),
    date: dayInputSchema,
    nextDue: optionalDay,
    veterinarian: z.string().trim().max(200).optional().default(''),
    notes: z.string().trim().max(2000).optional().default(''),
  })
  .superRefine((body, ctx) => {
    // Date-only strings compare correctly as text.
    if (body.nextDue && body.nextDue < body.date)
      ctx.addIssue({
        code: 'custom',
        path: ['nextDue'],
        message: 'Next due date cannot be before the vaccination date',
      });
  });
export type VaccinationBody = z.input<typeof vaccinationBodySchema>;
export type VaccinationInput = z.output<typeof vaccinationBodySchema>;

export const vaccinationSchema = z.object({
  _id: z.string(),
  petId: z.string(),
  vaccine: z.string(),
  date: dateOnlySchema,
  nextDue: z.string().nullable(),
  veterinarian: z.string(),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Vaccination = z.infer<typeof vaccinationSchema>;

export const vaccinationEnvelopeSchema = envelope(vaccinationSchema);
export const vaccinationListEnvelopeSchema = envelope(z.array(vaccinationSchema));

export type VaccinationDueStatus = 'overdue' | 'due-soon' | 'ok' | 'none';

/** Adds days to a 'YYYY-MM-DD' day, in UTC arithmetic so no time zone shifts it. */
export function addDaysToDateOnly(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Overdue when nextDue is before today; due soon within VACCINATION_DUE_SOON_DAYS. */
export function vaccinationDueStatus(
  nextDue: string | null | undefined,
  today: string,
): VaccinationDueStatus {
  if (!nextDue) return 'none';
  if (nextDue < today) return 'overdue';
  if (nextDue <= addDaysToDateOnly(today, VACCINATION_DUE_SOON_DAYS)) return 'due-soon';
  return 'ok';
}

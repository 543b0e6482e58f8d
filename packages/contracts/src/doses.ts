import { z } from 'zod';
import { envelope } from './envelope';
import { isDateOnly } from './dates';
import { textField } from './medications';

// The dose log (issue 14): each scheduled dose of a pet's active medications with what happened
// to it, and the body that logs one.

/** A dose nobody logged this long after its time counts as missed. */
export const MISSED_AFTER_MINUTES = 120;
/** The longest range one `GET /doses` call covers. */
export const MAX_DOSE_RANGE_DAYS = 62;
/** A dose may be logged this far ahead of its time (given early), no further. */
export const LOG_AHEAD_HOURS = 12;
/** Days of adherence the medication card reports. */
export const ADHERENCE_DAYS = 30;

export const LOGGED_DOSE_STATUSES = ['given', 'skipped'] as const;
export type LoggedDoseStatus = (typeof LOGGED_DOSE_STATUSES)[number];
export const DOSE_STATUSES = ['given', 'skipped', 'missed', 'due', 'upcoming'] as const;
export const doseStatusSchema = z.enum(DOSE_STATUSES);
export type DoseStatus = z.infer<typeof doseStatusSchema>;

export const DOSE_STATUS_LABELS: Record<DoseStatus, string> = {
  given: 'Given',
  skipped: 'Skipped',
  missed: 'Missed',
  due: 'Due',
  upcoming: 'Upcoming',
};

const day = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .refine(isDateOnly, `${label} must be a date written YYYY-MM-DD`);

export const doseRangeQuerySchema = z
  .object({ from: day('from'), to: day('to') })
  .superRefine((q, ctx) => {
    if (q.to < q.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: "'to' cannot be before 'from'" });
    const span = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
    if (span >= MAX_DOSE_RANGE_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `A range covers at most ${MAX_DOSE_RANGE_DAYS} days`,
      });
  });
export type DoseRangeQuery = z.infer<typeof doseRangeQuerySchema>;

export const doseLogBodySchema = z.object({
  /** The scheduled time being logged (ISO); absent for an extra dose given now. */
  scheduledAt: z.iso
    .datetime({ offset: true, error: 'scheduledAt must be an ISO date-time' })
    .optional(),
  status: z.enum(LOGGED_DOSE_STATUSES, { error: "Status must be 'given' or 'skipped'" }),
  note: textField(500).optional(),
});
export type DoseLogBody = z.infer<typeof doseLogBodySchema>;

export const doseSchema = z.object({
  medicationId: z.string(),
  medicationName: z.string(),
  petId: z.string(),
  /** ISO UTC. */
  scheduledAt: z.string(),
  status: doseStatusSchema,
  /** An extra dose logged outside the schedule. */
  extra: z.boolean(),
  loggedAt: z.string().optional(),
  loggedBy: z.object({ id: z.string(), name: z.string() }).optional(),
  note: z.string().optional(),
});
export type Dose = z.infer<typeof doseSchema>;

export const doseListResponseSchema = envelope(z.array(doseSchema));
export const doseResponseSchema = envelope(doseSchema);

export const petDoseParamsSchema = z.object({ petId: z.string().max(100) });
export const medicationDoseParamsSchema = z.object({
  petId: z.string().max(100),
  medicationId: z.string().max(100),
});

export const DOSE_MESSAGES = {
  logged: 'Dose logged',
  notScheduled: 'That is not a scheduled dose time of this medication',
  tooEarly: `A dose can be logged at most ${LOG_AHEAD_HOURS} hours before its time`,
  notActive: 'Only an active medication can have doses logged',
  logFailed: 'Could not log the dose',
  loadFailed: 'Could not load doses',
  linkInvalid: 'This link is invalid, has expired or was already used',
} as const;

/** What the Today list says once a dose is logged (issue 13: say what happened). */
export const doseLoggedMessage = (
  status: LoggedDoseStatus,
  medication: string,
  petName: string,
  time: string,
): string =>
  `${medication} marked ${status === 'given' ? 'given' : 'skipped'} for ${petName} (${time})`;

/** Share of scheduled doses that were given, 0–100; null when none were scheduled. */
export function adherencePercent(doses: readonly Pick<Dose, 'status' | 'extra'>[]): number | null {
  const counted = doses.filter((d) => !d.extra && d.status !== 'upcoming' && d.status !== 'due');
  if (counted.length === 0) return null;
  return Math.round((counted.filter((d) => d.status === 'given').length / counted.length) * 100);
}

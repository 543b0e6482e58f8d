import { z } from 'zod';
import { apiErrorSchema, envelope } from './envelope';
import { isDateOnly } from './dates';
import { SUPPLY_UNITS } from './dose-schedule';
import { textField } from './medications';
import { supplyStateSchema } from './supply-state';

// The dose log (issue 14): each scheduled dose of a pet's active medications with what happened
// to it, and the body that logs one.

/** A dose nobody logged this long after its time counts as missed. */
export const MISSED_AFTER_MINUTES = 120;
/** The longest range one `GET /doses` call covers. */
export const MAX_DOSE_RANGE_DAYS = 62;
/** A dose may be logged this far ahead of its time (given early), no further. */
export const LOG_AHEAD_HOURS = 12;
/**
 * A missed dose may be logged afterwards for this many days before today (issue 24 item 4), with
 * the time it was really given; older doses stay as they were.
 */
export const PAST_DOSE_DAYS = 7;
/** A time given may be this far past the server's clock (a phone a little fast), no further. */
export const GIVEN_AT_SKEW_SECONDS = 60;
/** Days of adherence the medication card reports. */
export const ADHERENCE_DAYS = 30;
/**
 * Given on a dose more than this far ahead of its time asks first (issue 24): the evening dose
 * sits under the morning one, and a stray tap would log it hours early.
 */
export const CONFIRM_EARLY_GIVEN_MINUTES = 60;
/** How long the web offers Undo after Given or Skipped. */
export const DOSE_UNDO_SECONDS = 10;

export const LOGGED_DOSE_STATUSES = ['given', 'skipped'] as const;
export type LoggedDoseStatus = (typeof LOGGED_DOSE_STATUSES)[number];
const loggedStatusSchema = z.enum(LOGGED_DOSE_STATUSES, {
  error: "Status must be 'given' or 'skipped'",
});
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

/**
 * An ISO date-time that names a real instant: a 30 February or a 24:00 is refused rather than
 * rolled over into the next day, as Date.parse would.
 */
const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be an ISO date-time` }).refine((value) => {
    const [, y, mo, d, h, mi] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value) ?? [];
    return (
      isDateOnly(`${y}-${mo}-${d}`) &&
      Number(h) < 24 &&
      Number(mi) < 60 &&
      !Number.isNaN(Date.parse(value))
    );
  }, `${label} is not a real date and time`);

export const doseLogBodySchema = z
  .object({
    /** The scheduled time being logged (ISO); absent for an extra dose. */
    scheduledAt: instant('scheduledAt').optional(),
    status: loggedStatusSchema,
    /**
     * When the dose was really given, for a dose logged afterwards ("Given at 08:15"); absent
     * means now. At most PAST_DOSE_DAYS back, never in the future. An extra dose without
     * scheduledAt is the dose given at this time.
     */
    givenAt: instant('givenAt')
      .optional()
      .describe(
        `When the dose was really given, for a dose logged afterwards ("Given at 08:15"); absent means now. Within the last ${PAST_DOSE_DAYS} days, not before the medication's start date, not in the future, not more than ${LOG_AHEAD_HOURS} hours before scheduledAt. Only with status given.`,
      ),
    note: textField(500).optional(),
  })
  .refine((b) => b.givenAt === undefined || b.status === 'given', {
    path: ['givenAt'],
    message: 'Only a given dose has a time given; leave it out for a skipped dose',
  });
export type DoseLogBody = z.infer<typeof doseLogBodySchema>;

export const DOSE_HISTORY_ACTIONS = ['logged', 'edited', 'undone'] as const;

/** One step of a dose's log: logged, changed, or undone (a dose has one log, changed only by edits). */
export const doseHistoryEntrySchema = z.object({
  action: z.enum(DOSE_HISTORY_ACTIONS),
  /** The status the step left (for 'undone', the status that was undone). */
  status: loggedStatusSchema,
  note: z.string().optional(),
  by: z.object({ name: z.string() }),
  /** ISO UTC. */
  at: z.string(),
});
export type DoseHistoryEntry = z.infer<typeof doseHistoryEntrySchema>;

export const doseSchema = z.object({
  /** The log's id once the dose is logged: what the edit and undo routes take. */
  _id: z.string().optional(),
  /** The log's version, sent back by an edit or an Undo so that a stale one is refused. */
  version: z.number().int().optional(),
  medicationId: z.string(),
  medicationName: z.string(),
  /** What to give, as the owner wrote it on the medication ('75 mg'); '' when not written. */
  dosage: z.string(),
  /** How many units make one dose (1 tablet), when the owner counted the supply. */
  amountPerDose: z.number().nullable(),
  unit: z.enum(SUPPLY_UNITS).nullable(),
  /** The owner's instructions on the medication ('with food'); '' when none. */
  instructions: z.string(),
  /** The medication's supply and refill state (issue 24 item 5), as on its card. */
  supply: supplyStateSchema,
  petId: z.string(),
  /** ISO UTC. */
  scheduledAt: z.string(),
  status: doseStatusSchema,
  /** An extra dose logged outside the schedule. */
  extra: z.boolean(),
  loggedAt: z.string().optional(),
  loggedBy: z.object({ id: z.string(), name: z.string() }).optional(),
  note: z.string().optional(),
  /** Every step of the dose's log, oldest first, once there is more than its one log. */
  history: z.array(doseHistoryEntrySchema).optional(),
});
export type Dose = z.infer<typeof doseSchema>;

/** Who already logged a dose, and how: the `data` of a 409 to a second log, edit or Undo. */
export const doseConflictSchema = z.object({
  _id: z.string(),
  version: z.number().int(),
  status: loggedStatusSchema,
  loggedAt: z.string(),
  loggedBy: z.object({ name: z.string() }),
});
export type DoseConflict = z.infer<typeof doseConflictSchema>;

/** The codes of a 409 that carries a DoseConflict. */
export const DOSE_CONFLICT_CODES = {
  /** A second log of a logged dose. */
  alreadyLogged: 'DOSE_ALREADY_LOGGED',
  /** An edit or Undo of a version that is no longer the log's. */
  changedSince: 'DOSE_LOG_CHANGED',
} as const;

export const doseConflictErrorSchema = apiErrorSchema.extend({
  data: doseConflictSchema.optional(),
});

export const doseEditBodySchema = z
  .object({
    /** The version the editor saw (`Dose.version`): another change since is a 409. */
    version: z
      .number({ error: 'version must be the version of the log being changed' })
      .int('version must be a whole number')
      .min(1, 'version must be 1 or more')
      .max(2_147_483_647, 'version is too large'),
    status: loggedStatusSchema.optional(),
    note: textField(500).optional(),
  })
  .refine((b) => b.status !== undefined || b.note !== undefined, {
    path: ['status'],
    message: 'Send a status or a note to change',
  });
export type DoseEditBody = z.infer<typeof doseEditBodySchema>;

export const doseUndoQuerySchema = z.object({
  version: z.coerce
    .number({ error: 'version must be the version of the log being undone' })
    .int('version must be a whole number')
    .min(1, 'version must be 1 or more')
    .max(2_147_483_647, 'version is too large'),
});
export type DoseUndoQuery = z.infer<typeof doseUndoQuerySchema>;

export const doseListResponseSchema = envelope(z.array(doseSchema));
export const doseResponseSchema = envelope(doseSchema);

export const petDoseParamsSchema = z.object({ petId: z.string().max(100) });
export const medicationDoseParamsSchema = z.object({
  petId: z.string().max(100),
  medicationId: z.string().max(100),
});
export const doseLogParamsSchema = z.object({
  petId: z.string().max(100),
  doseId: z.string().max(100),
});

export const DOSE_MESSAGES = {
  logged: 'Dose logged',
  notScheduled: 'That is not a scheduled dose time of this medication',
  tooEarly: `A dose can be logged at most ${LOG_AHEAD_HOURS} hours before its time`,
  tooOld: `Only doses of the last ${PAST_DOSE_DAYS} days can be logged`,
  beforeStart: "That is before the medication's start date",
  givenInFuture: 'The time given cannot be in the future',
  givenTooOld: `The time given must be within the last ${PAST_DOSE_DAYS} days`,
  givenBeforeStart: "The time given cannot be before the medication's start date",
  givenTooEarly: `The time given cannot be more than ${LOG_AHEAD_HOURS} hours before the dose's time`,
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

/** The question before Given on a dose still more than CONFIRM_EARLY_GIVEN_MINUTES away. */
export const earlyGivenQuestion = (medication: string, time: string, ahead: string): string =>
  `This ${medication} dose is due at ${time}, ${ahead} from now. Log it as given now?`;

/** 'in 9 hours', '1 hour 30 minutes': how far ahead a dose is, for the early-Given question. */
export function aheadText(minutes: number): string {
  const total = Math.round(minutes);
  const h = Math.floor(total / 60);
  const m = total % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  return [h > 0 ? part(h, 'hour') : '', m > 0 ? part(m, 'minute') : ''].filter(Boolean).join(' ');
}

/** What an Undo says once the log is gone. */
export const doseUndoneMessage = (medication: string, petName: string, time: string): string =>
  `Undone: ${medication} for ${petName} (${time}) is no longer logged`;

/** What an edit of a log's status says. */
export const doseChangedMessage = (
  status: LoggedDoseStatus,
  medication: string,
  petName: string,
  time: string,
): string => `${medication} changed to ${status} for ${petName} (${time})`;

/** Share of scheduled doses that were given, 0–100; null when none were scheduled. */
export function adherencePercent(doses: readonly Pick<Dose, 'status' | 'extra'>[]): number | null {
  const counted = doses.filter((d) => !d.extra && d.status !== 'upcoming' && d.status !== 'due');
  if (counted.length === 0) return null;
  return Math.round((counted.filter((d) => d.status === 'given').length / counted.length) * 100);
}

/** '1 tablet', '2 tablets', '0.5 mL': a counted amount with its unit, singular up to one. */
export function formatDoseAmount(amount: number, unit: Dose['unit']): string {
  if (!unit) return String(amount);
  const word = amount <= 1 && unit !== 'mL' ? unit.replace(/s$/, '') : unit;
  return `${amount} ${word}`;
}

/**
 * What a carer gives, in the owner's words: '75 mg · 1 tablet · with food'. Parts the owner did
 * not write are left out; '' when there is none.
 */
export function doseDetailsLine(
  dose: Pick<Dose, 'dosage' | 'amountPerDose' | 'unit' | 'instructions'>,
): string {
  const amount = dose.amountPerDose !== null ? formatDoseAmount(dose.amountPerDose, dose.unit) : '';
  return [dose.dosage.trim(), amount, dose.instructions.trim()].filter(Boolean).join(' · ');
}

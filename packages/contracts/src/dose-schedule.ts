import { z } from 'zod';
import { CLOCK_TIME } from './zoned-time';

// A medication's dose schedule and supply (issue 14): local dose times, reminders on or off,
// and an optional supply from which the server works out the day it runs out.

export const SUPPLY_UNITS = ['tablets', 'capsules', 'mL', 'doses'] as const;
/** A stored unit read back: one of SUPPLY_UNITS, or null for none (or an unknown one). */
export const asSupplyUnit = (value: string | null): SupplyUnit | null =>
  value && (SUPPLY_UNITS as readonly string[]).includes(value) ? (value as SupplyUnit) : null;
export const supplyUnitSchema = z.enum(SUPPLY_UNITS, {
  error: `Supply unit must be one of: ${SUPPLY_UNITS.join(', ')}`,
});
export type SupplyUnit = z.infer<typeof supplyUnitSchema>;

/** More than this many reminders a day is not a schedule anyone follows by email. */
export const MAX_DOSE_TIMES = 12;

export const clockTimeSchema = z
  .string()
  .trim()
  .regex(CLOCK_TIME, 'Use a 24-hour time written HH:MM, e.g. 08:00');

/** Local dose times: de-duplicated and sorted, so '20:00, 08:00' and '08:00, 20:00' are one schedule. */
export const doseTimesSchema = z
  .array(clockTimeSchema)
  .max(MAX_DOSE_TIMES, `At most ${MAX_DOSE_TIMES} dose times a day`)
  .transform((times) => [...new Set(times)].sort());

const positiveAmount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .positive(`${label} must be more than 0`)
    .max(100_000, `${label} is too large`);

/** Schedule and supply fields of a medication body; null clears a supply field. */
export const medicationScheduleFields = {
  doseTimes: doseTimesSchema,
  remindersEnabled: z.boolean({ error: 'Reminders must be on or off' }),
  supplyQuantity: z
    .number({ error: 'Supply quantity must be a number' })
    .min(0, 'Supply quantity cannot be negative')
    .max(100_000, 'Supply quantity is too large')
    .nullable(),
  supplyUnit: supplyUnitSchema.nullable(),
  amountPerDose: positiveAmount('Amount per dose').nullable(),
};

export const DOSE_SCHEDULE_MESSAGES = {
  /** Shown under the dose-times field when the frequency cannot be turned into times. */
  noSuggestion: 'Add dose times yourself for this frequency',
} as const;

/** Reminders & Calendar settings: what a save changed (issue 13: say what happened). */
export const REMINDER_SETTINGS_MESSAGES = {
  zoneSet: (zone: string) => `Time zone set to ${zone}`,
  remindersOn: 'Reminders turned on',
  remindersOff: 'Reminders turned off',
  channelSet: (channel: string) => `Reminders go by ${channel}`,
} as const;

/** Reminder timing (issue 14): refills 5 days before the supply runs out, vaccinations 7 days before and on the due day. */
export const REFILL_REMINDER_DAYS_BEFORE = 5;
export const VACCINATION_REMINDER_DAYS_BEFORE = 7;
/** One-click dose links in reminder emails stop working after this long. */
export const DOSE_LINK_VALIDITY_HOURS = 24;

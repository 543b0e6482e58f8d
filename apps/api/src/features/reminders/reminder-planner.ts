import {
  REFILL_REMINDER_DAYS_BEFORE,
  VACCINATION_REMINDER_DAYS_BEFORE,
} from '@pawrx/contracts/dose-schedule';
import { MISSED_AFTER_MINUTES } from '@pawrx/contracts/doses';
import { addDays, localDateOf } from '@pawrx/contracts/zoned-time';
import { expandDoses, supplyRunsOutOn } from '@pawrx/formulary/schedule/dose-times';
import { scheduleOf } from '../../lib/dose-log';
import type { PlannerMedication } from './reminders.repository';

// When each reminder falls due, as pure functions of a row, the owner's zone and the clock.

/** Dose instants that are due now: at or before `now`, and not yet missed. */
export function dueDoseTimes(med: PlannerMedication, timeZone: string, now: Date): Date[] {
  const today = localDateOf(now, timeZone);
  const earliest = now.getTime() - MISSED_AFTER_MINUTES * 60_000;
  return expandDoses(scheduleOf(med, timeZone), addDays(today, -1), today, timeZone).filter(
    (at) => at.getTime() <= now.getTime() && at.getTime() > earliest,
  );
}

export const runsOutOn = (med: PlannerMedication): string | null =>
  supplyRunsOutOn(
    {
      quantity: med.supplyQuantity,
      amountPerDose: med.amountPerDose,
      countedOn: med.supplyCountedOn,
    },
    med.doseTimes,
    med.frequency,
  );

/** The run-out day when a refill reminder is due today (from 5 days before until that day). */
export function refillDueFor(med: PlannerMedication, timeZone: string, now: Date): string | null {
  const runsOut = runsOutOn(med);
  if (!runsOut) return null;
  const today = localDateOf(now, timeZone);
  return today >= addDays(runsOut, -REFILL_REMINDER_DAYS_BEFORE) && today <= runsOut
    ? runsOut
    : null;
}

export type VaccinationReminderKind = 'vaccination-soon' | 'vaccination-due';

/**
 * 'vaccination-soon' in the 7 days before the due day, 'vaccination-due' on it (or the day
 * after, should the server have been down): never a flood of reminders for long-past dates.
 */
export function vaccinationReminderKind(
  nextDue: string,
  timeZone: string,
  now: Date,
): VaccinationReminderKind | null {
  const today = localDateOf(now, timeZone);
  if (today >= addDays(nextDue, -VACCINATION_REMINDER_DAYS_BEFORE) && today < nextDue)
    return 'vaccination-soon';
  if (today >= nextDue && today <= addDays(nextDue, 1)) return 'vaccination-due';
  return null;
}

/** A day stored in a timestamp column: midnight UTC of that date. */
export const dayKey = (date: string): Date => new Date(`${date}T00:00:00.000Z`);

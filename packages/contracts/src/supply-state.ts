import { z } from 'zod';
import { REFILL_REMINDER_DAYS_BEFORE } from './dose-schedule';
import { addDays, daysBetween, localDateOf } from './zoned-time';

// A medication's supply and refill state (issue 24 item 5): worked out once, here, by the API's
// mappers for every screen that shows a medication or a dose of it (the Medications card, the
// pet profile's medication rows, the Today list), so none of them can disagree.

export const SUPPLY_STATES = ['none', 'ok', 'refill-soon', 'run-out'] as const;
export type SupplyStateKind = (typeof SUPPLY_STATES)[number];

export const supplyStateSchema = z.object({
  /**
   * none: no supply counted (or no schedule to count it down); ok; refill-soon: the refill
   * reminder was sent, or the supply ends within REFILL_REMINDER_DAYS_BEFORE days; run-out: the
   * last covered day is past, or the counted supply is zero.
   */
  state: z.enum(SUPPLY_STATES),
  /** Last local day the counted supply covers (the owner's calendar); null when unknown. */
  runsOutOn: z.string().nullable(),
  /** Days from today to runsOutOn (0 on the last day, negative once past); null when unknown. */
  daysLeft: z.number().int().nullable(),
});
export type SupplyState = z.infer<typeof supplyStateSchema>;

export interface SupplyInput {
  /** The counted supply; null when none was recorded. */
  quantity: number | null;
  /** The last day it covers (formulary's supplyRunsOutOn); null when it cannot be worked out. */
  runsOutOn: string | null;
  /** A refill reminder email for this run-out day was sent. */
  refillReminderSent: boolean;
}

/**
 * The supply state at `now` on the owner's calendar. Days are compared as calendar dates in
 * `timeZone`, never as 24-hour spans, so a day of 23 or 25 hours (a clock change) moves nothing.
 */
export function supplyStateOf(input: SupplyInput, now: Date, timeZone: string): SupplyState {
  const today = localDateOf(now, timeZone);
  if (input.quantity === 0)
    return {
      state: 'run-out',
      runsOutOn: input.runsOutOn,
      daysLeft: input.runsOutOn ? Math.min(0, daysBetween(today, input.runsOutOn)) : null,
    };
  if (input.quantity === null || !input.runsOutOn)
    return { state: 'none', runsOutOn: null, daysLeft: null };
  const daysLeft = daysBetween(today, input.runsOutOn);
  const state: SupplyStateKind =
    daysLeft < 0
      ? 'run-out'
      : input.refillReminderSent || today >= addDays(input.runsOutOn, -REFILL_REMINDER_DAYS_BEFORE)
        ? 'refill-soon'
        : 'ok';
  return { state, runsOutOn: input.runsOutOn, daysLeft };
}

/** The short flag a row shows next to the medication; null when there is nothing to flag. */
export function supplyFlag(supply: SupplyState): string | null {
  if (supply.state === 'run-out') return 'Supply run out';
  if (supply.state === 'refill-soon') return 'Refill soon';
  return null;
}

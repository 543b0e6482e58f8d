import { supplyStateOf, type SupplyState } from '@pawrx/contracts/supply-state';
import { supplyRunsOutOn } from '@pawrx/formulary/schedule/dose-times';
import type { Db } from '../../db/client';
import type { medications } from '../../db/schema';
import { refillRemindersSent } from '../reminders/reminders.service';

// The supply state of medication rows (issue 24 item 5), for every mapper that sends a
// medication or a dose of one: the run-out day from the formulary, "Refill soon" from the
// contracts' one function, and whether the refill email for that day went out.

type SupplyRow = Pick<
  typeof medications.$inferSelect,
  'id' | 'supplyQuantity' | 'amountPerDose' | 'supplyCountedOn' | 'doseTimes' | 'frequency'
>;

/** The last day a row's counted supply covers; null when it cannot be worked out. */
export const runsOutOnOf = (row: SupplyRow): string | null =>
  supplyRunsOutOn(
    {
      quantity: row.supplyQuantity,
      amountPerDose: row.amountPerDose,
      countedOn: row.supplyCountedOn,
    },
    row.doseTimes,
    row.frequency,
  );

/** Each row's supply state at `now` on the owner's calendar, by medication id. */
export async function supplyStates(
  db: Db,
  rows: readonly SupplyRow[],
  now: Date,
  timeZone: string,
): Promise<Map<string, SupplyState>> {
  const counted = rows.filter((row) => row.supplyQuantity !== null);
  const sent = await refillRemindersSent(
    db,
    counted.map((row) => row.id),
  );
  return new Map(
    rows.map((row) => {
      const runsOutOn = runsOutOnOf(row);
      const state = supplyStateOf(
        {
          quantity: row.supplyQuantity,
          runsOutOn,
          refillReminderSent: runsOutOn !== null && sent.has(`${row.id}@${runsOutOn}`),
        },
        now,
        timeZone,
      );
      return [row.id, state];
    }),
  );
}

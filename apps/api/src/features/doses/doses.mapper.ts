import {
  MISSED_AFTER_MINUTES,
  type Dose,
  type DoseHistoryEntry,
  type DoseStatus,
} from '@pawrx/contracts/doses';
import { asSupplyUnit } from '@pawrx/contracts/dose-schedule';
import type { SupplyState } from '@pawrx/contracts/supply-state';
import type { DoseHistoryRow, DoseLogWithUser, MedicationRow } from './doses.repository';

/** What an unlogged dose is at `now`: upcoming before its time, due for two hours, then missed. */
function unloggedStatus(scheduledAt: Date, now: Date): DoseStatus {
  const late = now.getTime() - scheduledAt.getTime();
  if (late < 0) return 'upcoming';
  return late < MISSED_AFTER_MINUTES * 60_000 ? 'due' : 'missed';
}

function toHistoryEntry(row: DoseHistoryRow): DoseHistoryEntry {
  const entry: DoseHistoryEntry = {
    action: row.action,
    status: row.status,
    by: { name: row.actorName || 'someone' },
    at: row.at.toISOString(),
  };
  if (row.note) entry.note = row.note;
  return entry;
}

/**
 * The one place a scheduled time and its log (if any) become the wire dose, with its
 * medication's supply state (medication-supply.ts). `history` is every
 * step of this dose's log; it is sent once there is more than the one log (an edit, an Undo).
 */
export function toDose(
  med: Pick<
    MedicationRow,
    'id' | 'name' | 'petId' | 'dosage' | 'amountPerDose' | 'supplyUnit' | 'instructions'
  >,
  supply: SupplyState,
  scheduledAt: Date,
  log: DoseLogWithUser | undefined,
  now: Date,
  history: readonly DoseHistoryRow[] = [],
): Dose {
  const dose: Dose = {
    medicationId: med.id,
    medicationName: med.name,
    dosage: med.dosage,
    amountPerDose: med.amountPerDose,
    unit: asSupplyUnit(med.supplyUnit),
    instructions: med.instructions,
    supply,
    petId: med.petId,
    scheduledAt: scheduledAt.toISOString(),
    status: log ? log.status : unloggedStatus(scheduledAt, now),
    extra: log?.extra ?? false,
  };
  if (history.length > 1) dose.history = history.map(toHistoryEntry);
  if (!log) return dose;
  dose._id = log.id;
  dose.version = log.version;
  dose.loggedAt = log.loggedAt.toISOString();
  const name = log.userName ?? log.loggedByName;
  if (name) dose.loggedBy = { id: log.loggedBy ?? '', name };
  if (log.note) dose.note = log.note;
  return dose;
}

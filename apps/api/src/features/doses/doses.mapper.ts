import { MISSED_AFTER_MINUTES, type Dose, type DoseStatus } from '@pawrx/contracts/doses';
import type { DoseLogWithUser, MedicationRow } from './doses.repository';

/** What an unlogged dose is at `now`: upcoming before its time, due for two hours, then missed. */
function unloggedStatus(scheduledAt: Date, now: Date): DoseStatus {
  const late = now.getTime() - scheduledAt.getTime();
  if (late < 0) return 'upcoming';
  return late < MISSED_AFTER_MINUTES * 60_000 ? 'due' : 'missed';
}

/** The one place a scheduled time and its log (if any) become the wire dose. */
export function toDose(
  med: Pick<MedicationRow, 'id' | 'name' | 'petId'>,
  scheduledAt: Date,
  log: DoseLogWithUser | undefined,
  now: Date,
): Dose {
  const dose: Dose = {
    medicationId: med.id,
    medicationName: med.name,
    petId: med.petId,
    scheduledAt: scheduledAt.toISOString(),
    status: log ? log.status : unloggedStatus(scheduledAt, now),
    extra: log?.extra ?? false,
  };
  if (!log) return dose;
  dose.loggedAt = log.loggedAt.toISOString();
  const name = log.userName ?? log.loggedByName;
  if (name) dose.loggedBy = { id: log.loggedBy ?? '', name };
  if (log.note) dose.note = log.note;
  return dose;
}

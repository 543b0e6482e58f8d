import type { DoseHistoryEntry } from '@pawrx/contracts/doses';
import { formatTimeForPet, type TwoZones } from '@pawrx/contracts/date-format';

/** One step, as a sentence: "Given by Ana at 8:02 AM", "Changed to skipped by …", "Undone …". */
function describe(entry: DoseHistoryEntry, zones: TwoZones): string {
  const byAt = `by ${entry.by.name} at ${formatTimeForPet(entry.at, zones)}`;
  const note = entry.note ? ` (“${entry.note}”)` : '';
  if (entry.action === 'undone') return `Undone (was ${entry.status}) ${byAt}`;
  if (entry.action === 'edited') return `Changed to ${entry.status} ${byAt}${note}`;
  return `${entry.status === 'given' ? 'Given' : 'Skipped'} ${byAt}${note}`;
}

/** A dose's log, step by step, once it has more than its one log (an edit, an Undo). */
export function DoseHistory({
  history,
  zones,
  label,
}: {
  history: readonly DoseHistoryEntry[];
  zones: TwoZones;
  label: string;
}) {
  return (
    <details className="w-full pl-21 text-xs text-slate-500">
      <summary className="cursor-pointer">History ({history.length})</summary>
      <ol aria-label={`History of ${label}`} className="mt-1 list-decimal space-y-0.5 pl-5">
        {history.map((entry, i) => (
          <li key={i}>{describe(entry, zones)}</li>
        ))}
      </ol>
    </details>
  );
}

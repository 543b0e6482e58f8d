import { useState } from 'react';
import type { TimelineEvent, TimelineEventType } from '@pawrx/contracts/timeline';
import { formatDateOnly } from '../../../lib/date-only';
import { capitalise } from '../../../lib/pet-display';

const DOT: Record<TimelineEventType, string> = {
  'medication-started': 'bg-brand-600',
  'medication-paused': 'bg-amber-500',
  'medication-resumed': 'bg-brand-600',
  'medication-stopped': 'bg-slate-500',
  reaction: 'bg-red-600',
  vaccination: 'bg-blue-600',
  appointment: 'bg-indigo-500',
  weight: 'bg-slate-400',
};
/** Enough to see the recent story; the rest is one click away. */
const FIRST = 30;

/** Every event of the pet's life, newest first. */
export function TimelineList({ events }: { events: readonly TimelineEvent[] }) {
  const [all, setAll] = useState(false);
  if (events.length === 0) return <p className="text-sm text-slate-500">Nothing recorded yet.</p>;
  const newestFirst = [...events].reverse();
  const shown = all ? newestFirst : newestFirst.slice(0, FIRST);
  return (
    <>
      <ol
        aria-label="Health timeline, newest first"
        className="space-y-3 border-l-2 border-slate-200 pl-4"
      >
        {shown.map((e) => (
          <li key={e.id} className="relative">
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[1.4rem] size-3 rounded-full ${DOT[e.type]}`}
            />
            <p className="text-xs text-slate-500">{formatDateOnly(e.date)}</p>
            <p className="font-medium break-words text-slate-900">
              {e.title}
              {e.severity && (
                <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                  {capitalise(e.severity)}
                </span>
              )}
            </p>
            {e.detail && <p className="text-sm break-words text-slate-600">{e.detail}</p>}
          </li>
        ))}
      </ol>
      {!all && events.length > FIRST && (
        <button
          type="button"
          onClick={() => setAll(true)}
          className="mt-3 text-sm font-medium text-brand-700 hover:underline"
        >
          Show all {events.length} events
        </button>
      )}
    </>
  );
}

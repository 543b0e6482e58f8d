import type { Pet } from '@pawrx/contracts/pets';
import type { Reaction } from '@pawrx/contracts/reactions';
import type { ReactionSeverity } from '@pawrx/contracts/enums';
import { formatDateOnly } from '../../../../lib/date-only';
import { AdverseEventButton } from '../../../analytics/components/adverse-event-button';
import { capitalise } from '../../../../lib/pet-display';

// Spec §4 severity colours: mild yellow, moderate orange, severe red, life-threatening darker red.
const SEVERITY: Record<ReactionSeverity, string> = {
  mild: 'bg-yellow-100 text-yellow-800',
  moderate: 'bg-orange-100 text-orange-800',
  severe: 'bg-red-100 text-red-800',
  'life-threatening': 'bg-red-700 text-white',
};

/** Reactions tab: every recorded adverse reaction, newest first. */
export function ReactionsTab({
  pet,
  reactions,
  failed,
}: {
  pet: Pick<Pet, '_id' | 'name'>;
  reactions: Reaction[] | undefined;
  failed: boolean;
}) {
  if (failed) return <p className="text-slate-500">Reactions could not be loaded.</p>;
  if (!reactions) return <p className="text-slate-500">Loading reactions…</p>;
  if (reactions.length === 0)
    return <p className="text-slate-500">No adverse reactions recorded.</p>;
  const sorted = [...reactions].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <ul className="space-y-3">
      {sorted.map((r) => (
        <li key={r._id} className="rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex items-start justify-between gap-3">
            <div>
              <p className="font-semibold text-slate-900">{r.medication}</p>
              <p className="text-sm text-slate-600">{formatDateOnly(r.date)}</p>
              {r.symptoms.length > 0 && (
                <p className="text-sm text-slate-700">Symptoms: {r.symptoms.join(', ')}</p>
              )}
              <p className="text-xs text-slate-500">Outcome: {capitalise(r.outcome)}</p>
              <div className="mt-2">
                <AdverseEventButton
                  petId={pet._id}
                  petName={pet.name}
                  reactionId={r._id}
                  reactionDate={r.date}
                />
              </div>
            </div>
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${SEVERITY[r.severity]}`}
            >
              {capitalise(r.severity)}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

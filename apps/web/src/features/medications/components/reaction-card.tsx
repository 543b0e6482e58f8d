import { formatDateOnly } from '../../../lib/date-only';
import { ActionButton } from '../../../components/ui/action-button';
import type { Reaction } from '@pawrx/contracts/reactions';
import { AdverseEventButton } from '../../analytics/components/adverse-event-button';
import { SeverityBadge } from './badges';

type ReactionCardProps = {
  reaction: Reaction;
  /** Names the adverse-event report's file. */
  petName: string;
  /** Absent for a role that may record reactions but not change them (a caregiver). */
  onEdit?: (reaction: Reaction) => void;
  onDelete?: (reaction: Reaction) => void;
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One adverse reaction: medication, date, severity colour, symptoms and what happened. */
export function ReactionCard({ reaction: r, petName, onEdit, onDelete }: ReactionCardProps) {
  return (
    <article
      aria-label={`Reaction to ${r.medication}`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{r.medication}</h3>
          <p className="text-sm text-slate-500">{formatDateOnly(r.date)}</p>
        </div>
        <SeverityBadge severity={r.severity} />
      </header>
      <ul aria-label="Symptoms" className="mt-3 flex flex-wrap gap-1.5">
        {r.symptoms.map((s) => (
          <li key={s} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-700">
            {s}
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-slate-500">Outcome</dt>
          <dd>{capitalise(r.outcome)}</dd>
        </div>
        {r.duration && (
          <div>
            <dt className="text-xs text-slate-500">Duration</dt>
            <dd>{r.duration}</dd>
          </div>
        )}
        {r.treatment && (
          <div>
            <dt className="text-xs text-slate-500">Treatment</dt>
            <dd>{r.treatment}</dd>
          </div>
        )}
      </dl>
      {r.notes && <p className="mt-3 text-sm text-slate-700">{r.notes}</p>}
      <div className="mt-4 flex flex-wrap gap-2">
        {onEdit && onDelete && (
          <>
            <ActionButton onClick={() => onEdit(r)}>Edit</ActionButton>
            <ActionButton tone="red" onClick={() => onDelete(r)}>
              Delete
            </ActionButton>
          </>
        )}
        <AdverseEventButton
          petId={r.petId}
          petName={petName}
          reactionId={r._id}
          reactionDate={r.date}
        />
      </div>
    </article>
  );
}

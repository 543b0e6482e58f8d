import { vaccinationDueStatus, type Vaccination } from '@pawrx/contracts/vaccinations';
import { formatDateOnly, todayDateOnly } from '../../../../lib/date-only';

const DUE_BADGE = {
  overdue: { label: 'Overdue', className: 'bg-red-100 text-red-800' },
  'due-soon': { label: 'Due soon', className: 'bg-amber-100 text-amber-800' },
} as const;

type Props = {
  vaccinations: Vaccination[];
  /** Absent for a role that cannot change vaccinations: no Edit or Delete. */
  onEdit?: (v: Vaccination) => void;
  onDelete?: (v: Vaccination) => void;
  today?: string;
};

/** The vaccination history with overdue and due-soon badges, edit and delete per row. */
export function VaccinationList({
  vaccinations,
  onEdit,
  onDelete,
  today = todayDateOnly(),
}: Props) {
  if (vaccinations.length === 0)
    return <p className="text-sm text-slate-500">No vaccinations recorded.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {vaccinations.map((v) => {
        const due = vaccinationDueStatus(v.nextDue, today);
        const badge = due === 'overdue' || due === 'due-soon' ? DUE_BADGE[due] : null;
        return (
          <li key={v._id} className="flex flex-wrap items-start justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                {v.vaccine}{' '}
                {badge && (
                  <span
                    className={`ml-1 rounded-full px-2 py-0.5 text-xs font-semibold ${badge.className}`}
                  >
                    {badge.label}
                  </span>
                )}
              </p>
              <p className="text-sm text-slate-600">
                Given {formatDateOnly(v.date)}
                {v.nextDue && ` · Next due ${formatDateOnly(v.nextDue)}`}
              </p>
              {v.veterinarian && <p className="text-xs text-slate-500">{v.veterinarian}</p>}
            </div>
            {onEdit && onDelete && (
              <div className="flex gap-2">
                <button
                  type="button"
                  onClick={() => onEdit(v)}
                  aria-label={`Edit ${v.vaccine}`}
                  className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
                >
                  Edit
                </button>
                <button
                  type="button"
                  onClick={() => onDelete(v)}
                  aria-label={`Delete ${v.vaccine}`}
                  className="rounded-md px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50"
                >
                  Delete
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

import type { MedicationStatus } from '@pawrx/contracts/enums';
import { isCurrentStatus, type Medication } from '@pawrx/contracts/medications';
import { StatusBadge } from './badges';

export type MedicationAction = 'edit' | 'delete' | MedicationStatus;

const ACTION_BUTTON =
  'rounded-lg border px-3 py-1.5 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50';

function Detail({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-800">{value}</dd>
    </div>
  );
}

type MedicationCardProps = {
  medication: Medication;
  busy: boolean;
  onAction: (action: MedicationAction, medication: Medication) => void;
};

/** One medication with its details and the moves its status allows. */
export function MedicationCard({ medication: m, busy, onAction }: MedicationCardProps) {
  const current = isCurrentStatus(m.status);
  const act = (action: MedicationAction) => () => onAction(action, m);
  return (
    <article
      aria-label={m.name}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{m.name}</h3>
          {m.brandName && <p className="text-sm text-slate-500">{m.brandName}</p>}
        </div>
        <StatusBadge status={m.status} />
      </header>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Detail label="Dosage" value={m.dosage} />
        <Detail label="Frequency" value={m.frequency} />
        <Detail
          label="Route"
          value={m.route && m.route.charAt(0).toUpperCase() + m.route.slice(1)}
        />
        <Detail label="Start Date" value={m.startDate} />
        <Detail label="End Date" value={m.endDate} />
        <Detail label="Prescribed By" value={m.prescribedBy} />
        <Detail label="Reason" value={m.reason} />
      </dl>
      {m.instructions && (
        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <span className="font-medium">Instructions:</span> {m.instructions}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label={`Actions for ${m.name}`}>
        <button
          type="button"
          disabled={busy}
          onClick={act('edit')}
          className={`${ACTION_BUTTON} border-slate-300 text-slate-700 hover:bg-slate-50`}
        >
          Edit
        </button>
        {m.status === 'active' && (
          <button
            type="button"
            disabled={busy}
            onClick={act('paused')}
            className={`${ACTION_BUTTON} border-yellow-300 text-yellow-800 hover:bg-yellow-50`}
          >
            Pause
          </button>
        )}
        {m.status === 'paused' && (
          <button
            type="button"
            disabled={busy}
            onClick={act('active')}
            className={`${ACTION_BUTTON} border-green-300 text-green-800 hover:bg-green-50`}
          >
            Resume
          </button>
        )}
        {current && (
          <>
            <button
              type="button"
              disabled={busy}
              onClick={act('completed')}
              className={`${ACTION_BUTTON} border-blue-300 text-blue-800 hover:bg-blue-50`}
            >
              Complete
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={act('discontinued')}
              className={`${ACTION_BUTTON} border-red-300 text-red-700 hover:bg-red-50`}
            >
              Discontinue
            </button>
          </>
        )}
        <button
          type="button"
          disabled={busy}
          onClick={act('delete')}
          className={`${ACTION_BUTTON} border-red-300 text-red-700 hover:bg-red-50`}
        >
          Delete
        </button>
      </div>
    </article>
  );
}

import type { MedicationStatus } from '@pawrx/contracts/enums';
import { isCurrentStatus, type Medication } from '@pawrx/contracts/medications';
import { formatDateOnly, formatTime } from '../../../lib/date-only';
import { ActionButton } from '../../../components/ui/action-button';
import { SupplyNote } from '../../../components/ui/supply-note';
import { DoseWarningNote } from '../../../components/ui/dose-warning-note';
import { MedicationAdherence } from './medication-adherence';
import { StatusBadge } from './badges';

export type MedicationAction = 'edit' | 'delete' | MedicationStatus;

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
  /** Absent: the viewer's role cannot change medications, so no action buttons. */
  onAction?: (action: MedicationAction, medication: Medication) => void;
};

/** One medication with its details and the moves its status allows. */
export function MedicationCard({ medication: m, busy, onAction }: MedicationCardProps) {
  const current = isCurrentStatus(m.status);
  const act = (action: MedicationAction) => () => onAction?.(action, m);
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

      {m.doseWarning && (
        <DoseWarningNote medicationName={m.name} warning={m.doseWarning} className="mt-3" />
      )}
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Detail label="Dosage" value={m.dosage} />
        <Detail label="Frequency" value={m.frequency} />
        <Detail
          label="Route"
          value={m.route && m.route.charAt(0).toUpperCase() + m.route.slice(1)}
        />
        <Detail label="Start Date" value={m.startDate && formatDateOnly(m.startDate)} />
        <Detail label="End Date" value={m.endDate && formatDateOnly(m.endDate)} />
        <Detail label="Prescribed By" value={m.prescribedBy} />
        <Detail label="Reason" value={m.reason} />
        <Detail label="Dose Times" value={m.doseTimes.map((t) => formatTime(t)).join(', ')} />
        <Detail
          label="Supply"
          value={
            m.supplyQuantity !== null ? `${m.supplyQuantity} ${m.supplyUnit ?? ''}`.trim() : null
          }
        />
      </dl>
      <SupplyNote supply={m.supply} className="mt-3" />
      {m.status === 'active' && m.doseTimes.length > 0 && (
        <MedicationAdherence petId={m.petId} medicationId={m._id} />
      )}
      {m.instructions && (
        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <span className="font-medium">Instructions:</span> {m.instructions}
        </p>
      )}
      {onAction && (
        <div
          className="mt-4 flex flex-wrap gap-2"
          role="group"
          aria-label={`Actions for ${m.name}`}
        >
          <ActionButton disabled={busy} onClick={act('edit')}>
            Edit
          </ActionButton>
          {m.status === 'active' && (
            <ActionButton tone="yellow" disabled={busy} onClick={act('paused')}>
              Pause
            </ActionButton>
          )}
          {m.status === 'paused' && (
            <ActionButton tone="green" disabled={busy} onClick={act('active')}>
              Resume
            </ActionButton>
          )}
          {current && (
            <>
              <ActionButton tone="blue" disabled={busy} onClick={act('completed')}>
                Complete
              </ActionButton>
              <ActionButton tone="red" disabled={busy} onClick={act('discontinued')}>
                Discontinue
              </ActionButton>
            </>
          )}
          <ActionButton tone="red" disabled={busy} onClick={act('delete')}>
            Delete
          </ActionButton>
        </div>
      )}
    </article>
  );
}

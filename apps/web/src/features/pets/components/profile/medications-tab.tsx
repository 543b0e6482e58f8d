import { Link } from 'react-router';
import { MEDICATION_STATUS_LABELS, type MedicationList } from '@pawrx/contracts/medications';
import { PET_MESSAGES } from '@pawrx/contracts/messages';
import { DoseWarningNote } from '../../../../components/ui/dose-warning-note';
import { SupplyNote } from '../../../../components/ui/supply-note';
import { formatDateOnly } from '../../../../lib/date-only';

type Props = { list: MedicationList | undefined; failed: boolean; canAdd: boolean };

const addLink =
  'inline-flex rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700';

/** Medications tab: current ones (read from the medications API); empty → Add Medication. */
export function MedicationsTab({ list, failed, canAdd }: Props) {
  if (failed)
    return (
      <p className="rounded-xl bg-red-50 p-4 text-red-700">{PET_MESSAGES.medicationsLoadFailed}</p>
    );
  if (!list) return <p className="text-slate-500">Loading medications…</p>;
  if (list.current.length === 0)
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <p className="mb-4 text-slate-600">No current medications</p>
        {canAdd && (
          <Link to="/medications" className={addLink}>
            Add Medication
          </Link>
        )}
      </div>
    );
  return (
    <ul className="space-y-3">
      {list.current.map((m) => (
        <li key={m._id} className="rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex items-start justify-between gap-3">
            <div>
              <p className="font-semibold text-slate-900">
                {m.name}{' '}
                {m.brandName && <span className="font-normal text-slate-500">({m.brandName})</span>}
              </p>
              <p className="text-sm text-slate-600">
                {[m.dosage, m.frequency, m.route].filter(Boolean).join(' · ') ||
                  'No dosage recorded'}
              </p>
              {m.startDate && (
                <p className="text-xs text-slate-500">Since {formatDateOnly(m.startDate)}</p>
              )}
              <SupplyNote supply={m.supply} className="mt-1" />
            </div>
            <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
              {MEDICATION_STATUS_LABELS[m.status]}
            </span>
          </div>
          {m.doseWarning && (
            <DoseWarningNote medicationName={m.name} warning={m.doseWarning} className="mt-3" />
          )}
        </li>
      ))}
    </ul>
  );
}

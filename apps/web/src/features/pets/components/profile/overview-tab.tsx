import type { Medication } from '@pawrx/contracts/medications';
import type { Pet } from '@pawrx/contracts/pets';
import type { Reaction } from '@pawrx/contracts/reactions';
import { PET_MESSAGES } from '@pawrx/contracts/messages';
import { formatDateOnly } from '../../../../lib/date-only';
import { healthAlertCount, recentMedications, recentReactions } from '../../utils/profile-summary';

type Props = {
  pet: Pet;
  medications: Medication[] | undefined;
  medicationsFailed: boolean;
  reactions: Reaction[] | undefined;
};

const card = 'rounded-2xl border border-slate-200 bg-white p-5';

/** Overview: 3 most recent current medications, 2 most recent reactions, alerts count. */
export function OverviewTab({ pet, medications, medicationsFailed, reactions }: Props) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <section className={card} aria-labelledby="ov-meds">
        <h3 id="ov-meds" className="mb-3 font-semibold text-slate-900">
          Current Medications
        </h3>
        {medicationsFailed ? (
          <p className="text-sm text-red-700">{PET_MESSAGES.currentMedicationsLoadFailed}</p>
        ) : !medications ? (
          <p className="text-sm text-slate-500">Loading…</p>
        ) : medications.length === 0 ? (
          <p className="text-sm text-slate-500">No current medications</p>
        ) : (
          <ul className="space-y-2">
            {recentMedications(medications).map((m) => (
              <li key={m._id} className="text-sm">
                <span className="font-medium text-slate-900">{m.name}</span>
                {(m.dosage || m.frequency) && (
                  <span className="text-slate-600">
                    {' '}
                    — {[m.dosage, m.frequency].filter(Boolean).join(', ')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={card} aria-labelledby="ov-reactions">
        <h3 id="ov-reactions" className="mb-3 font-semibold text-slate-900">
          Recent Reactions
        </h3>
        {!reactions || reactions.length === 0 ? (
          <p className="text-sm text-slate-500">No reactions recorded</p>
        ) : (
          <ul className="space-y-2">
            {recentReactions(reactions).map((r) => (
              <li key={r._id} className="text-sm">
                <span className="font-medium text-slate-900">{r.medication}</span>{' '}
                <span className="text-slate-600">
                  ({r.severity}) · {formatDateOnly(r.date)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={card} aria-labelledby="ov-alerts">
        <h3 id="ov-alerts" className="mb-3 font-semibold text-slate-900">
          Health History Alerts
        </h3>
        <p className="text-3xl font-bold text-amber-600" data-testid="health-alerts">
          {healthAlertCount(pet)}
        </p>
        <p className="text-sm text-slate-600">vaccinations, allergies and chronic conditions</p>
      </section>
    </div>
  );
}

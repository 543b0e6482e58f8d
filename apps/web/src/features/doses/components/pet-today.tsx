import { DOSE_MESSAGES, type Dose } from '@pawrx/contracts/doses';
import { can } from '@pawrx/contracts/pet-access';
import { formatDate, zoneName, type TwoZones } from '@pawrx/contracts/date-format';
import type { PetSummary } from '@pawrx/contracts/pets';
import { ActionButton } from '../../../components/ui/action-button';
import { usePetDoses } from '../../../lib/queries/dose-queries';
import { useAuth } from '../../../lib/use-auth';
import { usePendingDoseLogs } from '../utils/pending-dose-logs';
import { useDoseActions } from '../utils/use-dose-actions';
import { DoseRow } from './dose-row';

type PetTodayProps = {
  pet: Pick<PetSummary, '_id' | 'name' | 'role'>;
  /** The pet's day: today on its owner's calendar, the day the API plans its doses on. */
  today: string;
  /** The reader's day, to say when the pet's is another. */
  viewerToday: string;
  zones: TwoZones;
};

/**
 * One pet's doses due on its day (its owner's today, issue 24 item 12: a reader in another zone
 * would otherwise ask for the wrong day and miss a due dose), in time order, with Given / Skip (and Undo), and a change of a log
 * for whoever may make it: owners and co-owners any log, anyone their own. Nothing while it has
 * none.
 */
export function PetToday({ pet, today, viewerToday, zones }: PetTodayProps) {
  const doses = usePetDoses(pet._id, today, today);
  // Logs queued offline show as logged (waiting to be sent), not as still due.
  const shown = usePendingDoseLogs(doses.data ?? []);
  const actions = useDoseActions(pet, zones);
  const userId = useAuth().user?._id;
  const mayChange = (dose: Dose) =>
    can(pet.role, 'edit-dose-logs') || (!!userId && dose.loggedBy?.id === userId);

  if (doses.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
        <span>
          {pet.name}: {DOSE_MESSAGES.loadFailed}
        </span>
        <ActionButton onClick={() => void doses.refetch()}>Try again</ActionButton>
      </div>
    );
  if (doses.isPending || doses.data.length === 0) return null;
  return (
    <section aria-label={`${pet.name} today`}>
      <h3 className="text-sm font-semibold text-slate-900">{pet.name}</h3>
      {today !== viewerToday && (
        <p className="text-xs text-slate-600">
          {pet.name}&rsquo;s day: {formatDate(today)} ({zoneName(zones.ownerZone)})
        </p>
      )}
      <ul className="divide-y divide-slate-100">
        {shown.map(({ pendingSync, ...dose }) => (
          <DoseRow
            key={`${dose.medicationId}-${dose.scheduledAt}`}
            dose={dose}
            pendingSync={pendingSync}
            zones={zones}
            busy={actions.busy(dose)}
            onLog={actions.log}
            onChange={mayChange(dose) ? actions.change : undefined}
          />
        ))}
      </ul>
    </section>
  );
}

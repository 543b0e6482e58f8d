import {
  DOSE_MESSAGES,
  doseLoggedMessage,
  type Dose,
  type LoggedDoseStatus,
} from '@pawrx/contracts/doses';
import type { PetSummary } from '@pawrx/contracts/pets';
import { ActionButton } from '../../../components/ui/action-button';
import { errorMessage } from '../../../lib/api-errors';
import { formatZonedTime } from '../../../lib/date-only';
import { useLogDose, usePetDoses } from '../../../lib/queries/dose-queries';
import { toast } from '../../../lib/toast';
import { DoseRow } from './dose-row';

type PetTodayProps = { pet: Pick<PetSummary, '_id' | 'name'>; today: string; timeZone: string };

/** One pet's doses due today, in time order, with Given / Skip. Nothing while it has none. */
export function PetToday({ pet, today, timeZone }: PetTodayProps) {
  const doses = usePetDoses(pet._id, today, today);
  const logDose = useLogDose();
  /** The dose whose log is on its way: only its own buttons wait. */
  const logging = (dose: Dose) =>
    logDose.isPending &&
    logDose.variables.medicationId === dose.medicationId &&
    logDose.variables.body.scheduledAt === dose.scheduledAt;

  const onLog = (dose: Dose, status: LoggedDoseStatus) =>
    logDose.mutate(
      {
        petId: pet._id,
        medicationId: dose.medicationId,
        body: { scheduledAt: dose.scheduledAt, status },
      },
      {
        onSuccess: () =>
          toast.success(
            doseLoggedMessage(
              status,
              dose.medicationName,
              pet.name,
              formatZonedTime(dose.scheduledAt, timeZone),
            ),
          ),
        onError: (error) => toast.error(errorMessage(error, DOSE_MESSAGES.logFailed)),
      },
    );

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
      <ul className="divide-y divide-slate-100">
        {doses.data.map((dose) => (
          <DoseRow
            key={`${dose.medicationId}-${dose.scheduledAt}`}
            dose={dose}
            timeZone={timeZone}
            busy={logging(dose)}
            onLog={onLog}
          />
        ))}
      </ul>
    </section>
  );
}

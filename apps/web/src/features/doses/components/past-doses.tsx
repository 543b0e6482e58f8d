import { useId, useState } from 'react';
import { DOSE_MESSAGES, PAST_DOSE_DAYS } from '@pawrx/contracts/doses';
import { can } from '@pawrx/contracts/pet-access';
import type { TwoZones } from '@pawrx/contracts/date-format';
import type { PetSummary } from '@pawrx/contracts/pets';
import { localDateOf } from '@pawrx/contracts/zoned-time';
import { ActionButton } from '../../../components/ui/action-button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateOnly, formatWeekday } from '../../../lib/date-only';
import { usePetDoses } from '../../../lib/queries/dose-queries';
import { useDoseActions } from '../utils/use-dose-actions';
import { pastDays } from '../utils/past-days';
import { PastDoseRow } from './past-dose-row';

type Pet = Pick<PetSummary, '_id' | 'name' | 'role' | 'ownerTimeZone'>;
/** `timeZone`: the reader's. Each pet's days are its owner's calendar days before `now`. */
type Props = { pets: readonly Pet[]; now: Date; timeZone: string };

const selectClass = 'rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm';

/** One pet's doses of one past day, each with Given at … / Skipped while unlogged. */
function PastDayDoses({ pet, day, zones }: { pet: Pet; day: string; zones: TwoZones }) {
  const doses = usePetDoses(pet._id, day, day);
  const actions = useDoseActions(pet, zones);
  if (doses.isPending) return <Spinner label="Loading doses…" className="py-3" />;
  if (doses.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
        <span>{DOSE_MESSAGES.loadFailed}</span>
        <ActionButton onClick={() => void doses.refetch()}>Try again</ActionButton>
      </div>
    );
  if (doses.data.length === 0)
    return (
      <p className="py-2 text-sm text-slate-600">
        No doses were scheduled for {pet.name} on {formatDateOnly(day)}.
      </p>
    );
  return (
    <ul className="divide-y divide-slate-100" aria-label={`${pet.name}, ${formatDateOnly(day)}`}>
      {doses.data.map((dose) => (
        <PastDoseRow
          key={`${dose.medicationId}-${dose.scheduledAt}-${day}`}
          dose={dose}
          day={day}
          zones={zones}
          busy={actions.busy(dose)}
          onLog={actions.log}
        />
      ))}
    </ul>
  );
}

/**
 * "Log a past dose" (issue 24 item 4): a missed dose of the last PAST_DOSE_DAYS days, logged
 * with the time it was given, or as skipped. Only pets whose role may log doses are offered.
 */
export function PastDoses({ pets, now, timeZone }: Props) {
  const loggable = pets.filter((p) => can(p.role, 'log-doses'));
  const [open, setOpen] = useState(false);
  const [chosenDay, setDay] = useState<string | null>(null);
  const [petId, setPetId] = useState(loggable[0]?._id ?? '');
  const panelId = useId();
  const dayId = useId();
  const petSelectId = useId();
  if (loggable.length === 0) return null;
  const pet = loggable.find((p) => p._id === petId) ?? loggable[0]!;
  // The pet's past days (its owner's calendar, which the API checks): pets in other zones than
  // the reader's may be a day apart, so the choice falls back to the pet's yesterday.
  const days = pastDays(localDateOf(now, pet.ownerTimeZone));
  const day = chosenDay && days.includes(chosenDay) ? chosenDay : days[0]!;
  const zones = { viewerZone: timeZone, ownerZone: pet.ownerTimeZone, petName: pet.name };
  return (
    <div className="mt-4 border-t border-slate-100 pt-3">
      <ActionButton aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {open ? 'Hide past doses' : 'Log a past dose'}
      </ActionButton>
      {open && (
        <section id={panelId} aria-label="Past doses" className="mt-3 space-y-2">
          <p className="text-sm text-slate-600">
            A dose of the last {PAST_DOSE_DAYS} days can be logged with the time it was given.
          </p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {loggable.length > 1 && (
              <span className="flex items-center gap-2">
                <label htmlFor={petSelectId} className="text-sm font-medium text-slate-700">
                  Pet
                </label>
                <select
                  id={petSelectId}
                  value={pet._id}
                  onChange={(e) => setPetId(e.target.value)}
                  className={selectClass}
                >
                  {loggable.map((p) => (
                    <option key={p._id} value={p._id}>
                      {p.name}
                    </option>
                  ))}
                </select>
              </span>
            )}
            <span className="flex items-center gap-2">
              <label htmlFor={dayId} className="text-sm font-medium text-slate-700">
                Day
              </label>
              <select
                id={dayId}
                value={day}
                onChange={(e) => setDay(e.target.value)}
                className={selectClass}
              >
                {days.map((d, i) => (
                  <option key={d} value={d}>
                    {i === 0 ? 'Yesterday' : formatWeekday(d)}, {formatDateOnly(d)}
                  </option>
                ))}
              </select>
            </span>
          </div>
          <PastDayDoses key={`${pet._id}-${day}`} pet={pet} day={day} zones={zones} />
        </section>
      )}
    </div>
  );
}

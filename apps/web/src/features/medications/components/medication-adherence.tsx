import { useId } from 'react';
import { ADHERENCE_DAYS, DOSE_MESSAGES, adherencePercent } from '@pawrx/contracts/doses';
import { addDays, localDateOf } from '@pawrx/contracts/zoned-time';
import { ActionButton } from '../../../components/ui/action-button';
import { formatDateOnly, formatWeekday } from '../../../lib/date-only';
import { usePetDoses } from '../../../lib/queries/dose-queries';
import { usePets } from '../../../lib/queries/pet-queries';
import { useAuth } from '../../../lib/use-auth';
import { lastDays, type DayMark } from '../utils/dose-days';

const MARKS: Record<DayMark, { colour: string; label: string }> = {
  given: { colour: 'bg-green-500', label: 'all given' },
  partial: { colour: 'bg-amber-400', label: 'some given' },
  missed: { colour: 'bg-red-500', label: 'missed' },
  skipped: { colour: 'bg-slate-400', label: 'skipped' },
  pending: { colour: 'bg-blue-200', label: 'to come' },
  none: { colour: 'bg-slate-100 ring-1 ring-inset ring-slate-200', label: 'no doses' },
};

type Props = { petId: string; medicationId: string };

/** A scheduled medication's last 7 days (one mark a day) and its 30-day adherence. */
export function MedicationAdherence({ petId, medicationId }: Props) {
  const titleId = useId();
  // Days on the pet's calendar (its owner's zone), as the API plans them, whoever is reading:
  // a co-owner in another zone sees the same seven days as the owner.
  const accountZone = useAuth().user?.timezone ?? 'UTC';
  const pet = usePets().data?.find((p) => p._id === petId);
  const timeZone = pet?.ownerTimeZone ?? accountZone;
  const today = localDateOf(new Date(), timeZone);
  // One query per pet (every card of the pet shares it), filtered to this medication.
  const doses = usePetDoses(petId, addDays(today, 1 - ADHERENCE_DAYS), today);

  if (doses.isPending)
    return <p className="mt-3 text-xs text-slate-500">Loading the last {ADHERENCE_DAYS} days…</p>;
  if (doses.isError)
    return (
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-red-700">
        <span>{DOSE_MESSAGES.loadFailed}</span>
        <ActionButton onClick={() => void doses.refetch()}>Try again</ActionButton>
      </div>
    );

  const mine = doses.data.filter((d) => d.medicationId === medicationId);
  const percent = adherencePercent(mine);
  const days = lastDays(mine, today, timeZone);
  return (
    <div className="mt-3 rounded-lg bg-slate-50 p-3">
      <p id={titleId} className="text-xs font-medium text-slate-600">
        Last 7 days
      </p>
      <ol className="mt-1 flex flex-wrap gap-1.5" aria-labelledby={titleId}>
        {days.map(({ date, mark }) => (
          <li key={date} className="flex flex-col items-center gap-0.5">
            <span
              aria-hidden="true"
              title={`${formatDateOnly(date)}: ${MARKS[mark].label}`}
              className={`block size-5 rounded ${MARKS[mark].colour}`}
            />
            <span aria-hidden="true" className="text-[10px] text-slate-500">
              {formatWeekday(date)}
            </span>
            <span className="sr-only">
              {formatWeekday(date)} {formatDateOnly(date)}: {MARKS[mark].label}
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-2 text-sm text-slate-700">
        {percent === null
          ? `${ADHERENCE_DAYS}-day adherence: no doses due yet`
          : `${ADHERENCE_DAYS}-day adherence: ${percent}%`}
      </p>
    </div>
  );
}

import { useState } from 'react';
import { doseDetailsLine, type Dose, type LoggedDoseStatus } from '@pawrx/contracts/doses';
import { ActionButton } from '../../../components/ui/action-button';
import { formatTimeForPet, type TwoZones } from '@pawrx/contracts/date-format';
import { formatTime } from '../../../lib/date-only';
import { clockTimeOf, givenAtInstant } from '../utils/past-days';
import { DoseStatusBadge } from './dose-status-badge';

type Props = {
  dose: Dose;
  /** A day of the pet's (its owner's calendar). */
  day: string;
  zones: TwoZones;
  busy: boolean;
  onLog: (dose: Dose, status: LoggedDoseStatus, givenAt?: string) => void;
};

const LABEL = { given: 'Given', skipped: 'Skipped' } as const;

/**
 * One dose of a past day: who logged it, or a "Given at" time (the dose's time to start with)
 * with Given at … and Skipped.
 */
export function PastDoseRow({ dose, day, zones, busy, onLog }: Props) {
  // "Given at" is typed on the pet's clock, as its day is picked on the pet's calendar.
  const [time, setTime] = useState(() => clockTimeOf(dose.scheduledAt, zones.ownerZone));
  const when = formatTimeForPet(dose.scheduledAt, zones);
  const twoClocks = when.includes(' your time');
  const givenAtLabel = twoClocks ? `Given at (${zones.petName}'s time)` : 'Given at';
  const petClock = twoClocks ? ` ${zones.petName}'s time` : '';
  const label = `${dose.medicationName} at ${when}`;
  const logged = dose.status === 'given' || dose.status === 'skipped' ? dose.status : null;
  const details = doseDetailsLine(dose);
  const inputId = `given-at-${dose.medicationId}-${dose.scheduledAt}`;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1.5 py-2.5">
      <span
        className={`${twoClocks ? 'w-full' : 'w-18 shrink-0'} text-sm text-slate-700 tabular-nums`}
      >
        {when}
      </span>
      <span className="min-w-0 flex-1 basis-32 font-medium break-words text-slate-900">
        {dose.medicationName}
        {dose.extra && <span className="ml-1 text-xs text-slate-500">(extra dose)</span>}
      </span>
      <DoseStatusBadge status={dose.status} />
      {details && (
        <span className="w-full pl-21 text-sm break-words text-slate-700">{details}</span>
      )}
      {logged ? (
        <span className="w-full pl-21 text-xs text-slate-600">
          {LABEL[logged]}
          {dose.loggedBy && ` by ${dose.loggedBy.name}`}
          {dose.loggedAt && ` at ${formatTimeForPet(dose.loggedAt, zones)}`}
        </span>
      ) : (
        <span className="flex w-full flex-wrap items-center gap-2 pl-21">
          <label htmlFor={inputId} className="text-sm text-slate-700">
            {givenAtLabel}
          </label>
          <input
            id={inputId}
            type="time"
            required
            value={time}
            aria-label={`${givenAtLabel}, ${label}`}
            onChange={(e) => setTime(e.target.value)}
            className="rounded-lg border border-slate-300 px-2 py-1 text-sm"
          />
          <ActionButton
            tone="green"
            disabled={busy || !time}
            aria-label={`Given at ${time ? formatTime(time) : '…'}${petClock}: ${label}`}
            onClick={() => onLog(dose, 'given', givenAtInstant(day, time, zones.ownerZone))}
          >
            Given at {time ? formatTime(time) : '…'}
            {petClock}
          </ActionButton>
          <ActionButton
            disabled={busy}
            aria-label={`Skipped: ${label}`}
            onClick={() => onLog(dose, 'skipped')}
          >
            Skipped
          </ActionButton>
        </span>
      )}
    </li>
  );
}

import { useState } from 'react';
import {
  CONFIRM_EARLY_GIVEN_MINUTES,
  LOG_AHEAD_HOURS,
  doseDetailsLine,
  type Dose,
  type LoggedDoseStatus,
} from '@pawrx/contracts/doses';
import { SupplyNote } from '../../../components/ui/supply-note';
import { ActionButton } from '../../../components/ui/action-button';
import { formatTimeForPet, type TwoZones } from '@pawrx/contracts/date-format';
import { DoseHistory } from './dose-history';
import { DoseStatusBadge } from './dose-status-badge';
import { OFFLINE_MESSAGES } from '@pawrx/contracts/offline';
import { EarlyGivenConfirm } from './early-given-confirm';

type DoseRowProps = {
  dose: Dose;
  /** The reader's zone and the pet's (its owner's): a time names both where they differ. */
  zones: TwoZones;
  /** This dose has a write on its way: its buttons wait. */
  busy: boolean;
  onLog: (dose: Dose, status: LoggedDoseStatus) => void;
  /** Set when the reader may change this dose's log (their own, or an owner's right). */
  onChange?: (dose: Dose, status: LoggedDoseStatus) => void;
  /** Logged on this device while offline: the service worker sends it once online. */
  pendingSync?: boolean;
};

/** The API takes a log at most LOG_AHEAD_HOURS before the dose's time. */
const canLogYet = (dose: Dose, now = Date.now()) =>
  Date.parse(dose.scheduledAt) - now <= LOG_AHEAD_HOURS * 3_600_000;

/** Minutes until the dose's time (negative once it is past). */
const minutesAhead = (dose: Dose, now = Date.now()) =>
  (Date.parse(dose.scheduledAt) - now) / 60_000;

const OTHER = { given: 'skipped', skipped: 'given' } as const;
const LABEL = { given: 'Given', skipped: 'Skipped' } as const;

/**
 * One dose of today: time, medication, status, what to give (amount · form · instruction), and Given / Skip once it may be logged, else who
 * logged it (with a change to the other status for whoever may change the log).
 */
export function DoseRow({ dose, zones, busy, onLog, onChange, pendingSync }: DoseRowProps) {
  const time = formatTimeForPet(dose.scheduledAt, zones);
  // '8:00 AM your time, 9:00 AM for Rex' does not fit the time column: it gets its own line.
  const twoClocks = time.includes(' your time');
  const logged = dose.status === 'given' || dose.status === 'skipped' ? dose.status : null;
  const label = `${dose.medicationName} at ${time}`;
  const details = doseDetailsLine(dose);
  /** Set while Given on a dose hours ahead waits for a yes: how far ahead it was. */
  const [earlyBy, setEarlyBy] = useState<number | null>(null);
  const given = () => {
    const ahead = minutesAhead(dose);
    if (ahead > CONFIRM_EARLY_GIVEN_MINUTES) setEarlyBy(ahead);
    else onLog(dose, 'given');
  };
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1.5 py-2.5">
      <span
        className={`${twoClocks ? 'w-full' : 'w-18 shrink-0'} text-sm text-slate-700 tabular-nums`}
      >
        {time}
      </span>
      {/* At least 8rem for the name: on a phone the buttons wrap under it, not into it. */}
      <span className="min-w-0 flex-1 basis-32 font-medium break-words text-slate-900">
        {dose.medicationName}
        {dose.extra && <span className="ml-1 text-xs text-slate-500">(extra dose)</span>}
      </span>
      <DoseStatusBadge status={dose.status} />
      {details && (
        <span className="w-full pl-21 text-sm break-words text-slate-700">{details}</span>
      )}
      {dose.supply.state !== 'none' && <SupplyNote supply={dose.supply} className="w-full pl-21" />}
      {logged ? (
        <span className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 pl-21 text-xs text-slate-500">
          <span>
            {LABEL[logged]}
            {dose.loggedBy && ` by ${dose.loggedBy.name}`}
            {dose.loggedAt && ` at ${formatTimeForPet(dose.loggedAt, zones)}`}
            {pendingSync && ` · ${OFFLINE_MESSAGES.pendingSync}`}
          </span>
          {onChange && dose._id && (
            <ActionButton
              className="px-2 py-0.5 text-xs"
              disabled={busy}
              aria-label={`Change to ${LABEL[OTHER[logged]]}: ${label}`}
              onClick={() => onChange(dose, OTHER[logged])}
            >
              Change to {LABEL[OTHER[logged]]}
            </ActionButton>
          )}
        </span>
      ) : (
        canLogYet(dose) && (
          <span className="flex gap-2 max-sm:w-full max-sm:pl-21">
            <ActionButton
              tone="green"
              disabled={busy}
              aria-label={`Given: ${label}`}
              onClick={given}
            >
              Given
            </ActionButton>
            <ActionButton
              disabled={busy}
              aria-label={`Skip: ${label}`}
              onClick={() => onLog(dose, 'skipped')}
            >
              Skip
            </ActionButton>
          </span>
        )
      )}
      {earlyBy !== null && (
        <EarlyGivenConfirm
          dose={dose}
          time={time}
          minutesAhead={earlyBy}
          onClose={() => setEarlyBy(null)}
          onConfirm={() => {
            setEarlyBy(null);
            onLog(dose, 'given');
          }}
        />
      )}
      {dose.history && <DoseHistory history={dose.history} zones={zones} label={label} />}
    </li>
  );
}

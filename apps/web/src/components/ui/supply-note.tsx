import { supplyFlag, type SupplyState } from '@pawrx/contracts/supply-state';
import { formatDateOnly } from '../../lib/date-only';

const FLAG_COLOURS = {
  'refill-soon': 'bg-amber-100 text-amber-900',
  'run-out': 'bg-red-100 text-red-800',
} as const;

type Props = { supply: SupplyState; className?: string };

/** "Runs out Dec 4" (or "Ran out Dec 4"); '' when the supply's last day is unknown. */
export function runsOutText(supply: SupplyState): string {
  if (!supply.runsOutOn) return '';
  const day = formatDateOnly(supply.runsOutOn);
  if (supply.daysLeft === 0) return `Runs out today (${day})`;
  return supply.daysLeft !== null && supply.daysLeft < 0 ? `Ran out ${day}` : `Runs out ${day}`;
}

/**
 * A medication's supply as the API works it out (issue 24 item 5): its run-out day, and a
 * "Refill soon" or "Supply run out" flag. The same on the Medications card, the pet profile's
 * medication rows and Today's dose rows; nothing when no supply was counted.
 */
export function SupplyNote({ supply, className = '' }: Props) {
  if (supply.state === 'none') return null;
  const flag = supplyFlag(supply);
  const text = runsOutText(supply);
  return (
    <span className={`inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-sm ${className}`}>
      {flag && supply.state !== 'ok' && (
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${FLAG_COLOURS[supply.state]}`}
        >
          {flag}
        </span>
      )}
      {text && <span className="text-slate-600">{text}</span>}
    </span>
  );
}

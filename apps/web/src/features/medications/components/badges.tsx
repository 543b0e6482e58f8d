import type { MedicationStatus, ReactionSeverity } from '@pawrx/contracts/enums';
import { MEDICATION_STATUS_LABELS } from '@pawrx/contracts/medications';

// Spec §4 colours: status active green, completed blue, discontinued red, paused yellow;
// severity mild yellow, moderate orange, severe red, life-threatening darker red.

const STATUS_CLASSES: Record<MedicationStatus, string> = {
  active: 'bg-green-100 text-green-800',
  completed: 'bg-blue-100 text-blue-800',
  discontinued: 'bg-red-100 text-red-800',
  paused: 'bg-yellow-100 text-yellow-800',
};

const SEVERITY_CLASSES: Record<ReactionSeverity, string> = {
  mild: 'bg-yellow-100 text-yellow-800',
  moderate: 'bg-orange-100 text-orange-800',
  severe: 'bg-red-100 text-red-800',
  'life-threatening': 'bg-red-800 text-white',
};

const badge = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold';
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function StatusBadge({ status }: { status: MedicationStatus }) {
  return (
    <span data-status={status} className={`${badge} ${STATUS_CLASSES[status]}`}>
      {MEDICATION_STATUS_LABELS[status]}
    </span>
  );
}

export function SeverityBadge({ severity }: { severity: ReactionSeverity }) {
  return (
    <span data-severity={severity} className={`${badge} ${SEVERITY_CLASSES[severity]}`}>
      {capitalise(severity)}
    </span>
  );
}

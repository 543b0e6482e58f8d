import type { LabFlag } from '@pawrx/contracts/labs';

const STYLE: Record<LabFlag, string> = {
  high: 'bg-red-100 text-red-800',
  low: 'bg-amber-100 text-amber-900',
  normal: 'bg-emerald-100 text-emerald-800',
  unknown: 'bg-slate-100 text-slate-700',
};
const TEXT: Record<LabFlag, string> = {
  high: 'High',
  low: 'Low',
  normal: 'Normal',
  unknown: 'No range',
};

/** The flag in words (never colour alone). */
export function LabFlagBadge({ flag }: { flag: LabFlag }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STYLE[flag]}`}>
      {TEXT[flag]}
    </span>
  );
}

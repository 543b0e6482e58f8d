import type { RiskLevel } from '@pawrx/contracts/enums';

// One colour per §9 risk level, lowest to highest.
export const RISK_CLASSES: Record<RiskLevel, string> = {
  Low: 'bg-sky-100 text-sky-800 ring-sky-200',
  Medium: 'bg-amber-100 text-amber-900 ring-amber-200',
  High: 'bg-orange-100 text-orange-900 ring-orange-300',
  Critical: 'bg-red-600 text-white ring-red-700',
};

export function RiskBadge({ level }: { level: RiskLevel }) {
  return (
    <span
      data-risk={level}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${RISK_CLASSES[level]}`}
    >
      {level} risk
    </span>
  );
}

import { doseWarningTitle, type DoseWarning } from '@pawrx/contracts/medications';

type Props = { medicationName: string; warning: DoseWarning; className?: string };

/**
 * A medication's dose above the usual range at the pet's current weight, as the API works it out
 * from stored data: shown on the medication card and the pet profile until the dose or the
 * weight changes.
 */
export function DoseWarningNote({ medicationName, warning, className = '' }: Props) {
  return (
    <div
      role="note"
      aria-label={`Dose warning: ${medicationName}`}
      className={`rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800 ${className}`}
    >
      <p className="font-semibold text-amber-900">
        {doseWarningTitle(warning)}
        {warning.mgPerKg !== null && `: about ${warning.mgPerKg} mg/kg per dose`}
      </p>
      {warning.description && <p className="mt-1">{warning.description}</p>}
      {warning.recommendation && <p className="mt-1 font-medium">{warning.recommendation}</p>}
    </div>
  );
}

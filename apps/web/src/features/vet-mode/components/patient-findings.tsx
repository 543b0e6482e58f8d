import { VERDICT_COPY, verdict, type QuickCheckResult } from '@pawrx/contracts/interactions';

const TONE = {
  dangerous: 'border-red-200 bg-red-50 text-red-900',
  caution: 'border-amber-200 bg-amber-50 text-amber-900',
  safe: 'border-green-200 bg-green-50 text-green-900',
  unknown: 'border-slate-200 bg-slate-50 text-slate-800',
} as const;

/**
 * The Quick Check of the current medications (run by the server with the formulary's engine when
 * the list loads): the verdict, then each finding with its risk.
 */
export function PatientFindings({ findings }: { findings: QuickCheckResult | null }) {
  if (!findings) return <p className="text-sm text-slate-500">No current medications to check.</p>;
  const v = verdict(findings);
  const lines = [
    ...findings.toxicMedications.map((t) => `${t.medication}: ${t.reason} (${t.severity})`),
    ...findings.drugInteractions.map(
      (i) => `${i.medication1} + ${i.medication2}: ${i.description} (${i.riskLevel})`,
    ),
  ];
  return (
    <div className={`rounded-lg border p-3 text-sm ${TONE[v]}`}>
      <p className="font-semibold">Quick Check: {VERDICT_COPY[v].title}</p>
      {lines.length > 0 && (
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {findings.unrecognized.length > 0 && (
        <p className="mt-1">Not checked (unknown names): {findings.unrecognized.join(', ')}</p>
      )}
    </div>
  );
}

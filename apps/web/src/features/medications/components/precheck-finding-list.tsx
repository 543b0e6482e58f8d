import type { Findings } from '../utils/precheck-findings';

const RISK_CLASSES: Record<string, string> = {
  Critical: 'bg-red-800 text-white',
  High: 'bg-red-100 text-red-800',
  Medium: 'bg-orange-100 text-orange-800',
  Low: 'bg-yellow-100 text-yellow-800',
};

/** The pre-check's toxic medications and interactions as cards; `quiet` for known findings. */
export function PrecheckFindingList({
  findings,
  quiet = false,
}: {
  findings: Findings;
  quiet?: boolean;
}) {
  const border = quiet ? 'border-slate-200' : 'border-red-200';
  return (
    <div className="space-y-3">
      {findings.toxicMedications.length > 0 && (
        <section aria-label="Toxic for this species">
          <h3 className={`mb-2 font-semibold ${quiet ? 'text-slate-700' : 'text-red-800'}`}>
            Toxic for this species
          </h3>
          <ul className="space-y-2">
            {findings.toxicMedications.map((t, index) => (
              <li
                key={`${index}-${t.medication}`}
                className={`rounded-lg border p-3 text-sm ${border}`}
              >
                <p className="font-semibold text-slate-900">{t.medication}</p>
                <p className="text-slate-700">{t.reason}</p>
                <p className="text-slate-600">
                  <span className="font-medium">Recommendation:</span> {t.recommendation}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {findings.drugInteractions.length > 0 && (
        <section aria-label="Drug interactions">
          <h3 className="mb-2 font-semibold text-slate-900">
            Drug interactions ({findings.drugInteractions.length})
          </h3>
          <ul className="space-y-2">
            {findings.drugInteractions.map((i) => (
              <li
                key={`${i.medication1}|${i.medication2}|${i.description}`}
                className="rounded-lg border border-slate-200 p-3 text-sm"
              >
                <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                  {i.medication1} + {i.medication2}
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs ${RISK_CLASSES[i.riskLevel] ?? ''}`}
                  >
                    {i.riskLevel}
                  </span>
                </p>
                <p className="text-slate-700">{i.description}</p>
                <p className="text-slate-600">
                  <span className="font-medium">Recommendation:</span> {i.recommendation}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

import {
  NOT_CHECKED_COPY,
  newMedicationNotChecked,
  verdict,
  type QuickCheckResult,
} from '@pawrx/contracts/interactions';
import { paragraphs } from '../utils/checker-request';
import { CheckerDisclaimer } from './checker-disclaimer';
import { InteractionList, ToxicList } from './finding-lists';
import { VerdictBanner } from './verdict-banner';
import { useRevealOnMount } from '../../../lib/use-reveal-on-mount';

/**
 * The Interaction Check Results panel (spec §2): banner, findings, unrecognised names, disclaimer.
 * Takes focus and scrolls into view when it appears. The rules engine's analysis is headed
 * "Analysis & Recommendations": it is not AI, and the AI panel keeps the one "AI" heading.
 */
export function CheckResults({ result, newName }: { result: QuickCheckResult; newName: string }) {
  const nothingFound = result.toxicMedications.length === 0 && result.drugInteractions.length === 0;
  const notChecked = newMedicationNotChecked(result, newName);
  const ref = useRevealOnMount<HTMLElement>();
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="check-results-heading"
      className="scroll-mt-20 outline-none space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="check-results-heading" className="text-xl font-bold text-slate-900">
        Interaction Check Results
      </h2>
      {notChecked ? (
        <VerdictBanner verdict="unknown" copy={NOT_CHECKED_COPY} />
      ) : (
        <VerdictBanner verdict={verdict(result)} />
      )}
      {result.toxicMedications.length > 0 && <ToxicList items={result.toxicMedications} />}
      {result.drugInteractions.length > 0 && <InteractionList items={result.drugInteractions} />}
      {nothingFound && !notChecked && (
        <div className="rounded-xl border border-green-200 bg-green-50 p-4 text-green-900">
          <h3 className="font-semibold">No Interactions Detected</h3>
          <p className="mt-1 text-sm">
            The new medication appears to be safe with the current medications
            {result.unrecognized.length > 0 ? ' that could be checked' : ''}. Always consult your
            veterinarian before starting a new medication.
          </p>
        </div>
      )}
      {result.unrecognized.length > 0 && (
        <div className="rounded-xl border border-slate-300 bg-slate-50 p-4 text-slate-800">
          <h3 className="font-semibold">Not checked</h3>
          <p className="mt-1 text-sm">
            These names were not recognised, so they were not checked. This does not mean they are
            safe; ask your veterinarian or pharmacist about them.
          </p>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {result.unrecognized.map((name) => (
              <li key={name}>
                <span className="font-medium">{name}</span> (not checked)
              </li>
            ))}
          </ul>
        </div>
      )}
      {result.analysis.trim() && (
        <div>
          <h3 className="font-semibold text-slate-900">Analysis &amp; Recommendations</h3>
          {paragraphs(result.analysis).map((p, i) => (
            <p key={i} className="mt-2 text-sm text-slate-700">
              {p}
            </p>
          ))}
        </div>
      )}
      <CheckerDisclaimer />
    </section>
  );
}

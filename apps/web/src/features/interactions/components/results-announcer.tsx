import type { AiAnalysisResult } from '@pawrx/contracts/ai-analysis';
import {
  NOT_CHECKED_COPY,
  VERDICT_COPY,
  newMedicationNotChecked,
  verdict,
  type QuickCheckResult,
} from '@pawrx/contracts/interactions';
import type { Running } from '../hooks/use-interaction-checker';

/** A short, polite announcement for screen readers instead of reading the whole results panel. */
export function ResultsAnnouncer(props: {
  running: Running;
  quick: QuickCheckResult | null;
  /** The new medication the Quick Check result is for. */
  quickName: string;
  ai: AiAnalysisResult | null;
}) {
  const { running, quick, quickName, ai } = props;
  const text =
    running === 'quick'
      ? 'Checking interactions…'
      : running === 'ai'
        ? 'AI analysis running…'
        : [
            quick &&
              `Interaction check result: ${newMedicationNotChecked(quick, quickName) ? NOT_CHECKED_COPY.title : VERDICT_COPY[verdict(quick)].title}.`,
            ai && `AI analysis ready: ${ai.riskLevel} risk.`,
          ]
            .filter(Boolean)
            .join(' ');
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {text}
    </p>
  );
}

import type { AiAnalysisResult } from '@pawrx/contracts/ai-analysis';
import { VERDICT_COPY, verdict, type QuickCheckResult } from '@pawrx/contracts/interactions';
import type { Running } from '../hooks/use-interaction-checker';

/** A short, polite announcement for screen readers instead of reading the whole results panel. */
export function ResultsAnnouncer(props: {
  running: Running;
  quick: QuickCheckResult | null;
  ai: AiAnalysisResult | null;
}) {
  const { running, quick, ai } = props;
  const text =
    running === 'quick'
      ? 'Checking interactions…'
      : running === 'ai'
        ? 'AI analysis running…'
        : [
            quick && `Interaction check result: ${VERDICT_COPY[verdict(quick)].title}.`,
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

import type { AiAnalysisResult } from '@pawrx/contracts/ai-analysis';
import { paragraphs } from '../utils/checker-request';
import { referenceUrl } from '../utils/reference-links';
import { RISK_CLASSES } from './risk-badge';
import { useRevealOnMount } from '../../../lib/use-reveal-on-mount';

function ItemList({ title, items, tone }: { title: string; items: string[]; tone: string }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <ul className={`mt-2 list-disc space-y-1 pl-5 text-sm ${tone}`}>
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

const engineLabel = (engine: string) =>
  engine === 'built-in'
    ? "PawRx's built-in analysis engine (offline, grounded in the safety check)"
    : engine.startsWith('openai-compatible:')
      ? `the AI model ${engine.slice('openai-compatible:'.length)} (OpenAI-compatible service), checked against the safety engine's findings`
      : engine;

/** The AI results panel (spec §2). */
export function AiResults({ result }: { result: AiAnalysisResult }) {
  const level = result.riskLevel;
  const ref = useRevealOnMount<HTMLElement>();
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="ai-results-heading"
      className="scroll-mt-20 outline-none space-y-5 rounded-2xl border border-violet-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="ai-results-heading" className="text-xl font-bold text-slate-900">
          AI Analysis Results
        </h2>
        <p className="text-sm font-medium text-slate-700">
          Risk Level:{' '}
          <span
            data-risk={level}
            className={`rounded-full px-2.5 py-0.5 font-semibold ring-1 ${RISK_CLASSES[level]}`}
          >
            {level.charAt(0).toUpperCase() + level.slice(1).toLowerCase()}
          </span>
        </p>
      </div>
      <div className="space-y-3 text-sm leading-relaxed text-slate-700">
        {paragraphs(result.analysis).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      <ItemList title="Recommendations" items={result.recommendations} tone="text-slate-700" />
      <ItemList title="Alternatives" items={result.alternatives} tone="text-slate-700" />
      <ItemList title="Warnings" items={result.warnings} tone="text-red-800" />
      {result.sources.length > 0 && (
        <div>
          <h3 className="font-semibold text-slate-900">Sources</h3>
          <ul className="mt-2 space-y-1 text-sm">
            {result.sources.map((source, i) => (
              <li key={i}>
                <a
                  href={referenceUrl(source)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 underline hover:text-brand-800"
                >
                  {source}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p
        role="note"
        className="rounded-lg border border-violet-200 bg-violet-50 p-3 text-xs text-violet-900"
      >
        <strong>AI notice:</strong> This analysis was produced by {engineLabel(result.engine)}{' '}
        (engine: <code data-testid="ai-engine">{result.engine}</code>). It is general guidance, may
        be incomplete, and is not a substitute for advice from your veterinarian.
      </p>
    </section>
  );
}

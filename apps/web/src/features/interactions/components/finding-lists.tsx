import type {
  DrugInteraction,
  FindingKind,
  Source,
  ToxicMedication,
} from '@pawrx/contracts/interactions';
import { RiskBadge } from './risk-badge';

const KIND_LABELS: Record<FindingKind, string> = {
  'drug-drug': 'Drug–drug interactions',
  allergy: 'Allergy cross-reactions',
  condition: 'Conflicts with health conditions',
  age: 'Below the label age or weight',
  mdr1: 'MDR1 drug sensitivity',
  duplicate: 'Duplicate therapy',
  dose: 'Dose outside the usual range',
  'species-toxicity': 'Species toxicity',
};

const sourceText = (s: Source) => `${s.publisher} — ${s.title}`;

function SourceLine({ source }: { source: Source }) {
  return (
    <p className="mt-2 text-xs text-slate-500">
      Source:{' '}
      {source.url ? (
        <a href={source.url} target="_blank" rel="noopener noreferrer" className="underline">
          {sourceText(source)}
        </a>
      ) : (
        sourceText(source)
      )}
    </p>
  );
}

export function ToxicList({ items }: { items: ToxicMedication[] }) {
  return (
    <section aria-labelledby="toxic-heading">
      <h3 id="toxic-heading" className="font-semibold text-red-800">
        Toxic for this species ({items.length})
      </h3>
      <ul className="mt-2 space-y-3">
        {items.map((t, i) => (
          <li
            key={`${t.medication}-${i}`}
            className="rounded-xl border border-red-200 bg-red-50 p-4"
          >
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-semibold text-red-900">{t.medication}</p>
              <RiskBadge level={t.severity} />
            </div>
            <p className="mt-1 text-sm text-red-900">{t.reason}</p>
            <p className="mt-1 text-sm font-medium text-red-900">
              Recommendation: {t.recommendation}
            </p>
            <SourceLine source={t.source} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function InteractionItem({ item }: { item: DrugInteraction }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-slate-900">
          {item.medication1} <span className="font-normal text-slate-500">+</span>{' '}
          {item.medication2}
        </p>
        <RiskBadge level={item.riskLevel} />
      </div>
      <p className="mt-1 text-sm text-slate-700">{item.description}</p>
      <p className="mt-1 text-sm font-medium text-slate-800">
        Recommendation: {item.recommendation}
      </p>
      <SourceLine source={item.source} />
    </li>
  );
}

/** Interactions with a count, grouped by the kind of rule when more than one kind is present. */
export function InteractionList({ items }: { items: DrugInteraction[] }) {
  const kinds = [...new Set(items.map((i) => i.kind))];
  return (
    <section aria-labelledby="interactions-heading">
      <h3 id="interactions-heading" className="font-semibold text-slate-900">
        Drug Interactions Found ({items.length})
      </h3>
      {kinds.length <= 1 ? (
        <ul className="mt-2 space-y-3">
          {items.map((item, i) => (
            <InteractionItem key={i} item={item} />
          ))}
        </ul>
      ) : (
        kinds.map((kind) => (
          <div key={kind} className="mt-3">
            <h4 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
              {KIND_LABELS[kind]}
            </h4>
            <ul className="mt-2 space-y-3">
              {items
                .filter((i) => i.kind === kind)
                .map((item, i) => (
                  <InteractionItem key={i} item={item} />
                ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}

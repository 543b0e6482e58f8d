import { riskRank, type RiskLevel, type Species } from '@pawrx/contracts/enums';
import type {
  DrugInteraction,
  FindingKind,
  Source,
  ToxicMedication,
} from '@pawrx/contracts/interactions';
import { SOURCES, type SourceId } from '../knowledge/sources';
import type { RuleText, Selector } from '../knowledge/types';
import type { Component, MedContext } from './medication-context';

// Building, de-duplicating and ordering findings. Every rule family hands its findings to one
// collector keyed by (kind, parties, group): the same pair reported by two rules of one group
// keeps only the higher-risk (then earlier-listed) finding.

export const sourceOf = (id: SourceId): Source => {
  const s: { publisher: string; title: string; url?: string } = SOURCES[id];
  return s.url
    ? { publisher: s.publisher, title: s.title, url: s.url }
    : { publisher: s.publisher, title: s.title };
};

export function matchesSelector(
  selector: Selector,
  component: Component,
  med?: MedContext,
): boolean {
  const id = component.drug.id;
  if (selector.except?.includes(id)) return false;
  if (selector.drugs?.includes(id)) return true;
  if (selector.classes?.some((c) => component.classes.has(c))) return true;
  const product = med?.name.product;
  if (product && selector.products?.includes(product.name)) return true;
  return product?.record !== undefined && selector.records?.includes(product.record.id) === true;
}

const KIND_ORDER: readonly FindingKind[] = [
  'species-toxicity',
  'drug-drug',
  'mdr1',
  'allergy',
  'condition',
  'age',
  'duplicate',
  'dose',
];

interface Entry {
  finding: DrugInteraction;
  key: string;
  order: readonly number[];
}

export class FindingCollector {
  private readonly entries = new Map<string, Entry>();
  private readonly toxic = new Map<number, { finding: ToxicMedication; order: number }>();

  addInteraction(args: {
    kind: FindingKind;
    medication1: string;
    medication2: string;
    risk: RiskLevel;
    text: RuleText;
    group: string;
    order: readonly number[];
  }): void {
    const key = `${args.kind}|${args.order.join(',')}|${args.medication2}|${args.group}`;
    const finding: DrugInteraction = {
      medication1: args.medication1,
      medication2: args.medication2,
      riskLevel: args.risk,
      description: args.text.description,
      recommendation: args.text.recommendation,
      kind: args.kind,
      source: sourceOf(args.text.source),
    };
    const existing = this.entries.get(key);
    if (existing && riskRank(existing.finding.riskLevel) >= riskRank(args.risk)) return;
    this.entries.set(key, { finding, key, order: args.order });
  }

  addToxic(med: MedContext, species: Species, risk: RiskLevel, text: RuleText): void {
    const existing = this.toxic.get(med.index);
    if (existing && riskRank(existing.finding.severity) >= riskRank(risk)) return;
    this.toxic.set(med.index, {
      order: med.index,
      finding: {
        medication: med.display,
        reason: text.description,
        recommendation: text.recommendation,
        species: [species],
        severity: risk,
        kind: 'species-toxicity',
        source: sourceOf(text.source),
      },
    });
  }

  isToxic(medIndex: number): boolean {
    return this.toxic.has(medIndex);
  }

  toxicMedications(): ToxicMedication[] {
    return [...this.toxic.values()].sort((a, b) => a.order - b.order).map((t) => t.finding);
  }

  drugInteractions(): DrugInteraction[] {
    return [...this.entries.values()]
      .sort((a, b) => {
        const risk = riskRank(b.finding.riskLevel) - riskRank(a.finding.riskLevel);
        if (risk !== 0) return risk;
        const kind = KIND_ORDER.indexOf(a.finding.kind) - KIND_ORDER.indexOf(b.finding.kind);
        if (kind !== 0) return kind;
        for (let i = 0; i < Math.max(a.order.length, b.order.length); i += 1) {
          const d = (a.order[i] ?? -1) - (b.order[i] ?? -1);
          if (d !== 0) return d;
        }
        return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
      })
      .map((e) => e.finding);
  }
}

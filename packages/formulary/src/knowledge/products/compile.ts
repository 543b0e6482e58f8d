import type { AgeLimit } from '../age-limits';
import type { ConditionRule } from '../condition-rules';
import type { ProductEntry, SpeciesRule } from '../types';
import type { Amount, LabelStatement, ProductRecord } from './product-record';

// Product records become the rows the rule families already read: a ProductEntry for name
// resolution (its brand names and its ingredients, inactive ones that harm animals included), an
// AgeLimit for the label's minimum age and weight, a ConditionRule for each label statement about
// a condition and a SpeciesRule for each species the label excludes. The engine files stay as
// they are; a new record is data only.

const WEEKS_PER_MONTH = 52 / 12;

/** Every ingredient id the record names, actives first, each once. */
export function recordIngredients(record: ProductRecord): string[] {
  const all: Amount[] = [
    ...(record.actives ?? []),
    ...(record.bands ?? []).flatMap((b) => b.actives),
    ...(record.inactives ?? []),
  ];
  return [...new Set(all.map((a) => a.drug))];
}

/** Active ingredient ids only ('acetaminophen/diphenhydramine'). */
export function recordActives(record: ProductRecord): string[] {
  const all = [...(record.actives ?? []), ...(record.bands ?? []).flatMap((b) => b.actives)];
  return [...new Set(all.map((a) => a.drug))];
}

/**
 * The ProductEntry name: the ingredients, then the product in brackets so each record is its own
 * entry ('acetaminophen/diphenhydramine (Tylenol PM)'); the page shows the part before the bracket.
 */
export const recordProductName = (record: ProductRecord): string =>
  `${recordIngredients(record).join('/')} (${record.name})`;

export function toProductEntry(record: ProductRecord): ProductEntry {
  return {
    name: recordProductName(record),
    components: recordIngredients(record),
    brands: [record.name, ...(record.aliases ?? [])],
    route: record.route,
    ...(record.heartwormPreventive ? { heartwormPreventive: true } : {}),
    record,
  };
}

/** 8 → '8 weeks', 17.3 → '4 months', 52 → '1 year': a label's age as the label says it. */
function ageWords(weeks: number): string {
  if (weeks >= 52 && weeks % 52 === 0) return `${weeks / 52} year${weeks === 52 ? '' : 's'}`;
  const months = weeks / WEEKS_PER_MONTH;
  const wholeMonths = Math.abs(months - Math.round(months)) < 0.08;
  if (wholeMonths && (weeks >= 26 || !Number.isInteger(weeks)))
    return `${Math.round(months)} months`;
  return `${Number(weeks.toFixed(1))} weeks`;
}

/** The label's minimum age and weight as an age-limit row, or null when it gives neither. */
export function toAgeLimit(record: ProductRecord): AgeLimit | null {
  const label = record.label;
  if (!label || (label.minAgeWeeks === undefined && label.minKg === undefined)) return null;
  const parts: string[] = [];
  if (label.minAgeWeeks !== undefined) parts.push(`${ageWords(label.minAgeWeeks)} of age`);
  if (label.minKg !== undefined) parts.push(`${label.minKg} kg`);
  const said =
    label.minKind === 'contraindication'
      ? `the label says not to use it below ${parts.join(' or ')}`
      : `the label gives ${parts.join(' and ')} as the youngest and lightest it was shown safe for`;
  return {
    id: `label-${record.id}`,
    species: label.species,
    match: { products: [recordProductName(record)] },
    label: `${record.name} (${recordActives(record).join('/')})`,
    ...(label.minAgeWeeks !== undefined ? { minMonths: label.minAgeWeeks / WEEKS_PER_MONTH } : {}),
    ...(label.minKg !== undefined ? { minKg: label.minKg } : {}),
    risk: label.minKind === 'contraindication' ? 'High' : 'Medium',
    why: said,
    source: record.source,
  };
}

const RECOMMENDATION: Record<LabelStatement['kind'], string> = {
  contraindication:
    'The label says not to use this product here; ask your vet for one that suits your pet.',
  precaution:
    'The label advises care here; check with your vet before giving it and watch your pet closely.',
};

export function toConditionRules(record: ProductRecord): ConditionRule[] {
  return (record.label?.statements ?? []).flatMap((s, i) =>
    'condition' in s.when
      ? [
          {
            id: `label-${record.id}-${i}`,
            condition: s.when.condition,
            match: { products: [recordProductName(record)] },
            // A label speaks for the species it is labelled for.
            species: record.label!.species,
            risk: s.risk,
            routes: [record.route, 'unknown'],
            description: s.text,
            recommendation: RECOMMENDATION[s.kind],
            source: record.source,
          },
        ]
      : [],
  );
}

export function toSpeciesRules(record: ProductRecord): SpeciesRule[] {
  return (record.label?.statements ?? []).flatMap((s, i) =>
    'species' in s.when
      ? [
          {
            id: `label-${record.id}-${i}`,
            match: { products: [recordProductName(record)] },
            species: s.when.species,
            risk: s.risk,
            outcome:
              s.kind === 'contraindication' && (s.risk === 'High' || s.risk === 'Critical')
                ? ('toxic' as const)
                : ('caution' as const),
            description: s.text,
            recommendation: RECOMMENDATION[s.kind],
            source: record.source,
          },
        ]
      : [],
  );
}

import { DRUGS } from '../../engine/drug-index';
import { PAIR_RULES } from '../../engine/drug-drug';
import { matchesSelector } from '../../engine/findings';
import { CLASSES, type ClassId } from '../../knowledge/classes';
import type { Selector } from '../../knowledge/types';
import { isRead, type DdiInteraction, type DdiRecord } from './types';

// What ties an interaction ledger record to the knowledge (ledger.test.ts runs it on every record,
// and on broken records to show it catches them): each drug read carries the class, and each
// `enforcedBy` names a pair rule whose selectors match a drug read and a drug of the partner,
// either way round, through the engine's own drug index and selector matching.

type Indexed = { drug: string; component: Parameters<typeof matchesSelector>[1] };

const indexed = (id: string): Indexed | undefined => {
  const d = DRUGS.get(id);
  return d ? { drug: id, component: { drug: d.entry, classes: d.classes } } : undefined;
};

/** The drugs a partner stands for: a drug id, or every indexed drug of a class. */
export function partnerDrugs(partner: string): Indexed[] {
  const one = indexed(partner);
  if (one) return [one];
  if (!(partner in CLASSES)) return [];
  const id = partner as ClassId;
  return [...DRUGS.keys()]
    .filter((d) => DRUGS.get(d)!.classes.has(id))
    .map((d) => indexed(d)!)
    .filter(Boolean);
}

const matches = (s: Selector, x: Indexed): boolean => matchesSelector(s, x.component);

/** A rule reports the pair (some drug on each side, either way round). */
export function ruleReportsPair(ruleId: string, own: readonly string[], partner: string): boolean {
  const rule = PAIR_RULES.find((r) => r.id === ruleId);
  if (!rule) return false;
  const mine = own.map(indexed).filter((x): x is Indexed => x !== undefined);
  const theirs = partnerDrugs(partner);
  return mine.some((x) =>
    theirs.some(
      (y) =>
        (matches(rule.a, x) && matches(rule.b, y)) || (matches(rule.b, x) && matches(rule.a, y)),
    ),
  );
}

function interactionProblems(
  record: DdiRecord & { drugs: readonly string[] },
  row: DdiInteraction,
) {
  const out: string[] = [];
  const where = `${record.class} with ${row.with}`;
  if (row.from !== undefined && !record.drugs.includes(row.from))
    out.push(`${where}: 'from' ${row.from} is not a drug read for the class`);
  const known = DRUGS.has(row.with) || row.with in CLASSES;
  if ('enforcedBy' in row) {
    if (!known) out.push(`${where}: an enforced partner must be a class or drug id`);
    else if (!PAIR_RULES.some((r) => r.id === row.enforcedBy))
      out.push(`${where}: no pair rule ${row.enforcedBy}`);
    else if (!ruleReportsPair(row.enforcedBy, row.from ? [row.from] : record.drugs, row.with))
      out.push(`${where}: ${row.enforcedBy} does not match this pair`);
  } else if (row.notEnforced.trim().length < 8) {
    out.push(`${where}: say why no rule enforces it`);
  }
  return out;
}

/** Everything wrong with one record (empty when it agrees with the knowledge). */
export function ddiRecordProblems(record: DdiRecord): string[] {
  if (!isRead(record))
    return record.pending.trim().length < 8 ? [`${record.class}: say why pending`] : [];
  const out: string[] = [];
  if (record.drugs.length === 0) out.push(`${record.class}: no drug read`);
  if (record.sources.length === 0) out.push(`${record.class}: no source`);
  for (const drug of record.drugs) {
    if (!DRUGS.get(drug)?.classes.has(record.class))
      out.push(`${record.class}: ${drug} does not carry the class`);
  }
  if (record.interactions.length === 0 && (record.namesNone ?? '').trim().length < 8)
    out.push(`${record.class}: no interaction listed and no 'namesNone' note`);
  for (const row of record.interactions) out.push(...interactionProblems(record, row));
  return out;
}

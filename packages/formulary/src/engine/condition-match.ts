import { CONDITION_SHORTHAND } from '../knowledge/condition-abbreviations';
import { CONDITION_TERMS, type ConditionId } from '../knowledge/condition-terms';
import { affirmedText } from './negation';
import { containsPhrase, normaliseText, tidyTyped } from './normalise-text';

// Free-text chronic conditions → condition ids ('CKD', 'chronic kidney disease', 'kidney disease
// stage 2', 'IRIS stage 3' are all kidney disease). Phrases are normalised once at module load.

export interface MatchedCondition {
  id: ConditionId;
  /** The owner's wording, shown as '<text> (condition)'. */
  label: string;
  severe: boolean;
}

interface PreparedTerm {
  id: ConditionId;
  phrases: readonly string[];
  unless: readonly string[];
  veto: readonly string[];
  severe: readonly string[];
  implies: readonly ConditionId[];
}

const PREPARED: readonly PreparedTerm[] = CONDITION_TERMS.map((t) => {
  const extra = CONDITION_SHORTHAND[t.id];
  return {
    id: t.id,
    phrases: [...t.phrases, ...(extra?.phrases ?? [])].map(normaliseText),
    unless: (t.unless ?? []).map(normaliseText),
    veto: (t.veto ?? []).map(normaliseText),
    severe: [...(t.severe ?? []), ...(extra?.severe ?? [])].map(normaliseText),
    implies: t.implies ?? [],
  };
});

function removePhrase(text: string, phrase: string): string {
  let out = ` ${text} `;
  const needle = ` ${phrase} `;
  for (let at = out.indexOf(needle); at >= 0; at = out.indexOf(needle)) {
    out = `${out.slice(0, at)} ${out.slice(at + needle.length)}`;
  }
  return out.trim();
}

function matchOne(text: string, term: PreparedTerm): boolean {
  if (term.veto.some((v) => containsPhrase(text, v))) return false;
  let cleaned = text;
  for (const u of term.unless) cleaned = removePhrase(cleaned, u);
  return term.phrases.some((p) => containsPhrase(cleaned, p));
}

export function matchConditions(conditions: readonly string[]): MatchedCondition[] {
  const out: MatchedCondition[] = [];
  const seen = new Set<ConditionId>();
  const add = (id: ConditionId, label: string, severe: boolean): void => {
    if (seen.has(id)) return;
    seen.add(id);
    out.push({ id, label, severe });
  };
  for (const raw of conditions) {
    // 'no kidney issues', 'not diabetic', 'pancreatitis (resolved)' name nothing current.
    const text = affirmedText(raw);
    if (text.length === 0) continue;
    const label = tidyTyped(raw);
    for (const term of PREPARED) {
      if (!matchOne(text, term)) continue;
      add(
        term.id,
        label,
        term.severe.some((s) => containsPhrase(text, s)),
      );
      for (const implied of term.implies) add(implied, label, false);
    }
  }
  return out;
}

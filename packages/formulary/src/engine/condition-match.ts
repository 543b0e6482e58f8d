import { CONDITION_SHORTHAND } from '../knowledge/condition-abbreviations';
import { CONDITION_MISSPELLINGS } from '../knowledge/condition-misspellings';
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
  markers: readonly string[];
  qualifiers: readonly string[];
  /** First words of the phrases and markers: a text with none of them cannot match. */
  firstWords: ReadonlySet<string>;
}

const PREPARED: readonly PreparedTerm[] = CONDITION_TERMS.map((t) => {
  const extra = CONDITION_SHORTHAND[t.id];
  const phrases = [
    ...t.phrases,
    ...(extra?.phrases ?? []),
    ...(CONDITION_MISSPELLINGS[t.id] ?? []),
  ].map(normaliseText);
  const markers = (t.markers?.markers ?? []).map(normaliseText);
  return {
    id: t.id,
    phrases,
    unless: (t.unless ?? []).map(normaliseText),
    veto: (t.veto ?? []).map(normaliseText),
    severe: [...(t.severe ?? []), ...(extra?.severe ?? [])].map(normaliseText),
    implies: t.implies ?? [],
    markers,
    qualifiers: (t.markers?.qualifiers ?? []).map(normaliseText),
    firstWords: new Set([...phrases, ...markers].map((p) => p.split(' ')[0]!)),
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

function matchOne(text: string, words: readonly string[], term: PreparedTerm): boolean {
  if (!words.some((w) => term.firstWords.has(w))) return false;
  if (term.veto.some((v) => containsPhrase(text, v))) return false;
  let cleaned = text;
  for (const u of term.unless) if (cleaned.includes(u)) cleaned = removePhrase(cleaned, u);
  if (term.phrases.some((p) => containsPhrase(cleaned, p))) return true;
  return (
    term.markers.some((m) => containsPhrase(cleaned, m)) &&
    term.qualifiers.some((q) => containsPhrase(cleaned, q))
  );
}

export function matchConditions(conditions: readonly string[]): MatchedCondition[] {
  const out: MatchedCondition[] = [];
  const seen = new Map<ConditionId, MatchedCondition>();
  const add = (id: ConditionId, label: string, severe: boolean): void => {
    const earlier = seen.get(id);
    if (earlier) {
      // 'liver disease' then 'liver failure (new)': the later, advanced entry still counts.
      if (severe && !earlier.severe) Object.assign(earlier, { label, severe });
      return;
    }
    const matched = { id, label, severe };
    seen.set(id, matched);
    out.push(matched);
  };
  for (const raw of conditions) {
    // 'no kidney issues', 'not diabetic', 'pancreatitis (resolved)' name nothing current.
    const text = affirmedText(raw);
    if (text.length === 0) continue;
    const label = tidyTyped(raw);
    const words = text.split(' ');
    for (const term of PREPARED) {
      if (!matchOne(text, words, term)) continue;
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

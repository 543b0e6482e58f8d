/**
 * A bounded memo for the engine's pure per-input work. Each addition re-checks everything the pet
 * already takes, so the same pet profile and the same medication lines come back again and again,
 * and reading them (names, doses, conditions, allergies) is most of a Quick Check's cost. The
 * memo is emptied whole when full: simple, and the entries in use come straight back.
 * Memoised values are shared between checks, so nothing downstream may change them.
 */
const allMemos: Array<Map<string, unknown>> = [];

export function boundedMemo<T>(limit: number): (key: string, compute: () => T) => T {
  const entries = new Map<string, T>();
  allMemos.push(entries);
  return (key, compute) => {
    const hit = entries.get(key);
    if (hit !== undefined) return hit;
    const value = compute();
    if (entries.size >= limit) entries.clear();
    entries.set(key, value);
    return value;
  };
}

/** Empties every memo, so a benchmark can time a check that sees its inputs for the first time. */
export function forgetMemos(): void {
  for (const entries of allMemos) entries.clear();
}

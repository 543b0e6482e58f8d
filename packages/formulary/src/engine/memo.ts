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

/**
 * The same memo keyed by several strings (a medication line's name, dosage and frequency), held
 * in nested maps: each part is looked up as it is, where one joined key would be built and hashed
 * whole on every call. `limit` counts stored values, as above. Every call passes as many parts.
 */
export function boundedPartsMemo<T>(
  limit: number,
): (parts: readonly string[], compute: () => T) => T {
  const root = new Map<string, unknown>();
  allMemos.push(root);
  let size = 0;
  return (parts, compute) => {
    let level: Map<string, unknown> | undefined = root;
    const last = parts.length - 1;
    for (let i = 0; i < last && level !== undefined; i++) {
      level = level.get(parts[i]!) as Map<string, unknown> | undefined;
    }
    const hit = level?.get(parts[last]!) as T | undefined;
    if (hit !== undefined) return hit;
    const value = compute();
    // Emptied whole when full (root is also empty after forgetMemos).
    if (size >= limit || root.size === 0) {
      root.clear();
      size = 0;
    }
    level = root;
    for (let i = 0; i < last; i++) {
      let next = level.get(parts[i]!) as Map<string, unknown> | undefined;
      if (next === undefined) level.set(parts[i]!, (next = new Map()));
      level = next;
    }
    level.set(parts[last]!, value);
    size += 1;
    return value;
  };
}

/** Empties every memo, so a benchmark can time a check that sees its inputs for the first time. */
export function forgetMemos(): void {
  for (const entries of allMemos) entries.clear();
}

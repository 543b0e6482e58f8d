import type { DrugEntry } from '../knowledge/types';

/** Same ingredient, or a prodrug and its active form (prednisone/prednisolone, carbimazole/methimazole). */
export function sameActiveMoiety(a: DrugEntry, b: DrugEntry): boolean {
  return (
    a.id === b.id || (a.related?.includes(b.id) ?? false) || (b.related?.includes(a.id) ?? false)
  );
}

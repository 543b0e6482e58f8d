import type { WeightEntry } from '@pawrx/contracts/weights';
import type { WeightRow } from './weights.repository';

/** The one place a weighing row becomes the wire entry; an empty note is left out. */
export function toWeightEntry(row: WeightRow): WeightEntry {
  return {
    id: row.id,
    date: row.date,
    weightKg: row.weightKg,
    ...(row.note ? { note: row.note } : {}),
  };
}

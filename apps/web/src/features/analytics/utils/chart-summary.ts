import type { WeightUnit } from '@pawrx/contracts/enums';
import type { MedicationPeriod } from '@pawrx/contracts/timeline';
import { fromKg, type WeightEntry } from '@pawrx/contracts/weights';
import { formatDateOnly } from '../../../lib/date-only';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The chart in one sentence, for screen readers (the tables below hold every value). */
export function chartSummary(data: {
  weights: readonly WeightEntry[];
  periods: readonly MedicationPeriod[];
  reactions: readonly unknown[];
  unit: WeightUnit;
}): string {
  const { weights, unit } = data;
  const first = weights[0];
  const last = weights[weights.length - 1];
  const weightPart =
    first && last
      ? `${count(weights.length, 'weighing', 'weighings')}, from ${fromKg(first.weightKg, unit)} ${unit} on ${formatDateOnly(first.date)} to ${fromKg(last.weightKg, unit)} ${unit} on ${formatDateOnly(last.date)}`
      : 'No weighings';
  return `${weightPart}; ${count(data.periods.length, 'medication course', 'medication courses')}; ${count(data.reactions.length, 'reaction', 'reactions')}.`;
}

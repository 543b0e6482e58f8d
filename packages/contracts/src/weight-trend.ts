import { WEIGHT_TREND_SHARE, WEIGHT_TREND_WINDOW_DAYS, type WeightTrend } from './weights';

// A loss or gain of more than 10% of body weight within 30 days. The threshold is the product's
// (issue 15), not a cited guideline: a change that fast is worth raising with the vet, and it
// moves every dose given per kg with it.

export interface Weighing {
  date: string;
  weightKg: number;
}

const DAY_MS = 86_400_000;
/** Whole days from one 'YYYY-MM-DD' to another (UTC arithmetic: no time zone shifts a day). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const kgText = (kg: number) => `${Number(kg.toFixed(2))} kg`;

/**
 * The largest change of more than 10% between `focus` (by default the latest weighing) and any
 * other weighing at most 30 days before or after it, read from the earlier to the later one;
 * null when there is none. Pure: the API answers it after a new weighing, the web shows it for
 * the latest one.
 */
export function weightTrend(
  entries: readonly Weighing[],
  focus: Weighing | undefined = latestWeighing(entries),
): WeightTrend | null {
  if (!focus || !(focus.weightKg > 0)) return null;
  let best: WeightTrend | null = null;
  let bestShare = 0;
  for (const other of entries) {
    if (other === focus || !(other.weightKg > 0)) continue;
    const gap = daysBetween(focus.date, other.date);
    if (Math.abs(gap) > WEIGHT_TREND_WINDOW_DAYS) continue;
    // Of one day, the focus (the newest weighing) is the later one.
    const [earlier, later] = gap <= 0 ? [other, focus] : [focus, other];
    const share = (later.weightKg - earlier.weightKg) / earlier.weightKg;
    // Compared in millionths, so 10 kg → 11 kg (exactly 10%) is never tipped over by rounding.
    const size = Math.round(Math.abs(share) * 1e6);
    if (size <= Math.round(WEIGHT_TREND_SHARE * 1e6) || size <= bestShare) continue;
    bestShare = size;
    best = describe(earlier, later, share);
  }
  return best;
}

function describe(earlier: Weighing, later: Weighing, share: number): WeightTrend {
  const direction = share < 0 ? 'loss' : 'gain';
  const percent = oneDecimal(Math.abs(share) * 100);
  const days = Math.abs(daysBetween(earlier.date, later.date));
  const span = days === 0 ? 'on the same day' : `in ${days} day${days === 1 ? '' : 's'}`;
  const verb = direction === 'loss' ? 'Lost' : 'Gained';
  return {
    direction,
    percent,
    fromKg: earlier.weightKg,
    toKg: later.weightKg,
    fromDate: earlier.date,
    toDate: later.date,
    days,
    message: `${verb} ${percent}% of body weight ${span} (${kgText(earlier.weightKg)} → ${kgText(
      later.weightKg,
    )}). A change this fast is worth a call to your vet, and it changes every dose given per kg.`,
  };
}

/** The newest weighing: latest date, and of one day the last in the list. */
export function latestWeighing<T extends Weighing>(entries: readonly T[]): T | undefined {
  let latest: T | undefined;
  for (const entry of entries) if (!latest || entry.date >= latest.date) latest = entry;
  return latest;
}

import type { Dose, DoseStatus } from '@pawrx/contracts/doses';
import { addDays, localDateOf } from '@pawrx/contracts/zoned-time';

// How a medication's doses read on its card: one mark per day for the last 7 days.

export type DayMark = 'given' | 'partial' | 'missed' | 'skipped' | 'pending' | 'none';

/** One day's mark: all given, some given, none given but missed, all skipped, still to come. */
export function dayMark(doses: readonly Pick<Dose, 'status'>[]): DayMark {
  if (doses.length === 0) return 'none';
  const count = (s: DoseStatus) => doses.filter((d) => d.status === s).length;
  if (count('given') === doses.length) return 'given';
  if (count('given') > 0) return 'partial';
  if (count('missed') > 0) return 'missed';
  if (count('skipped') === doses.length) return 'skipped';
  return 'pending';
}

/** The last `days` local days ending today, oldest first, each with its scheduled doses. */
export function lastDays(
  doses: readonly Dose[],
  today: string,
  timeZone: string,
  days = 7,
): { date: string; mark: DayMark }[] {
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(today, i - days + 1);
    const onDay = doses.filter(
      (d) => !d.extra && localDateOf(new Date(d.scheduledAt), timeZone) === date,
    );
    return { date, mark: dayMark(onDay) };
  });
}

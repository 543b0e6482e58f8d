import { useMemo } from 'react';
import { buildMonthGrid, monthLabel, WEEKDAY_HEADERS, type MonthRef } from '../utils/calendar';
import { formatDateOnly } from '../../../lib/date-only';

type MonthCalendarProps = {
  month: MonthRef;
  today: string;
  marked: ReadonlySet<string>;
  onMonthChange: (delta: number) => void;
  onPickDay: (date: string) => void;
};

/** The 42-cell Sunday-first grid: past days disabled, today highlighted, green dots. */
export function MonthCalendar({
  month,
  today,
  marked,
  onMonthChange,
  onPickDay,
}: MonthCalendarProps) {
  const weeks = useMemo(() => {
    const cells = buildMonthGrid(month, today, marked);
    return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  }, [month, today, marked]);
  const label = monthLabel(month);
  return (
    <div>
      <div className="mb-3 flex items-center justify-between">
        <button
          type="button"
          onClick={() => onMonthChange(-1)}
          aria-label="Previous month"
          className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
        >
          ‹
        </button>
        <h3 className="font-semibold text-slate-900" aria-live="polite">
          {label}
        </h3>
        <button
          type="button"
          onClick={() => onMonthChange(1)}
          aria-label="Next month"
          className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
        >
          ›
        </button>
      </div>
      <div role="grid" aria-label={label} className="grid grid-cols-7 gap-1 text-center text-sm">
        <div role="row" className="contents">
          {WEEKDAY_HEADERS.map((d) => (
            <div key={d} role="columnheader" className="py-1 text-xs font-semibold text-slate-500">
              {d}
            </div>
          ))}
        </div>
        {weeks.map((week) => (
          <div key={week[0]!.date} role="row" className="contents">
            {week.map((cell) => (
              <div key={cell.date} role="gridcell">
                <button
                  type="button"
                  data-date={cell.date}
                  disabled={cell.isPast}
                  aria-current={cell.isToday ? 'date' : undefined}
                  aria-label={`${formatDateOnly(cell.date)}${cell.hasAppointment ? ', has appointments' : ''}`}
                  onClick={() => onPickDay(cell.date)}
                  className={`relative flex h-10 w-full items-center justify-center rounded-lg transition-colors disabled:cursor-not-allowed ${
                    cell.isToday
                      ? 'bg-brand-600 font-bold text-white hover:bg-brand-700'
                      : cell.isPast
                        ? 'text-slate-300'
                        : cell.inMonth
                          ? 'text-slate-800 hover:bg-brand-50'
                          : 'text-slate-500 hover:bg-slate-50'
                  }`}
                >
                  {cell.day}
                  {cell.hasAppointment && (
                    <span
                      aria-hidden="true"
                      data-testid="appointment-dot"
                      className="absolute bottom-1 size-1.5 rounded-full bg-green-500"
                    />
                  )}
                </button>
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

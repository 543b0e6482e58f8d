import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useDownloadExpensesCsv } from '../api/expenses-api';

// What the pet's Expenses tab and the account's Expenses page share: the year's controls and
// the states of its list before the figures.

/** Previous and next year, as buttons a keyboard reaches. */
export function YearPicker({ year, onChange }: { year: number; onChange: (year: number) => void }) {
  const button =
    'rounded-lg border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50 focus-visible:outline-2';
  return (
    <div role="group" aria-label="Year" className="flex items-center gap-2">
      <button type="button" className={button} onClick={() => onChange(year - 1)}>
        <span aria-hidden="true">‹</span> {year - 1}
      </button>
      <span className="min-w-12 text-center font-semibold" aria-live="polite">
        {year}
      </span>
      <button type="button" className={button} onClick={() => onChange(year + 1)}>
        {year + 1} <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}

/** The year picker, the year's CSV (the pet's, or the account's without a pet) and `children`. */
export function ExpenseYearControls({
  year,
  onYearChange,
  petId,
  children,
}: {
  year: number;
  onYearChange: (year: number) => void;
  petId?: string;
  children?: ReactNode;
}) {
  const download = useDownloadExpensesCsv();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <YearPicker year={year} onChange={onYearChange} />
      <Button
        variant="secondary"
        busy={download.isPending}
        onClick={() =>
          download.mutate(petId ? { petId, year } : { year }, {
            onError: (e) => toast.error(errorMessage(e, 'Error downloading the CSV')),
          })
        }
      >
        Download CSV
      </Button>
      {children}
    </div>
  );
}

/**
 * A year's expenses: a spinner while they load, the error with a retry, `empty` when the year
 * has none, else `children` with the list.
 */
export function ExpenseYearState<T extends { items: unknown[] }>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label="Loading expenses…" className="py-10" />;
  if (query.isError)
    return (
      <div role="alert" className="space-y-2 py-6 text-sm text-red-700">
        <p>{errorMessage(query.error, 'Expenses could not be loaded.')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (query.data.items.length === 0) return <p className="py-6 text-sm text-slate-600">{empty}</p>;
  return <>{children(query.data)}</>;
}

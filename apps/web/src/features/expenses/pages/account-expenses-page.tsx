import { useState } from 'react';
import { formatMoney } from '@pawrx/contracts/expenses';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useAccountExpenses, useDownloadExpensesCsv } from '../api/expenses-api';
import { ExpenseList } from '../components/expense-list';
import { ExpenseTotals, YearPicker } from '../components/expense-totals';

/** The account's year (issue 30): every pet whose expenses it may see, totals and CSV. */
export function AccountExpensesPage() {
  const [year, setYear] = useState(new Date().getFullYear());
  const expenses = useAccountExpenses(year);
  const download = useDownloadExpensesCsv();

  const body = () => {
    if (expenses.isPending) return <Spinner label="Loading expenses…" className="py-10" />;
    if (expenses.isError)
      return (
        <div role="alert" className="space-y-2 py-6 text-sm text-red-700">
          <p>{errorMessage(expenses.error, 'Expenses could not be loaded.')}</p>
          <Button variant="secondary" onClick={() => void expenses.refetch()}>
            Try again
          </Button>
        </div>
      );
    const { items, totals } = expenses.data;
    if (items.length === 0)
      return <p className="py-6 text-sm text-slate-600">No expenses recorded in {year}.</p>;
    return (
      <>
        <ExpenseTotals totals={totals} label={`Expenses in ${year}`} />
        <section aria-label="By pet" className="rounded-xl bg-slate-50 p-3">
          <h2 className="text-sm font-medium text-slate-700">By pet</h2>
          <ul className="text-sm text-slate-800" data-testid="expense-by-pet">
            {totals.byPet.map((t) => (
              <li key={`${t.petId}-${t.currency}`} className="flex justify-between gap-2">
                <span>{t.petName}</span>
                <span>{formatMoney(t.amount, t.currency)}</span>
              </li>
            ))}
          </ul>
        </section>
        <ExpenseList items={items} />
      </>
    );
  };

  return (
    <section aria-labelledby="expenses-page-title" className="mx-auto max-w-4xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="expenses-page-title" className="text-2xl font-bold text-slate-900">
          Expenses
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          <YearPicker year={year} onChange={setYear} />
          <Button
            variant="secondary"
            busy={download.isPending}
            onClick={() =>
              download.mutate(
                { year },
                { onError: (e) => toast.error(errorMessage(e, 'Error downloading the CSV')) },
              )
            }
          >
            Download CSV
          </Button>
        </div>
      </div>
      {body()}
    </section>
  );
}

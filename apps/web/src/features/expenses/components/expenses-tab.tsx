import { useState } from 'react';
import { Link } from 'react-router';
import { can } from '@pawrx/contracts/pet-access';
import type { Pet } from '@pawrx/contracts/pets';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useDeleteExpense, useDownloadExpensesCsv, usePetExpenses } from '../api/expenses-api';
import { ExpenseForm } from './expense-form';
import { ExpenseList } from './expense-list';
import { ExpenseTotals, YearPicker } from './expense-totals';

/** The Expenses tab (issue 30): a year's expenses of the pet, its totals, add, CSV. */
export function ExpensesTab({ pet }: { pet: Pet }) {
  const [year, setYear] = useState(new Date().getFullYear());
  const [adding, setAdding] = useState(false);
  const expenses = usePetExpenses(pet._id, year);
  const remove = useDeleteExpense(pet._id);
  const download = useDownloadExpensesCsv();
  const canWrite = can(pet.role, 'write-expenses');

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
      return (
        <p className="py-6 text-sm text-slate-600">
          No expenses in {year}. Record what medicines, visits and food cost to see the year’s
          totals.
        </p>
      );
    return (
      <>
        <ExpenseTotals totals={totals} label={`${pet.name}'s expenses in ${year}`} />
        <ExpenseList
          items={items}
          deletingId={remove.isPending ? remove.variables : undefined}
          onDelete={
            canWrite
              ? (e) =>
                  remove.mutate(e.id, {
                    onError: (error) => toast.error(errorMessage(error, 'Error deleting expense')),
                  })
              : undefined
          }
        />
      </>
    );
  };

  return (
    <section aria-labelledby="expenses-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="expenses-heading" className="text-lg font-semibold text-slate-900">
          Expenses
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <YearPicker year={year} onChange={setYear} />
          <Button
            variant="secondary"
            busy={download.isPending}
            onClick={() =>
              download.mutate(
                { petId: pet._id, year },
                { onError: (e) => toast.error(errorMessage(e, 'Error downloading the CSV')) },
              )
            }
          >
            Download CSV
          </Button>
          {canWrite && !adding && <Button onClick={() => setAdding(true)}>Add expense</Button>}
        </div>
      </div>
      {adding && (
        <ExpenseForm
          petId={pet._id}
          defaultCurrency={expenses.data?.items[0]?.currency ?? 'USD'}
          onDone={() => setAdding(false)}
        />
      )}
      {body()}
      <p className="text-sm">
        <Link to="/expenses" className="font-medium text-blue-700 underline">
          All pets’ expenses by year
        </Link>
      </p>
    </section>
  );
}

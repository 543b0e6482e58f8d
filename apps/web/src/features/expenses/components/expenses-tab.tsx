import { useState } from 'react';
import { Link } from 'react-router';
import { can } from '@pawrx/contracts/pet-access';
import type { Pet } from '@pawrx/contracts/pets';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useDeleteExpense, usePetExpenses } from '../api/expenses-api';
import { ExpenseForm } from './expense-form';
import { ExpenseList } from './expense-list';
import { ExpenseTotals } from './expense-totals';
import { ExpenseYearControls, ExpenseYearState } from './expense-year';

/** The Expenses tab (issue 30): a year's expenses of the pet, its totals, add, CSV. */
export function ExpensesTab({ pet }: { pet: Pet }) {
  const [year, setYear] = useState(new Date().getFullYear());
  const [adding, setAdding] = useState(false);
  const expenses = usePetExpenses(pet._id, year);
  const remove = useDeleteExpense(pet._id);
  const canWrite = can(pet.role, 'write-expenses');

  return (
    <section aria-labelledby="expenses-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="expenses-heading" className="text-lg font-semibold text-slate-900">
          Expenses
        </h2>
        <ExpenseYearControls year={year} onYearChange={setYear} petId={pet._id}>
          {canWrite && !adding && <Button onClick={() => setAdding(true)}>Add expense</Button>}
        </ExpenseYearControls>
      </div>
      {adding && (
        <ExpenseForm
          petId={pet._id}
          defaultCurrency={expenses.data?.items[0]?.currency ?? 'USD'}
          onDone={() => setAdding(false)}
        />
      )}
      <ExpenseYearState
        query={expenses}
        empty={`No expenses in ${year}. Record what medicines, visits and food cost to see the year’s totals.`}
      >
        {({ items, totals }) => (
          <>
            <ExpenseTotals totals={totals} label={`${pet.name}'s expenses in ${year}`} />
            <ExpenseList
              items={items}
              deletingId={remove.isPending ? remove.variables : undefined}
              onDelete={
                canWrite
                  ? (e) =>
                      remove.mutate(e.id, {
                        onError: (error) =>
                          toast.error(errorMessage(error, 'Error deleting expense')),
                      })
                  : undefined
              }
            />
          </>
        )}
      </ExpenseYearState>
      <p className="text-sm">
        <Link to="/expenses" className="font-medium text-blue-700 underline">
          All pets’ expenses by year
        </Link>
      </p>
    </section>
  );
}

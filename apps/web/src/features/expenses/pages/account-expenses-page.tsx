import { useState } from 'react';
import { formatMoney } from '@pawrx/contracts/expenses';
import { useAccountExpenses } from '../api/expenses-api';
import { ExpenseList } from '../components/expense-list';
import { ExpenseTotals } from '../components/expense-totals';
import { ExpenseYearControls, ExpenseYearState } from '../components/expense-year';

/** The account's year (issue 30): every pet whose expenses it may see, totals and CSV. */
export function AccountExpensesPage() {
  const [year, setYear] = useState(new Date().getFullYear());
  const expenses = useAccountExpenses(year);

  return (
    <section aria-labelledby="expenses-page-title" className="mx-auto max-w-4xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="expenses-page-title" className="text-2xl font-bold text-slate-900">
          Expenses
        </h1>
        <ExpenseYearControls year={year} onYearChange={setYear} />
      </div>
      <ExpenseYearState query={expenses} empty={`No expenses recorded in ${year}.`}>
        {({ items, totals }) => (
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
        )}
      </ExpenseYearState>
    </section>
  );
}

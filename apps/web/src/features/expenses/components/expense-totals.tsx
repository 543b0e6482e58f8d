import {
  EXPENSE_CATEGORY_LABELS,
  formatMoney,
  type ExpenseTotals as Totals,
} from '@pawrx/contracts/expenses';

const monthName = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString(undefined, {
    month: 'long',
    timeZone: 'UTC',
  });

/** The year's totals: one figure per currency, then by category and by month (never mixed). */
export function ExpenseTotals({ totals, label }: { totals: Totals; label: string }) {
  return (
    <section aria-label={label} className="grid gap-4 sm:grid-cols-3">
      <div className="rounded-xl bg-slate-50 p-3">
        <h3 className="text-sm font-medium text-slate-700">Total</h3>
        <ul data-testid="expense-total">
          {totals.total.map((t) => (
            <li key={t.currency} className="text-xl font-semibold text-slate-900">
              {formatMoney(t.amount, t.currency)}
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-xl bg-slate-50 p-3">
        <h3 className="text-sm font-medium text-slate-700">By category</h3>
        <ul className="text-sm text-slate-800" data-testid="expense-by-category">
          {totals.byCategory.map((t) => (
            <li key={`${t.category}-${t.currency}`} className="flex justify-between gap-2">
              <span>{EXPENSE_CATEGORY_LABELS[t.category]}</span>
              <span>{formatMoney(t.amount, t.currency)}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-xl bg-slate-50 p-3">
        <h3 className="text-sm font-medium text-slate-700">By month</h3>
        <ul className="text-sm text-slate-800" data-testid="expense-by-month">
          {totals.byMonth.map((t) => (
            <li key={`${t.month}-${t.currency}`} className="flex justify-between gap-2">
              <span>{monthName(t.month)}</span>
              <span>{formatMoney(t.amount, t.currency)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

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
      <BreakdownCard
        title="By category"
        testId="expense-by-category"
        rows={totals.byCategory.map((t) => ({
          key: `${t.category}-${t.currency}`,
          label: EXPENSE_CATEGORY_LABELS[t.category],
          money: formatMoney(t.amount, t.currency),
        }))}
      />
      <BreakdownCard
        title="By month"
        testId="expense-by-month"
        rows={totals.byMonth.map((t) => ({
          key: `${t.month}-${t.currency}`,
          label: monthName(t.month),
          money: formatMoney(t.amount, t.currency),
        }))}
      />
    </section>
  );
}

/** One breakdown of the year's totals: a label and an amount per line. */
function BreakdownCard({
  title,
  testId,
  rows,
}: {
  title: string;
  testId: string;
  rows: { key: string; label: string; money: string }[];
}) {
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <h3 className="text-sm font-medium text-slate-700">{title}</h3>
      <ul className="text-sm text-slate-800" data-testid={testId}>
        {rows.map((row) => (
          <li key={row.key} className="flex justify-between gap-2">
            <span>{row.label}</span>
            <span>{row.money}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

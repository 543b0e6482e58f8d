import {
  EXPENSE_CATEGORY_LABELS,
  formatMoney,
  type AccountExpense,
  type Expense,
} from '@pawrx/contracts/expenses';
import { Button } from '../../../components/ui/button';
import { formatDateOnly } from '../../../lib/date-only';

/** The year's expenses, newest first; the pet's name on the account view, Delete where allowed. */
export function ExpenseList({
  items,
  onDelete,
  deletingId,
}: {
  items: (Expense | AccountExpense)[];
  onDelete?: (expense: Expense) => void;
  deletingId?: string;
}) {
  return (
    <ul className="divide-y divide-slate-100" aria-label="Expenses">
      {items.map((e) => (
        <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <div className="min-w-0 text-sm text-slate-800">
            <p className="font-medium">
              {formatMoney(e.amount, e.currency)} · {EXPENSE_CATEGORY_LABELS[e.category]}
              {e.medicationName && ` · ${e.medicationName}`}
            </p>
            <p className="text-slate-600">
              {formatDateOnly(e.date)}
              {'petName' in e && ` · ${e.petName}`}
              {e.note && ` · ${e.note}`}
            </p>
          </div>
          {onDelete && (
            <Button
              variant="danger-outline"
              aria-label={`Delete the expense of ${formatDateOnly(e.date)}, ${formatMoney(e.amount, e.currency)}`}
              busy={deletingId === e.id}
              onClick={() => onDelete(e)}
            >
              Delete
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

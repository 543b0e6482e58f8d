import {
  EXPENSE_CATEGORIES,
  fromMinorUnits,
  type AccountExpense,
  type Expense,
  type ExpenseCategory,
  type ExpenseTotals,
} from '@pawrx/contracts/expenses';
import type { ListedExpenseRow } from './expenses.repository';

export function toExpense(row: ListedExpenseRow): Expense {
  return {
    id: row.id,
    petId: row.petId,
    date: row.date,
    amount: fromMinorUnits(row.amountMinor, row.currency),
    currency: row.currency,
    category: row.category as ExpenseCategory,
    note: row.note,
    medicationId: row.medicationId,
    medicationName: row.medicationName,
    createdAt: row.createdAt.toISOString(),
  };
}

export const toAccountExpense = (row: ListedExpenseRow): AccountExpense => ({
  ...toExpense(row),
  petName: row.petName,
});

type Money = { amountMinor: number; currency: string };

/**
 * Sums per key and currency, exact in minor units: amounts in different currencies are never
 * added together, each currency gets its own line.
 */
export function sumBy<R extends Money, K extends string>(rows: readonly R[], keyOf: (row: R) => K) {
  const sums = new Map<string, { key: K; currency: string; minor: number }>();
  for (const row of rows) {
    const key = keyOf(row);
    const id = `${key} ${row.currency}`;
    const entry = sums.get(id) ?? { key, currency: row.currency, minor: 0 };
    entry.minor += row.amountMinor;
    sums.set(id, entry);
  }
  return [...sums.values()].map((s) => ({
    key: s.key,
    currency: s.currency,
    amount: fromMinorUnits(s.minor, s.currency),
  }));
}

const byCurrency = (a: { currency: string }, b: { currency: string }) =>
  a.currency.localeCompare(b.currency);

/** Totals per currency, per category (in the categories' order), per month (oldest first). */
export function toTotals(rows: readonly ListedExpenseRow[]): ExpenseTotals {
  const categoryOrder = (c: string) => EXPENSE_CATEGORIES.indexOf(c as ExpenseCategory);
  return {
    total: sumBy(rows, () => '')
      .map(({ currency, amount }) => ({ currency, amount }))
      .sort(byCurrency),
    byCategory: sumBy(rows, (r) => r.category)
      .map(({ key, currency, amount }) => ({
        category: key as ExpenseCategory,
        currency,
        amount,
      }))
      .sort((a, b) => categoryOrder(a.category) - categoryOrder(b.category) || byCurrency(a, b)),
    byMonth: sumBy(rows, (r) => r.date.slice(0, 7))
      .map(({ key, currency, amount }) => ({ month: key, currency, amount }))
      .sort((a, b) => a.month.localeCompare(b.month) || byCurrency(a, b)),
  };
}

/** Per pet and currency, for the account's yearly view. */
export function toPetTotals(rows: readonly ListedExpenseRow[]) {
  const names = new Map(rows.map((r) => [r.petId, r.petName]));
  return sumBy(rows, (r) => r.petId)
    .map(({ key, currency, amount }) => ({
      petId: key,
      petName: names.get(key) ?? '',
      currency,
      amount,
    }))
    .sort((a, b) => a.petName.localeCompare(b.petName) || byCurrency(a, b));
}

export const CSV_COLUMNS = [
  'date',
  'pet',
  'category',
  'amount',
  'currency',
  'medication',
  'note',
] as const;

/** A CSV row: the amount as its decimal text, so a spreadsheet adds it exactly. */
export const toCsvRow = (row: ListedExpenseRow) => ({
  date: row.date,
  pet: row.petName,
  category: row.category,
  amount: fromMinorUnits(row.amountMinor, row.currency),
  currency: row.currency,
  medication: row.medicationName ?? '',
  note: row.note,
});

import {
  currencyDigits,
  EXPENSE_MESSAGES,
  fromMinorUnits,
  toMinorUnits,
  type AccountExpenseList,
  type Expense,
  type ExpenseInput,
  type ExpenseList,
  type ExpensePatch,
  type ExpenseRangeQuery,
  type LastPrice,
} from '@pawrx/contracts/expenses';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { requirePetRight } from '../../lib/pet-access';
import { isUuid } from '../../lib/uuid';
import { toCsv } from '../account/account-csv';
import {
  CSV_COLUMNS,
  toAccountExpense,
  toCsvRow,
  toExpense,
  toPetTotals,
  toTotals,
} from './expenses.mapper';
import * as repo from './expenses.repository';

type Ctx = Pick<AppContext, 'db' | 'now'>;

const medicationRefused = () =>
  AppError.badRequest(EXPENSE_MESSAGES.medicationInvalid, [
    { path: 'medicationId', message: EXPENSE_MESSAGES.medicationInvalid },
  ]);

/** A medication id must name one of this pet's medications (another pet's or none: 400). */
async function checkMedication(ctx: Ctx, petId: string, medicationId: string | null | undefined) {
  if (!medicationId) return;
  if (!isUuid(medicationId) || !(await repo.isPetMedication(ctx.db, petId, medicationId)))
    throw medicationRefused();
}

async function loadOne(ctx: Ctx, petId: string, id: string): Promise<repo.ListedExpenseRow> {
  const row = isUuid(id) ? await repo.findOne(ctx.db, petId, id) : undefined;
  if (!row) throw AppError.notFound(EXPENSE_MESSAGES.notFound);
  return row;
}

export async function listExpenses(
  ctx: Ctx,
  userId: string,
  petId: string,
  range: ExpenseRangeQuery,
): Promise<ExpenseList> {
  await requirePetRight(ctx, userId, petId, 'read-expenses');
  const rows = await repo.listForPet(ctx.db, petId, range.from, range.to);
  return { items: rows.map(toExpense), totals: toTotals(rows) };
}

export async function addExpense(
  ctx: Ctx,
  userId: string,
  petId: string,
  body: ExpenseInput,
): Promise<Expense> {
  await requirePetRight(ctx, userId, petId, 'write-expenses');
  await checkMedication(ctx, petId, body.medicationId);
  const now = ctx.now();
  const id = await repo.insert(ctx.db, {
    petId,
    date: body.date,
    // The schema checked the decimals against the currency, so this is never null.
    amountMinor: toMinorUnits(body.amount, body.currency)!,
    currency: body.currency,
    category: body.category,
    note: body.note ?? '',
    medicationId: body.medicationId ?? null,
    createdAt: now,
    updatedAt: now,
  });
  return toExpense(await loadOne(ctx, petId, id));
}

export async function updateExpense(
  ctx: Ctx,
  userId: string,
  petId: string,
  id: string,
  patch: ExpensePatch,
): Promise<Expense> {
  await requirePetRight(ctx, userId, petId, 'write-expenses');
  const current = await loadOne(ctx, petId, id);
  await checkMedication(ctx, petId, patch.medicationId);
  const currency = patch.currency ?? current.currency;
  // A new currency alone keeps the amount's value: 12.50 USD becomes 12.50 EUR, not 1250 JPY.
  const amount = patch.amount ?? fromMinorUnits(current.amountMinor, current.currency);
  const amountMinor = toMinorUnits(amount, currency);
  if (amountMinor === null) {
    const message = EXPENSE_MESSAGES.amountDecimals(currencyDigits(currency), currency);
    throw AppError.badRequest(message, [{ path: 'amount', message }]);
  }
  await repo.update(ctx.db, petId, id, {
    date: patch.date,
    amountMinor,
    currency,
    category: patch.category,
    note: patch.note,
    medicationId: patch.medicationId,
    updatedAt: ctx.now(),
  });
  return toExpense(await loadOne(ctx, petId, id));
}

export async function deleteExpense(ctx: Ctx, userId: string, petId: string, id: string) {
  await requirePetRight(ctx, userId, petId, 'write-expenses');
  const deleted = isUuid(id) && (await repo.remove(ctx.db, petId, id));
  if (!deleted) throw AppError.notFound(EXPENSE_MESSAGES.notFound);
}

/** What the medication cost last time: the refill form's suggested amount. */
export async function lastPrice(
  ctx: Ctx,
  userId: string,
  petId: string,
  medicationId: string,
): Promise<LastPrice> {
  await requirePetRight(ctx, userId, petId, 'read-expenses');
  await checkMedication(ctx, petId, medicationId);
  const row = await repo.lastForMedication(ctx.db, petId, medicationId);
  return row
    ? {
        amount: fromMinorUnits(row.amountMinor, row.currency),
        currency: row.currency,
        date: row.date,
      }
    : null;
}

/** Every expense of the year on the pets whose expenses the user may see. */
async function yearRows(ctx: Ctx, userId: string, year: number) {
  const petIds = await repo.petsWithExpenseRight(ctx.db, userId, ctx.now());
  return repo.listForPets(ctx.db, petIds, `${year}-01-01`, `${year}-12-31`);
}

export async function accountYear(
  ctx: Ctx,
  userId: string,
  year: number,
): Promise<AccountExpenseList> {
  const rows = await yearRows(ctx, userId, year);
  return {
    year,
    items: rows.map(toAccountExpense),
    totals: { ...toTotals(rows), byPet: toPetTotals(rows) },
  };
}

/** The CSV rows oldest first, as a ledger reads. */
const ledger = (rows: repo.ListedExpenseRow[]) => toCsv(CSV_COLUMNS, rows.reverse().map(toCsvRow));

export async function accountYearCsv(ctx: Ctx, userId: string, year: number): Promise<string> {
  return ledger(await yearRows(ctx, userId, year));
}

export async function petCsv(
  ctx: Ctx,
  userId: string,
  petId: string,
  range: ExpenseRangeQuery,
): Promise<string> {
  await requirePetRight(ctx, userId, petId, 'read-expenses');
  return ledger(await repo.listForPet(ctx.db, petId, range.from, range.to));
}

import { z } from 'zod';
import { isDateOnly } from './dates';
import { envelope } from './envelope';

// A pet's expenses (issue 30 item 5). Amounts travel as decimal strings ("12.50") and are kept
// as integer minor units of their currency (decision 053): no binary fractions, and totals add
// exactly. Totals are per currency: amounts in different currencies are never added together.

export const EXPENSE_CATEGORIES = [
  'medication',
  'vet-visit',
  'vaccination',
  'lab',
  'food',
  'insurance',
  'grooming',
  'other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const EXPENSE_CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  medication: 'Medication',
  'vet-visit': 'Vet visit',
  vaccination: 'Vaccination',
  lab: 'Lab tests',
  food: 'Food',
  insurance: 'Insurance',
  grooming: 'Grooming',
  other: 'Other',
};

export const MAX_EXPENSE_NOTE = 500;
/** In major units: far above any pet bill, and within a 32-bit count of minor units. */
export const MAX_EXPENSE_AMOUNT = 1_000_000;
export const MIN_EXPENSE_YEAR = 1970;
export const MAX_EXPENSE_YEAR = 2100;

export const EXPENSE_MESSAGES = {
  listed: 'Expenses',
  added: 'Expense recorded',
  updated: 'Expense updated',
  deleted: 'Expense deleted',
  notFound: 'Expense not found',
  lastPrice: 'Last price paid',
  dateRequired: 'Date is required',
  dateInvalid: 'Date must be a real day written YYYY-MM-DD',
  amountRequired: 'Amount is required',
  amountInvalid: 'Amount must be a positive number such as 12.50',
  amountTooLarge: `Amount must be at most ${MAX_EXPENSE_AMOUNT.toLocaleString('en-US')}`,
  amountDecimals: (digits: number, currency: string) =>
    digits === 0
      ? `${currency} amounts have no decimals`
      : `${currency} amounts have at most ${digits} decimals`,
  currencyInvalid: 'Currency must be an ISO 4217 code such as USD or EUR',
  categoryInvalid: `Category must be one of: ${EXPENSE_CATEGORIES.join(', ')}`,
  noteTooLong: `Note must be at most ${MAX_EXPENSE_NOTE} characters`,
  medicationInvalid: "Medication must be one of this pet's medications",
  yearInvalid: `Year must be a whole year between ${MIN_EXPENSE_YEAR} and ${MAX_EXPENSE_YEAR}`,
  rangeOrder: "'to' cannot be before 'from'",
  nothingToChange: 'Nothing to change',
} as const;

const CURRENCY_CODE = /^[A-Z]{3}$/;
const knownCurrencies = new Set(Intl.supportedValuesOf('currency'));

/** True for an ISO 4217 code this runtime knows ("USD"), upper case only. */
export const isCurrency = (code: string) => CURRENCY_CODE.test(code) && knownCurrencies.has(code);

/** The currency's minor-unit digits (USD 2, JPY 0, KWD 3), as Intl knows them. */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits!;
}

const DECIMAL = /^(\d{1,7})(?:\.(\d{1,3}))?$/;

/** "12.5" in USD → 1250; null when not a plain positive decimal within the currency's digits. */
export function toMinorUnits(amount: string, currency: string): number | null {
  const match = DECIMAL.exec(amount);
  if (!match) return null;
  const digits = currencyDigits(currency);
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** 1250 in USD → "12.50": the wire's form of an amount. */
export function fromMinorUnits(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  if (digits === 0) return `${sign}${abs}`;
  const scale = 10 ** digits;
  return `${sign}${Math.floor(abs / scale)}.${String(abs % scale).padStart(digits, '0')}`;
}

/** "$12.50", "12,50 €": an amount shown in the reader's locale. */
export const formatMoney = (amount: string, currency: string, locale?: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(amount));

const dateField = z
  .string({ error: EXPENSE_MESSAGES.dateRequired })
  .trim()
  .min(1, EXPENSE_MESSAGES.dateRequired)
  .refine(isDateOnly, EXPENSE_MESSAGES.dateInvalid);

// A number is accepted too (12.5) and read as its shortest decimal text.
const amountField = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
  z
    .string({ error: EXPENSE_MESSAGES.amountRequired })
    .trim()
    .min(1, EXPENSE_MESSAGES.amountRequired)
    .max(20, EXPENSE_MESSAGES.amountInvalid)
    .refine((s) => DECIMAL.test(s) && Number(s) > 0, EXPENSE_MESSAGES.amountInvalid)
    .refine((s) => Number(s) <= MAX_EXPENSE_AMOUNT, EXPENSE_MESSAGES.amountTooLarge),
);

const currencyField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z
    .string({ error: EXPENSE_MESSAGES.currencyInvalid })
    .refine(isCurrency, EXPENSE_MESSAGES.currencyInvalid),
);

const categoryField = z.enum(EXPENSE_CATEGORIES, { error: EXPENSE_MESSAGES.categoryInvalid });
const noteField = z.string().trim().max(MAX_EXPENSE_NOTE, EXPENSE_MESSAGES.noteTooLong);
/** A medication id, or null/'' for none (the service checks it is this pet's: 400). */
const medicationField = z.preprocess(
  (v) => (v === '' ? null : v),
  z.string({ error: EXPENSE_MESSAGES.medicationInvalid }).max(100).nullable(),
);

/** The amount has no more decimals than its currency has minor units. */
function checkDecimals(body: { amount?: unknown; currency?: unknown }, ctx: z.RefinementCtx) {
  const currency = body.currency;
  // Zod runs this even when a field failed: only a well-formed pair is checked here.
  if (typeof body.amount !== 'string' || !DECIMAL.test(body.amount)) return;
  if (typeof currency !== 'string' || !isCurrency(currency)) return;
  if (toMinorUnits(body.amount, currency) === null)
    ctx.addIssue({
      code: 'custom',
      path: ['amount'],
      message: EXPENSE_MESSAGES.amountDecimals(currencyDigits(currency), currency),
    });
}

export const expenseBodySchema = z
  .object({
    date: dateField,
    amount: amountField,
    currency: currencyField,
    category: categoryField,
    note: noteField.optional(),
    medicationId: medicationField.optional(),
  })
  .superRefine((body, ctx) => checkDecimals(body, ctx));
export type ExpenseBody = z.input<typeof expenseBodySchema>;
export type ExpenseInput = z.output<typeof expenseBodySchema>;

/** A change: any field; an amount's decimals are checked against the stored currency too. */
export const expensePatchSchema = z
  .object({
    date: dateField.optional(),
    amount: amountField.optional(),
    currency: currencyField.optional(),
    category: categoryField.optional(),
    note: noteField.optional(),
    medicationId: medicationField.optional(),
  })
  .superRefine((body, ctx) => {
    if (Object.values(body).every((v) => v === undefined))
      ctx.addIssue({ code: 'custom', path: [], message: EXPENSE_MESSAGES.nothingToChange });
    checkDecimals(body, ctx);
  });
export type ExpensePatch = z.output<typeof expensePatchSchema>;

export const expenseParamsSchema = z.object({ petId: z.string().max(100) });
export const expenseItemParamsSchema = expenseParamsSchema.extend({ id: z.string().max(100) });
export const medicationPriceParamsSchema = expenseParamsSchema.extend({
  id: z.string().max(100),
});

const optionalDay = (label: string) =>
  z
    .string()
    .refine(isDateOnly, `${label} must be a date written YYYY-MM-DD`)
    .optional()
    .or(z.literal('').transform(() => undefined));

export const expenseRangeQuerySchema = z
  .object({ from: optionalDay('from'), to: optionalDay('to') })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.to < q.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: EXPENSE_MESSAGES.rangeOrder });
  });
export type ExpenseRangeQuery = z.output<typeof expenseRangeQuerySchema>;

export const expenseYearQuerySchema = z.object({
  year: z
    .string({ error: EXPENSE_MESSAGES.yearInvalid })
    .regex(/^\d{4}$/, EXPENSE_MESSAGES.yearInvalid)
    .transform(Number)
    .refine((y) => y >= MIN_EXPENSE_YEAR && y <= MAX_EXPENSE_YEAR, EXPENSE_MESSAGES.yearInvalid),
});

export const expenseSchema = z.object({
  id: z.string(),
  petId: z.string(),
  date: z.string(),
  amount: z.string(),
  currency: z.string(),
  category: z.enum(EXPENSE_CATEGORIES),
  note: z.string(),
  medicationId: z.string().nullable(),
  /** The medication's name, for the list and the CSV; null without one. */
  medicationName: z.string().nullable(),
  createdAt: z.string(),
});
export type Expense = z.infer<typeof expenseSchema>;

export const accountExpenseSchema = expenseSchema.extend({ petName: z.string() });
export type AccountExpense = z.infer<typeof accountExpenseSchema>;

const sum = z.object({ currency: z.string(), amount: z.string() });
export const expenseTotalsSchema = z.object({
  /** One sum per currency. */
  total: z.array(sum),
  byCategory: z.array(sum.extend({ category: z.enum(EXPENSE_CATEGORIES) })),
  /** YYYY-MM, oldest first. */
  byMonth: z.array(sum.extend({ month: z.string() })),
});
export type ExpenseTotals = z.infer<typeof expenseTotalsSchema>;

export const expenseListSchema = z.object({
  /** Newest first. */
  items: z.array(expenseSchema),
  totals: expenseTotalsSchema,
});
export type ExpenseList = z.infer<typeof expenseListSchema>;

export const accountExpenseListSchema = z.object({
  year: z.number(),
  items: z.array(accountExpenseSchema),
  totals: expenseTotalsSchema.extend({
    byPet: z.array(sum.extend({ petId: z.string(), petName: z.string() })),
  }),
});
export type AccountExpenseList = z.infer<typeof accountExpenseListSchema>;

/** The last price paid for a medication: what its next refill likely costs; null if none. */
export const lastPriceSchema = z
  .object({ amount: z.string(), currency: z.string(), date: z.string() })
  .nullable();
export type LastPrice = z.infer<typeof lastPriceSchema>;

export const expenseEnvelopeSchema = envelope(expenseSchema);
export const expenseListEnvelopeSchema = envelope(expenseListSchema);
export const accountExpenseListEnvelopeSchema = envelope(accountExpenseListSchema);
export const lastPriceEnvelopeSchema = envelope(lastPriceSchema);

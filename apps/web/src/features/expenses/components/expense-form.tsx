import { useState, type BaseSyntheticEvent } from 'react';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  EXPENSE_MESSAGES,
  expenseBodySchema,
  formatMoney,
  type ExpenseCategory,
} from '@pawrx/contracts/expenses';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formatDateOnly, todayDateOnly } from '../../../lib/date-only';
import { usePetMedications } from '../../../lib/queries/pet-queries';
import { saveChecked, type FieldErrors } from '../../../lib/save-checked';
import { submitHandler } from '../../../lib/submit-handler';
import { useAddExpense, useLastPrice } from '../api/expenses-api';

const CATEGORY_OPTIONS = EXPENSE_CATEGORIES.map((c) => ({
  value: c,
  label: EXPENSE_CATEGORY_LABELS[c],
}));

/**
 * Add an expense. Choosing a medication fills in what its last refill cost (the owner may
 * change it); the currency starts as the one used last.
 */
export function ExpenseForm({
  petId,
  defaultCurrency,
  onDone,
}: {
  petId: string;
  defaultCurrency: string;
  onDone: () => void;
}) {
  const [date, setDate] = useState(todayDateOnly());
  // What the owner typed; until then a chosen medication's last price stands in.
  const [typedAmount, setAmount] = useState<string | null>(null);
  const [typedCurrency, setCurrency] = useState<string | null>(null);
  const [category, setCategory] = useState<ExpenseCategory>('medication');
  const [medicationId, setMedicationId] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const medications = usePetMedications(petId);
  const lastPrice = useLastPrice(petId, medicationId);
  const save = useAddExpense(petId);
  const suggestion = medicationId ? lastPrice.data : null;
  // A refill costs what the last one did: prefilled once the price arrives for the choice.
  const amount = typedAmount ?? suggestion?.amount ?? '';
  const currency = typedCurrency ?? suggestion?.currency ?? defaultCurrency;
  const chooseMedication = (id: string) => {
    setMedicationId(id);
    setAmount(null);
    setCurrency(null);
  };

  const medicationOptions = [
    { value: '', label: 'None' },
    ...[...(medications.data?.current ?? []), ...(medications.data?.history ?? [])].map((m) => ({
      value: m._id,
      label: m.name,
    })),
  ];

  const submit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    const body = {
      date,
      amount: amount.replace(',', '.'),
      currency,
      category,
      note: note || undefined,
      medicationId: medicationId || undefined,
    };
    await saveChecked(body, {
      schema: expenseBodySchema,
      setErrors,
      save: save.mutateAsync,
      saved: EXPENSE_MESSAGES.added,
      failed: 'Error saving the expense',
      onDone,
    });
  };

  return (
    <form
      aria-label="Add an expense"
      noValidate
      onSubmit={submitHandler(submit)}
      className="space-y-4 rounded-xl border border-slate-200 p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Category"
          options={CATEGORY_OPTIONS}
          value={category}
          onChange={(e) => setCategory(e.target.value as ExpenseCategory)}
          error={errors.category}
        />
        <SelectField
          label="Medication (optional)"
          options={medicationOptions}
          value={medicationId}
          onChange={(e) => chooseMedication(e.target.value)}
          error={errors.medicationId}
          hint={
            suggestion
              ? `Last paid ${formatMoney(suggestion.amount, suggestion.currency)} on ${formatDateOnly(suggestion.date)}`
              : undefined
          }
        />
        <TextField
          label="Date"
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          error={errors.date}
        />
        <div className="grid grid-cols-3 gap-2">
          <TextField
            label="Amount"
            className="col-span-2"
            inputMode="decimal"
            placeholder="0.00"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={errors.amount}
          />
          <TextField
            label="Currency"
            maxLength={3}
            autoCapitalize="characters"
            value={currency}
            onChange={(e) => setCurrency(e.target.value.toUpperCase())}
            error={errors.currency}
          />
        </div>
        <TextField
          label="Note (optional)"
          className="sm:col-span-2"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={errors.note}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={save.isPending} busyLabel="Saving…">
          Save expense
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { WEIGHT_UNITS, type WeightUnit } from '@pawrx/contracts/enums';
import { WEIGHT_MESSAGES, weightFormSchema, type WeightCreated } from '@pawrx/contracts/weights';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-errors';
import { todayDateOnly } from '../../../lib/date-only';
import { toast } from '../../../lib/toast';
import { useAddWeight } from '../api/add-weight';
import { submitHandler } from '../../../lib/submit-handler';

type Schema = ReturnType<typeof weightFormSchema>;
type Input = z.input<Schema>;
type Output = z.output<Schema>;

const UNIT_OPTIONS = WEIGHT_UNITS.map((u) => ({ value: u, label: u }));

type Props = { petId: string; unit: WeightUnit; onSaved: (answer: WeightCreated) => void };

/** Record a weighing (kg or lbs, not after today) with the shared contract's rules. */
export function WeightForm({ petId, unit, onSaved }: Props) {
  const today = todayDateOnly();
  const schema = useMemo(() => weightFormSchema(today), [today]);
  const save = useAddWeight(petId);
  const { register, handleSubmit, reset, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { date: today, weightUnit: unit, note: '' },
  });
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(values);
      toast.success(WEIGHT_MESSAGES.added);
      reset({ date: today, weightUnit: values.weightUnit, note: '' });
      onSaved(answer);
    } catch (error) {
      toast.error(errorMessage(error, WEIGHT_MESSAGES.saveError));
    }
  });

  return (
    <form
      onSubmit={submitHandler(submit)}
      noValidate
      aria-label="Record a weight"
      className="grid gap-3 sm:grid-cols-6"
    >
      <TextField
        label="Weight"
        type="number"
        inputMode="decimal"
        step="0.1"
        min="0"
        className="sm:col-span-2"
        error={errors.weight?.message}
        {...register('weight', { valueAsNumber: true })}
      />
      <SelectField
        label="Unit"
        options={UNIT_OPTIONS}
        className="sm:col-span-1"
        error={errors.weightUnit?.message}
        {...register('weightUnit')}
      />
      <TextField
        label="Date"
        type="date"
        max={today}
        className="sm:col-span-3"
        error={errors.date?.message}
        {...register('date')}
      />
      <TextField
        label="Note (optional)"
        className="sm:col-span-4"
        error={errors.note?.message}
        {...register('note')}
      />
      <div className="flex items-end sm:col-span-2">
        <Button type="submit" busy={save.isPending} busyLabel="Saving…" className="w-full">
          Save weight
        </Button>
      </div>
    </form>
  );
}

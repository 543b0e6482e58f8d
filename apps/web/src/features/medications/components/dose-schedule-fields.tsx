import { useId, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  DOSE_SCHEDULE_MESSAGES,
  MAX_DOSE_TIMES,
  SUPPLY_UNITS,
} from '@pawrx/contracts/dose-schedule';
import { suggestDoseTimes } from '@pawrx/formulary/schedule/dose-times';
import { LABEL_SCAN_MESSAGES } from '@pawrx/contracts/label-scan';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { CloseIcon } from '../../../components/ui/icons';
import { SelectField } from '../../../components/ui/select-field';
import { TextField, inputClass } from '../../../components/ui/text-field';
import { formatTime } from '../../../lib/date-only';
import {
  nextDoseTime,
  type MedicationFormInput,
  type MedicationFormValues,
} from '../utils/medication-form';

type Form = UseFormReturn<MedicationFormInput, unknown, MedicationFormValues>;
type Mark = (key: 'doseTimes' | 'supplyQuantity' | 'supplyUnit' | 'amountPerDose') => ReactNode;

const numberOrNull = (v: unknown) => (v === '' || v === null ? null : Number(v));
const UNIT_OPTIONS = [
  { value: '', label: 'Select unit' },
  ...SUPPLY_UNITS.map((unit) => ({ value: unit, label: unit })),
];

/**
 * Dose times (local, suggested from the frequency by the form), reminders on or off for this
 * medication, and the supply from which the server works out the day it runs out.
 */
export function DoseScheduleFields({ form, mark = () => undefined }: { form: Form; mark?: Mark }) {
  const id = useId();
  const { control, register, setValue, formState } = form;
  const [times = [], frequency = ''] = useWatch({ control, name: ['doseTimes', 'frequency'] });
  const errors = formState.errors;
  const setTimes = (next: string[]) =>
    setValue('doseTimes', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const timesError =
    errors.doseTimes?.message ??
    (Array.isArray(errors.doseTimes) ? errors.doseTimes.find(Boolean)?.message : undefined);
  const hint =
    times.length > 0
      ? 'Local times; filled in from the frequency, change them as you like.'
      : frequency.trim() && suggestDoseTimes(frequency).length === 0
        ? `${DOSE_SCHEDULE_MESSAGES.noSuggestion}. Without times there are no reminders.`
        : 'No dose times: no reminders and nothing on the Today list.';

  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Schedule &amp; supply</legend>
      <div role="group" aria-labelledby={`${id}-times`} aria-describedby={`${id}-times-hint`}>
        <p id={`${id}-times`} className="mb-1.5 text-sm font-medium text-slate-700">
          Dose times {mark('doseTimes')}
        </p>
        <ul className="flex flex-wrap gap-2">
          {times.map((time, index) => (
            <li key={index} className="flex items-center gap-1">
              <input
                type="time"
                aria-label={`Dose time ${index + 1}`}
                aria-invalid={timesError ? true : undefined}
                value={time}
                onChange={(e) => setTimes(times.map((t, i) => (i === index ? e.target.value : t)))}
                className={`${inputClass(Boolean(timesError))} w-36`}
              />
              <button
                type="button"
                aria-label={`Remove dose time ${index + 1} (${formatTime(time)})`}
                onClick={() => setTimes(times.filter((_, i) => i !== index))}
                className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-red-700"
              >
                <CloseIcon className="size-4" />
              </button>
            </li>
          ))}
          {times.length < MAX_DOSE_TIMES && (
            <li>
              <button
                type="button"
                onClick={() => setTimes([...times, nextDoseTime(times)])}
                className="rounded-lg border border-dashed border-slate-300 px-3 py-2.5 text-sm text-slate-700 hover:bg-slate-50"
              >
                + Add time
              </button>
            </li>
          )}
        </ul>
        <p
          id={`${id}-times-hint`}
          className={`mt-1.5 text-xs ${timesError ? 'text-sm text-red-600' : 'text-slate-500'}`}
        >
          {timesError ?? hint}
        </p>
      </div>
      <CheckboxField
        label="Email reminders for this medication"
        hint="Sent at each dose time while reminders are on in your settings."
        {...register('remindersEnabled')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Supply on hand"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          error={errors.supplyQuantity?.message}
          hint={mark('supplyQuantity')}
          {...register('supplyQuantity', { setValueAs: numberOrNull })}
        />
        <SelectField
          label="Supply unit"
          options={UNIT_OPTIONS}
          error={errors.supplyUnit?.message}
          hint={mark('supplyUnit') ? LABEL_SCAN_MESSAGES.marker : undefined}
          {...register('supplyUnit', { setValueAs: (v: string) => (v ? v : null) })}
        />
        <TextField
          label="Amount per dose"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          error={errors.amountPerDose?.message}
          hint={mark('amountPerDose')}
          {...register('amountPerDose', { setValueAs: numberOrNull })}
        />
      </div>
    </fieldset>
  );
}

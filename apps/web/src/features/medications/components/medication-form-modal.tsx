import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FREQUENCY_CHOICES } from '@pawrx/contracts/constants';
import { MEDICATION_ROUTES } from '@pawrx/contracts/enums';
import type { Medication } from '@pawrx/contracts/medications';
import type { CatalogueEntry } from '@pawrx/formulary/catalogue/catalogue-entry';
import { suggestDoseTimes } from '@pawrx/formulary/schedule/dose-times';
import { Button } from '../../../components/ui/button';
import { MedicationAutocomplete } from '../../../components/ui/medication-autocomplete';
import { CatalogueEntryHint } from '../../../components/ui/medication-autocomplete-hint';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import {
  EMPTY_MEDICATION_FORM,
  medicationFormDefaults,
  medicationFormSchema,
  type MedicationFormInput,
  type MedicationFormValues,
} from '../utils/medication-form';
import { DoseScheduleFields } from './dose-schedule-fields';
import { submitHandler } from '../../../lib/submit-handler';

const ROUTE_OPTIONS = [
  { value: '', label: 'Select route' },
  ...MEDICATION_ROUTES.map((r) => ({ value: r, label: r.charAt(0).toUpperCase() + r.slice(1) })),
];

type MedicationFormModalProps = {
  /** The medication being edited; absent when adding. */
  medication?: Medication;
  species: string;
  onSubmit: (values: MedicationFormValues) => Promise<void>;
  onClose: () => void;
};

export function MedicationFormModal({
  medication,
  species,
  onSubmit,
  onClose,
}: MedicationFormModalProps) {
  const id = useId();
  const editing = Boolean(medication);
  const form = useForm<MedicationFormInput, unknown, MedicationFormValues>({
    resolver: zodResolver(medicationFormSchema),
    // §9: a new medication starts as oral; Clear form empties the route too.
    defaultValues: medicationFormDefaults(medication),
  });
  // The frequency fills in dose times until the owner sets their own; an edited medication's
  // times are its own from the start.
  const suggesting = !medication || medication.doseTimes.length === 0;
  const { register, setValue, handleSubmit, formState, control } = form;
  const [name, dosage] = useWatch({ control, name: ['name', 'dosage'] });
  const [entry, setEntry] = useState<CatalogueEntry | null>(null);
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => onSubmit(values));

  return (
    <Modal title={editing ? 'Edit Medication' : 'Add Medication'} onClose={onClose} size="lg">
      <form onSubmit={submitHandler(submit)} noValidate className="space-y-4">
        <div>
          <MedicationAutocomplete
            id={`${id}-name`}
            label="Medication Name"
            required
            value={name ?? ''}
            species={species}
            nextFieldId={`${id}-dosage`}
            placeholder="Start typing, e.g. Carprofen"
            error={errors.name?.message}
            onChange={(value) => {
              setValue('name', value, { shouldValidate: formState.isSubmitted });
              if (entry && value !== entry.name) setEntry(null);
            }}
            onSelect={(chosen) => {
              setEntry(chosen);
              if (!form.getValues('brandName')) setValue('brandName', chosen.brandName);
            }}
          />
          {entry && (
            <CatalogueEntryHint
              entry={entry}
              species={species}
              selectedDose={dosage}
              onDose={(dose) => setValue('dosage', dose)}
            />
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={`${id}-dosage`}
            label="Dosage"
            placeholder="e.g. 75 mg"
            error={errors.dosage?.message}
            {...register('dosage')}
          />
          <TextField
            label="Frequency"
            list={`${id}-frequencies`}
            placeholder="e.g. Twice daily"
            error={errors.frequency?.message}
            {...register('frequency', {
              // A frequency suggests dose times until the owner sets their own.
              onChange: (e: { target: { value: string } }) => {
                if (suggesting && !form.getFieldState('doseTimes').isDirty)
                  setValue('doseTimes', suggestDoseTimes(e.target.value));
              },
            })}
          />
          <datalist id={`${id}-frequencies`}>
            {FREQUENCY_CHOICES.map((f) => (
              <option key={f} value={f} />
            ))}
          </datalist>
          <TextField
            label="Brand Name"
            error={errors.brandName?.message}
            {...register('brandName')}
          />
          <SelectField
            label="Route"
            options={ROUTE_OPTIONS}
            error={errors.route?.message}
            {...register('route')}
          />
          <TextField
            label="Start Date"
            type="date"
            error={errors.startDate?.message}
            {...register('startDate')}
          />
          <TextField
            label="End Date"
            type="date"
            error={errors.endDate?.message}
            {...register('endDate')}
          />
          <TextField
            label="Prescribed By"
            placeholder="e.g. Dr. Patel"
            error={errors.prescribedBy?.message}
            {...register('prescribedBy')}
          />
          <TextField
            label="Reason"
            placeholder="e.g. Arthritis pain"
            error={errors.reason?.message}
            {...register('reason')}
          />
        </div>
        <DoseScheduleFields form={form} />
        <TextareaField
          label="Instructions"
          error={errors.instructions?.message}
          {...register('instructions')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {!editing && (
            <Button
              variant="secondary"
              onClick={() => {
                form.reset(EMPTY_MEDICATION_FORM);
                setEntry(null);
              }}
            >
              Clear Form
            </Button>
          )}
          <Button type="submit" busy={formState.isSubmitting} busyLabel="Saving…">
            {editing ? 'Update Medication' : 'Add Medication'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { DEFAULT_MEDICATION_ROUTE, FREQUENCY_CHOICES } from '@pawrx/contracts/constants';
import { MEDICATION_ROUTES } from '@pawrx/contracts/enums';
import { medicationCreateBodySchema, type Medication } from '@pawrx/contracts/medications';
import type { CatalogueEntry } from '@pawrx/formulary/catalogue/catalogue-entry';
import { Button } from '../../../components/ui/button';
import { MedicationAutocomplete } from '../../../components/ui/medication-autocomplete';
import { CatalogueEntryHint } from '../../../components/ui/medication-autocomplete-hint';
import { TextField, inputClass } from '../../../components/ui/text-field';
import { Modal } from '../../../components/ui/modal';

// The add/edit medication form (spec §5 Medication save): only the name is required. Status is
// not a form field: the card's buttons move it.
export const medicationFormSchema = medicationCreateBodySchema.omit({ status: true });
export type MedicationFormInput = z.input<typeof medicationFormSchema>;
export type MedicationFormValues = z.output<typeof medicationFormSchema>;

const EMPTY: MedicationFormInput = {
  name: '',
  brandName: '',
  dosage: '',
  frequency: '',
  route: '',
  startDate: '',
  endDate: '',
  prescribedBy: '',
  reason: '',
  instructions: '',
};

const fromMedication = (m: Medication) => ({
  ...m,
  startDate: m.startDate ?? '',
  endDate: m.endDate ?? '',
});

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
    defaultValues: medication
      ? { ...EMPTY, ...fromMedication(medication) }
      : { ...EMPTY, route: DEFAULT_MEDICATION_ROUTE },
  });
  const { register, setValue, handleSubmit, formState, control } = form;
  const [name, dosage] = useWatch({ control, name: ['name', 'dosage'] });
  const [entry, setEntry] = useState<CatalogueEntry | null>(null);
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => onSubmit(values));

  return (
    <Modal title={editing ? 'Edit Medication' : 'Add Medication'} onClose={onClose} size="lg">
      <form onSubmit={submit} noValidate className="space-y-4">
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
            {...register('dosage')}
          />
          <TextField
            label="Frequency"
            list={`${id}-frequencies`}
            placeholder="e.g. Twice daily"
            {...register('frequency')}
          />
          <datalist id={`${id}-frequencies`}>
            {FREQUENCY_CHOICES.map((f) => (
              <option key={f} value={f} />
            ))}
          </datalist>
          <TextField label="Brand Name" {...register('brandName')} />
          <div>
            <label
              htmlFor={`${id}-route`}
              className="mb-1.5 block text-sm font-medium text-slate-700"
            >
              Route
            </label>
            <select
              id={`${id}-route`}
              className={inputClass(Boolean(errors.route))}
              {...register('route')}
            >
              <option value="">Select route</option>
              {MEDICATION_ROUTES.map((r) => (
                <option key={r} value={r}>
                  {r.charAt(0).toUpperCase() + r.slice(1)}
                </option>
              ))}
            </select>
          </div>
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
            {...register('prescribedBy')}
          />
          <TextField label="Reason" placeholder="e.g. Arthritis pain" {...register('reason')} />
        </div>
        <div>
          <label
            htmlFor={`${id}-instructions`}
            className="mb-1.5 block text-sm font-medium text-slate-700"
          >
            Instructions
          </label>
          <textarea
            id={`${id}-instructions`}
            rows={3}
            className={inputClass(false)}
            {...register('instructions')}
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {!editing && (
            <Button
              variant="secondary"
              onClick={() => {
                form.reset(EMPTY);
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

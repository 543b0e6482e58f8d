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
import { LABEL_SCAN_MESSAGES } from '@pawrx/contracts/label-scan';
import { ScanLabel } from '../../label-scan/components/scan-label';
import { useLabelFill } from '../hooks/use-label-fill';
import { OtherAnimalConfirm, OtherAnimalNote } from './other-animal-confirm';

const ROUTE_OPTIONS = [
  { value: '', label: 'Select route' },
  ...MEDICATION_ROUTES.map((r) => ({ value: r, label: r.charAt(0).toUpperCase() + r.slice(1) })),
];

type MedicationFormModalProps = {
  /** The medication being edited; absent when adding. */
  medication?: Medication;
  species: string;
  /** The pet the medication is for: a scanned label naming another animal is questioned. */
  petName?: string;
  onSubmit: (values: MedicationFormValues) => Promise<void>;
  onClose: () => void;
};

export function MedicationFormModal({
  medication,
  species,
  petName = '',
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
  const label = useLabelFill(form, petName);
  // A label for another animal holds the save until the owner confirms (issue 28).
  const [heldForName, setHeldForName] = useState<MedicationFormValues | null>(null);
  const [confirming, setConfirming] = useState(false);

  const submit = handleSubmit(async (values) => {
    if (label.labelFor) setHeldForName(values);
    else await onSubmit(values);
  });

  return (
    <Modal title={editing ? 'Edit Medication' : 'Add Medication'} onClose={onClose} size="lg">
      <form onSubmit={submitHandler(submit)} noValidate className="space-y-4">
        {!editing && (
          <ScanLabel
            onRead={(reading) => {
              label.apply(reading);
              setEntry(null);
            }}
          />
        )}
        {label.labelFor && <OtherAnimalNote labelName={label.labelFor} petName={petName} />}
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
            hint={label.mark('name')}
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
            hint={label.mark('dosage')}
            {...register('dosage')}
          />
          <TextField
            label="Frequency"
            list={`${id}-frequencies`}
            placeholder="e.g. Twice daily"
            error={errors.frequency?.message}
            hint={label.mark('frequency')}
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
            hint={label.mark('brandName')}
            {...register('brandName')}
          />
          <SelectField
            label="Route"
            options={ROUTE_OPTIONS}
            error={errors.route?.message}
            hint={label.mark('route') ? LABEL_SCAN_MESSAGES.marker : undefined}
            {...register('route')}
          />
          <TextField
            label="Start Date"
            type="date"
            error={errors.startDate?.message}
            hint={label.mark('startDate')}
            {...register('startDate')}
          />
          <TextField
            label="End Date"
            type="date"
            error={errors.endDate?.message}
            hint={label.mark('endDate')}
            {...register('endDate')}
          />
          <TextField
            label="Prescribed By"
            placeholder="e.g. Dr. Patel"
            error={errors.prescribedBy?.message}
            hint={label.mark('prescribedBy')}
            {...register('prescribedBy')}
          />
          <TextField
            label="Reason"
            placeholder="e.g. Arthritis pain"
            error={errors.reason?.message}
            {...register('reason')}
          />
        </div>
        <DoseScheduleFields form={form} mark={label.mark} />
        <TextareaField
          label="Instructions"
          error={errors.instructions?.message}
          hint={label.mark('instructions')}
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
                label.clear();
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
      {heldForName && label.labelFor && (
        <OtherAnimalConfirm
          labelName={label.labelFor}
          petName={petName}
          busy={confirming}
          onClose={() => setHeldForName(null)}
          onConfirm={() => {
            setConfirming(true);
            void onSubmit(heldForName).finally(() => {
              setConfirming(false);
              setHeldForName(null);
            });
          }}
        />
      )}
    </Modal>
  );
}

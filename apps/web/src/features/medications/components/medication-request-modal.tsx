import { useId, useState, type FormEvent } from 'react';
import { REQUEST_CATEGORIES } from '@pawrx/contracts/constants';
import { REQUEST_SPECIES, REQUEST_SPECIES_LABELS } from '@pawrx/contracts/medication-requests';
import { MEDICATION_MESSAGES, VALIDATION_MESSAGES } from '@pawrx/contracts/messages';
import { Button } from '../../../components/ui/button';
import { TextField, inputClass } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { useSubmitMedicationRequest } from '../api/submit-medication-request';
import { Modal } from '../../../components/ui/modal';

const EMPTY = {
  medicationName: '',
  brandName: '',
  category: '',
  commonDoses: '',
  species: '',
  reason: '',
};

/** Ask for a medication the catalogue lacks (spec §5: only the name is required). */
export function MedicationRequestModal({
  species,
  onClose,
}: {
  species?: string;
  onClose: () => void;
}) {
  const id = useId();
  const request = useSubmitMedicationRequest();
  const [values, setValues] = useState({
    ...EMPTY,
    species: species === 'dog' || species === 'cat' ? species : '',
  });
  const [nameError, setNameError] = useState<string>();
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.medicationName.trim())
      return setNameError(VALIDATION_MESSAGES.medicationNameRequired);
    setNameError(undefined);
    try {
      await request.mutateAsync(values as Parameters<typeof request.mutateAsync>[0]);
      toast.success(MEDICATION_MESSAGES.requestSubmitted);
      onClose();
    } catch {
      toast.error(MEDICATION_MESSAGES.requestFailed);
    }
  };

  return (
    <Modal title="Request New Medication" onClose={onClose} size="lg">
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-slate-600">
          Can’t find a medication in the suggestions? Tell us about it and we’ll review it for our
          database.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Medication Name"
            required
            value={values.medicationName}
            onChange={set('medicationName')}
            error={nameError}
          />
          <TextField label="Brand Name" value={values.brandName} onChange={set('brandName')} />
          <div>
            <label
              htmlFor={`${id}-category`}
              className="mb-1.5 block text-sm font-medium text-slate-700"
            >
              Category
            </label>
            <select
              id={`${id}-category`}
              className={inputClass(false)}
              value={values.category}
              onChange={set('category')}
            >
              <option value="">Select category</option>
              {REQUEST_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label
              htmlFor={`${id}-species`}
              className="mb-1.5 block text-sm font-medium text-slate-700"
            >
              Species
            </label>
            <select
              id={`${id}-species`}
              className={inputClass(false)}
              value={values.species}
              onChange={set('species')}
            >
              <option value="">Select species</option>
              {REQUEST_SPECIES.map((s) => (
                <option key={s} value={s}>
                  {REQUEST_SPECIES_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <TextField
          label="Common Doses"
          value={values.commonDoses}
          onChange={set('commonDoses')}
          placeholder="e.g. 25 mg, 50 mg"
          hint="Separate doses with commas."
        />
        <div>
          <label
            htmlFor={`${id}-reason`}
            className="mb-1.5 block text-sm font-medium text-slate-700"
          >
            Reason for Request
          </label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            className={inputClass(false)}
            value={values.reason}
            onChange={set('reason')}
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={request.isPending} busyLabel="Submitting…">
            Submit Request
          </Button>
        </div>
      </form>
    </Modal>
  );
}

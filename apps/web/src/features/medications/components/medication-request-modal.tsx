import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { REQUEST_CATEGORIES } from '@pawrx/contracts/constants';
import {
  REQUEST_SPECIES,
  REQUEST_SPECIES_LABELS,
  medicationRequestBodySchema,
  type MedicationRequestBody,
  type MedicationRequestCreate,
} from '@pawrx/contracts/medication-requests';
import { MEDICATION_MESSAGES } from '@pawrx/contracts/messages';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { toast } from '../../../lib/toast';
import { useSubmitMedicationRequest } from '../api/submit-medication-request';
import { submitHandler } from '../../../lib/submit-handler';

const isRequestSpecies = (s: string): boolean => (REQUEST_SPECIES as readonly string[]).includes(s);

const CATEGORY_OPTIONS = [
  { value: '', label: 'Select category' },
  ...REQUEST_CATEGORIES.map((c) => ({ value: c, label: c })),
];
const SPECIES_OPTIONS = [
  { value: '', label: 'Select species' },
  ...REQUEST_SPECIES.map((s) => ({ value: s, label: REQUEST_SPECIES_LABELS[s] })),
];

/** Ask for a medication the catalogue lacks (spec §5: only the name is required). */
export function MedicationRequestModal({
  species,
  onClose,
}: {
  species?: string;
  onClose: () => void;
}) {
  const request = useSubmitMedicationRequest();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<MedicationRequestBody, unknown, MedicationRequestCreate>({
    // The request body's own schema: the name required, doses split on commas.
    resolver: zodResolver(medicationRequestBodySchema),
    defaultValues: {
      medicationName: '',
      brandName: '',
      category: '',
      commonDoses: '',
      species: species && species !== 'other' && isRequestSpecies(species) ? species : '',
      reason: '',
    },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await request.mutateAsync(body);
      toast.success(MEDICATION_MESSAGES.requestSubmitted);
      onClose();
    } catch {
      toast.error(MEDICATION_MESSAGES.requestFailed);
    }
  });

  return (
    <Modal title="Request New Medication" onClose={onClose} size="lg">
      <form onSubmit={submitHandler(onSubmit)} noValidate className="space-y-4">
        <p className="text-sm text-slate-600">
          Can’t find a medication in the suggestions? Tell us about it and we’ll review it for our
          database.
        </p>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label="Medication Name"
            required
            error={errors.medicationName?.message}
            {...register('medicationName')}
          />
          <TextField
            label="Brand Name"
            error={errors.brandName?.message}
            {...register('brandName')}
          />
          <SelectField
            label="Category"
            options={CATEGORY_OPTIONS}
            error={errors.category?.message}
            {...register('category')}
          />
          <SelectField
            label="Species"
            options={SPECIES_OPTIONS}
            error={errors.species?.message}
            {...register('species')}
          />
        </div>
        <TextField
          label="Common Doses"
          placeholder="e.g. 25 mg, 50 mg"
          hint="Separate doses with commas."
          error={errors.commonDoses?.message}
          {...register('commonDoses')}
        />
        <TextareaField
          label="Reason for Request"
          error={errors.reason?.message}
          {...register('reason')}
        />
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

import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { REACTION_OUTCOMES, REACTION_SEVERITIES } from '@pawrx/contracts/enums';
import type { Medication } from '@pawrx/contracts/medications';
import type { Reaction, ReactionCreateBody } from '@pawrx/contracts/reactions';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import {
  reactionFormDefaults,
  reactionFormSchema,
  toReactionBody,
  type ReactionFormInput,
} from '../utils/reaction-form';
import { submitHandler } from '../../../lib/submit-handler';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const SEVERITY_OPTIONS = REACTION_SEVERITIES.map((s) => ({ value: s, label: capitalise(s) }));
const OUTCOME_OPTIONS = REACTION_OUTCOMES.map((o) => ({ value: o, label: capitalise(o) }));

type ReactionFormModalProps = {
  /** The reaction being corrected; absent when reporting a new one. */
  reaction?: Reaction;
  /** The pet's medications, offered as suggestions for the medication field. */
  medications: readonly Medication[];
  onSubmit: (body: ReactionCreateBody) => Promise<boolean>;
  onClose: () => void;
};

/**
 * Report (or correct) an adverse reaction (spec §5 Reaction form): medication, date, severity and
 * symptoms required, by the browser first (the spec's "browser-level"), then by the body's own
 * schema; defaults mild and recovered; symptoms sent both split and as typed.
 */
export function ReactionFormModal({
  reaction,
  medications,
  onSubmit,
  onClose,
}: ReactionFormModalProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReactionFormInput>({
    // Checked by the schema, sent as typed (spec §5: the symptoms line goes as the owner wrote it).
    resolver: zodResolver(reactionFormSchema, undefined, { raw: true }),
    defaultValues: reactionFormDefaults(reaction),
  });

  const submit = handleSubmit(async (values) => {
    if (await onSubmit(toReactionBody(values))) onClose();
  });

  return (
    <Modal
      title={reaction ? 'Edit Adverse Reaction' : 'Report Adverse Reaction'}
      onClose={onClose}
      size="lg"
    >
      <form onSubmit={submitHandler(submit)} className="space-y-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label="Medication"
            required
            list={`${id}-meds`}
            error={errors.medication?.message}
            {...register('medication')}
          />
          <datalist id={`${id}-meds`}>
            {[...new Set(medications.map((m) => m.name))].map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <TextField
            label="Date"
            type="date"
            required
            error={errors.date?.message}
            {...register('date')}
          />
          <SelectField
            label="Severity"
            required
            options={SEVERITY_OPTIONS}
            error={errors.severity?.message}
            {...register('severity')}
          />
          <SelectField
            label="Outcome"
            options={OUTCOME_OPTIONS}
            error={errors.outcome?.message}
            {...register('outcome')}
          />
        </div>
        <TextField
          label="Symptoms"
          required
          placeholder="e.g. vomiting, lethargy, hives"
          hint="Separate symptoms with commas."
          error={errors.symptomsInput?.message}
          {...register('symptomsInput')}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label="Duration"
            placeholder="e.g. 2 days"
            error={errors.duration?.message}
            {...register('duration')}
          />
          <TextField
            label="Treatment"
            error={errors.treatment?.message}
            {...register('treatment')}
          />
        </div>
        <TextareaField label="Notes" error={errors.notes?.message} {...register('notes')} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={isSubmitting} busyLabel="Saving…">
            {reaction ? 'Update Reaction' : 'Report Reaction'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

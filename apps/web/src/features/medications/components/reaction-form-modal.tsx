import { useId, useState, type FormEvent } from 'react';
import { REACTION_DEFAULTS } from '@pawrx/contracts/constants';
import { REACTION_OUTCOMES, REACTION_SEVERITIES } from '@pawrx/contracts/enums';
import type { Medication } from '@pawrx/contracts/medications';
import { splitSymptoms, type Reaction, type ReactionCreateBody } from '@pawrx/contracts/reactions';
import { Button } from '../../../components/ui/button';
import { TextField, inputClass } from '../../../components/ui/text-field';
import { Modal } from '../../../components/ui/modal';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

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
 * symptoms required; defaults mild and recovered; symptoms sent both split and as typed.
 */
export function ReactionFormModal({
  reaction,
  medications,
  onSubmit,
  onClose,
}: ReactionFormModalProps) {
  const id = useId();
  const [values, setValues] = useState({
    medication: reaction?.medication ?? '',
    date: reaction?.date ?? localToday(),
    severity: reaction?.severity ?? REACTION_DEFAULTS.severity,
    symptomsInput: reaction?.symptomsInput || reaction?.symptoms.join(', ') || '',
    duration: reaction?.duration ?? '',
    treatment: reaction?.treatment ?? '',
    outcome: reaction?.outcome ?? REACTION_DEFAULTS.outcome,
    notes: reaction?.notes ?? '',
  });
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));
  const symptomsBlank =
    values.symptomsInput.trim() !== '' && splitSymptoms(values.symptomsInput).length === 0;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.reportValidity() || symptomsBlank) return;
    setBusy(true);
    const saved = await onSubmit({ ...values, symptoms: splitSymptoms(values.symptomsInput) });
    setBusy(false);
    if (saved) onClose();
  };

  return (
    <Modal
      title={reaction ? 'Edit Adverse Reaction' : 'Report Adverse Reaction'}
      onClose={onClose}
      size="lg"
    >
      <form onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Medication"
            required
            list={`${id}-meds`}
            value={values.medication}
            onChange={set('medication')}
          />
          <datalist id={`${id}-meds`}>
            {[...new Set(medications.map((m) => m.name))].map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <TextField label="Date" type="date" required value={values.date} onChange={set('date')} />
          <div>
            <label
              htmlFor={`${id}-severity`}
              className="mb-1.5 block text-sm font-medium text-slate-700"
            >
              Severity
            </label>
            <select
              id={`${id}-severity`}
              required
              className={inputClass(false)}
              value={values.severity}
              onChange={set('severity')}
            >
              {REACTION_SEVERITIES.map((s) => (
                <option key={s} value={s}>
                  {capitalise(s)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label
              htmlFor={`${id}-outcome`}
              className="mb-1.5 block text-sm font-medium text-slate-700"
            >
              Outcome
            </label>
            <select
              id={`${id}-outcome`}
              className={inputClass(false)}
              value={values.outcome}
              onChange={set('outcome')}
            >
              {REACTION_OUTCOMES.map((o) => (
                <option key={o} value={o}>
                  {capitalise(o)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <TextField
          label="Symptoms"
          required
          value={values.symptomsInput}
          onChange={set('symptomsInput')}
          placeholder="e.g. vomiting, lethargy, hives"
          hint="Separate symptoms with commas."
          error={symptomsBlank ? 'At least one symptom is required' : undefined}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Duration"
            placeholder="e.g. 2 days"
            value={values.duration}
            onChange={set('duration')}
          />
          <TextField label="Treatment" value={values.treatment} onChange={set('treatment')} />
        </div>
        <div>
          <label
            htmlFor={`${id}-notes`}
            className="mb-1.5 block text-sm font-medium text-slate-700"
          >
            Notes
          </label>
          <textarea
            id={`${id}-notes`}
            rows={3}
            className={inputClass(false)}
            value={values.notes}
            onChange={set('notes')}
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={busy} busyLabel="Saving…">
            {reaction ? 'Update Reaction' : 'Report Reaction'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

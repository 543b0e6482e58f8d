import { useState } from 'react';
import { FREQUENCY_CHOICES } from '@pawrx/contracts/constants';
import type { CatalogueEntry } from '@pawrx/formulary/catalogue/catalogue-entry';
import { Button } from '../../../components/ui/button';
import { CatalogueEntryHint } from '../../../components/ui/medication-autocomplete-hint';
import { MedicationAutocomplete } from '../../../components/ui/medication-autocomplete';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { Running } from '../hooks/use-interaction-checker';
import type { NewMedication } from '../utils/checker-request';
import { StepCard } from './step-card';
import type { LabelReading } from '@pawrx/formulary/label/parse-label';
import { otherAnimalName } from '@pawrx/formulary/label/animal-name';
import { LABEL_SCAN_MESSAGES } from '@pawrx/contracts/label-scan';
import { FromLabelMark } from '../../label-scan/components/from-label-mark';
import { ScanLabel } from '../../label-scan/components/scan-label';

type MedicationStepProps = {
  medication: NewMedication;
  onChange: (patch: Partial<NewMedication>) => void;
  species: string | undefined;
  /** The chosen pet's name: a scanned label naming another animal says so. */
  petName?: string;
  running: Running;
  /** True while the pet's current medications are still loading. */
  waiting: boolean;
  validation: string | null;
  onQuickCheck: () => void;
  onAiAnalysis: () => void;
};

const FREQUENCY_OPTIONS = FREQUENCY_CHOICES.map((f) => ({ value: f, label: f }));

/** The choices, plus a frequency read from a label that is not one of them ('Every other day'). */
const frequencyOptions = (current: string) =>
  current && !(FREQUENCY_CHOICES as readonly string[]).includes(current)
    ? [...FREQUENCY_OPTIONS, { value: current, label: current }]
    : FREQUENCY_OPTIONS;

/** What a scanned label filled in, kept to mark the fields that still hold it. */
type Filled = Partial<NewMedication>;

function fromLabel(reading: LabelReading): Filled {
  const filled: Filled = {};
  if (reading.drug) filled.name = reading.drug.name;
  if (reading.dose) filled.dosage = reading.dose;
  if (reading.directions?.frequency) filled.frequency = reading.directions.frequency;
  return filled;
}

/** Step 2 (spec §2): the new medication and the two checks. */
export function MedicationStep(props: MedicationStepProps) {
  const { medication, onChange, species, running, validation } = props;
  const [entry, setEntry] = useState<CatalogueEntry | null>(null);
  const [filled, setFilled] = useState<Filled>({});
  const [labelFor, setLabelFor] = useState<string | null>(null);
  const mark = (key: keyof NewMedication) =>
    filled[key] !== undefined && filled[key] === medication[key] ? <FromLabelMark /> : undefined;
  const disabled = running !== null || props.waiting || medication.name.trim() === '';
  return (
    <StepCard step={2} title="New Medication">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!disabled) props.onQuickCheck();
        }}
        className="space-y-4"
      >
        <ScanLabel
          onRead={(reading) => {
            const next = fromLabel(reading);
            setEntry(null);
            setFilled(next);
            setLabelFor(props.petName ? otherAnimalName(reading.animal.name, props.petName) : null);
            onChange(next);
          }}
        />
        {labelFor && (
          <p
            role="alert"
            className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            {LABEL_SCAN_MESSAGES.otherAnimal(labelFor)}
          </p>
        )}
        <div>
          <MedicationAutocomplete
            id="checker-medication-name"
            label="Medication Name"
            value={medication.name}
            onChange={(name) => {
              onChange({ name });
              if (entry && name !== entry.name) setEntry(null);
            }}
            onSelect={(selected) => {
              // A dose typed for another medication must not carry over to this one.
              if (entry && selected.name !== entry.name) onChange({ dosage: '' });
              setEntry(selected);
            }}
            species={species}
            nextFieldId="checker-dosage"
            placeholder="Start typing, e.g. Carprofen"
            required
            hint={mark('name')}
          />
          {entry && (
            <CatalogueEntryHint
              entry={entry}
              species={species}
              selectedDose={medication.dosage}
              onDose={(dosage) => onChange({ dosage })}
            />
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="checker-dosage"
            label="Dosage"
            placeholder="e.g. 75 mg"
            value={medication.dosage}
            hint={mark('dosage')}
            onChange={(event) => onChange({ dosage: event.target.value })}
          />
          <SelectField
            label="Frequency"
            value={medication.frequency}
            onChange={(event) => onChange({ frequency: event.target.value })}
            options={frequencyOptions(medication.frequency)}
            hint={mark('frequency') ? LABEL_SCAN_MESSAGES.marker : undefined}
          />
        </div>
        {validation && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
          >
            {validation}
          </p>
        )}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            type="submit"
            disabled={disabled}
            busy={running === 'quick'}
            busyLabel="Checking..."
          >
            Quick Check
          </Button>
          <Button
            variant="secondary"
            disabled={disabled}
            busy={running === 'ai'}
            busyLabel="AI Analyzing..."
            onClick={props.onAiAnalysis}
          >
            AI Analysis
          </Button>
        </div>
      </form>
    </StepCard>
  );
}

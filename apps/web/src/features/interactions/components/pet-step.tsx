import { speciesShortName } from '@pawrx/contracts/species';
import { Link } from 'react-router';
import type { Medication } from '@pawrx/contracts/medications';
import type { PetSummary } from '@pawrx/contracts/pets';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { StepCard } from './step-card';

type PetStepProps = {
  pets: PetSummary[] | undefined;
  petsLoading: boolean;
  petId: string;
  onPetChange: (petId: string) => void;
  current: Medication[] | undefined;
  currentLoading: boolean;
  currentFailed: boolean;
};

const petLabel = (p: PetSummary) =>
  `${p.name} - ${speciesShortName(p.species)}${p.breed ? ` (${p.breed})` : ''}`;

/** Step 1 (spec §2): the pet and the medications it already takes. */
export function PetStep(props: PetStepProps) {
  const { pets, petsLoading, petId, onPetChange } = props;
  return (
    <StepCard step={1} title="Select Your Pet">
      {petsLoading ? (
        <Spinner label="Loading pets…" className="py-4" />
      ) : pets && pets.length === 0 ? (
        <p className="text-sm text-slate-600">
          No pets yet.{' '}
          <Link to="/dashboard" className="font-semibold text-brand-700 underline">
            Add your first pet
          </Link>{' '}
          to check medications.
        </p>
      ) : (
        <SelectField
          label="Choose a pet"
          value={petId}
          onChange={(event) => onPetChange(event.target.value)}
          options={[
            { value: '', label: 'Choose a pet…' },
            ...(pets ?? []).map((p) => ({ value: p._id, label: petLabel(p) })),
          ]}
        />
      )}
      {petId && <CurrentMedications {...props} />}
    </StepCard>
  );
}

function CurrentMedications({ current, currentLoading, currentFailed }: PetStepProps) {
  if (currentLoading) return <Spinner label="Loading current medications…" className="mt-4 py-2" />;
  if (currentFailed)
    return <p className="mt-4 text-sm text-red-600">Could not load current medications</p>;
  if (!current) return null;
  if (current.length === 0)
    return (
      <div
        role="note"
        className="mt-4 rounded-xl border border-yellow-300 bg-yellow-50 p-4 text-yellow-900"
      >
        <p className="font-semibold">No Current Medications</p>
        <p className="mt-1 text-sm">
          This pet has no current medications to check against. Add medications to their profile
          first on the{' '}
          <Link to="/medications" className="font-semibold underline">
            Medications
          </Link>{' '}
          page.
        </p>
      </div>
    );
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-700">
        Current Medications ({current.length})
      </h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {current.map((m) => (
          <li
            key={m._id}
            className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-1.5 text-sm"
          >
            <span className="font-medium text-slate-900">{m.name}</span>
            {(m.dosage || m.frequency) && (
              <span className="text-slate-500">
                {' '}
                · {[m.dosage, m.frequency].filter(Boolean).join(', ')}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

import { speciesShortName } from '@pawrx/contracts/species';
import { useId } from 'react';
import { Link } from 'react-router';
import type { PetSummary } from '@pawrx/contracts/pets';
import { Spinner } from '../../../components/ui/spinner';
import { AlertIcon, ClipboardIcon, PawIcon, PillIcon } from '../../../components/ui/icons';
import { SafetyReminders } from './safety-reminders';

const BENEFITS = [
  {
    Icon: PillIcon,
    title: 'Track Every Medication',
    text: 'Keep doses, schedules and prescribers for each pet in one place.',
  },
  {
    Icon: AlertIcon,
    title: 'Catch Interactions Early',
    text: 'New medications are checked against the ones your pet already takes.',
  },
  {
    Icon: ClipboardIcon,
    title: 'Record Reactions',
    text: 'Log adverse reactions so your veterinarian has the full history.',
  },
];

const petOptionLabel = (pet: PetSummary) =>
  `${pet.name} - ${speciesShortName(pet.species)}${pet.breed ? ` (${pet.breed})` : ''}`;

type PetSelectionProps = {
  pets: PetSummary[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onSelect: (petId: string) => void;
};

/** /medications with no pet selected (spec §2): intro, benefits, picker, reminders. */
export function PetSelection({ pets, loading, failed, onRetry, onSelect }: PetSelectionProps) {
  const selectId = useId();
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Medications</h1>
        <p className="max-w-3xl text-slate-600">
          Keep track of your pets’ medications, check new ones for interactions and record any
          adverse reactions, all in one place.
        </p>
      </header>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {BENEFITS.map((b) => (
          <li key={b.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <b.Icon className="size-8 text-brand-600" />
            <h2 className="mt-2 font-semibold text-slate-900">{b.title}</h2>
            <p className="mt-1 text-sm text-slate-600">{b.text}</p>
          </li>
        ))}
      </ul>
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        {loading ? (
          <Spinner label="Loading your pets…" className="py-6" />
        ) : failed ? (
          <div className="space-y-3 text-center">
            <p className="text-slate-700">Your pets could not be loaded.</p>
            <button
              type="button"
              onClick={onRetry}
              className="font-semibold text-brand-700 underline"
            >
              Try again
            </button>
          </div>
        ) : pets && pets.length > 0 ? (
          <div className="max-w-md">
            <label htmlFor={selectId} className="mb-1.5 block font-semibold text-slate-800">
              Select a pet to manage their medications
            </label>
            <select
              id={selectId}
              defaultValue=""
              onChange={(event) => event.target.value && onSelect(event.target.value)}
              className="block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
            >
              <option value="">Choose a pet…</option>
              {pets.map((pet) => (
                <option key={pet._id} value={pet._id}>
                  {petOptionLabel(pet)}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <div className="space-y-3 py-4 text-center">
            <PawIcon className="mx-auto size-12 text-brand-600" />
            <h2 className="text-lg font-semibold text-slate-900">No Pets Added Yet</h2>
            <p className="text-slate-600">Add a pet first, then manage their medications here.</p>
            <Link
              to="/dashboard"
              className="inline-block rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
            >
              Add Your First Pet
            </Link>
          </div>
        )}
      </section>
      <SafetyReminders />
    </div>
  );
}

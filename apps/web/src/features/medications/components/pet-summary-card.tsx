import type { PetSummary } from '@pawrx/contracts/pets';
import { SPECIES_LABELS } from '@pawrx/contracts/species';
import { SpeciesIcon } from '../../../components/ui/species-icon';
import { apiUrl } from '../../../lib/api-client';

const withUnit = (value: number | null, unit: string | null) =>
  value === null ? 'Not recorded' : `${value}${unit ? ` ${unit}` : ''}`;

/** The selected pet at a glance (spec §2): photo or species mark, species, breed, age, weight, allergies. */
export function PetSummaryCard({ pet }: { pet: PetSummary }) {
  const allergies = pet.allergies.length > 0 ? pet.allergies : pet.medicalHistory.allergies;
  return (
    <section
      aria-label={`${pet.name} summary`}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center"
    >
      {pet.photo ? (
        <img
          src={pet.photo.startsWith('data:') ? pet.photo : apiUrl(pet.photo)}
          alt={pet.name}
          className="size-20 rounded-full object-cover"
        />
      ) : (
        <span
          role="img"
          aria-label={SPECIES_LABELS[pet.species]}
          className="flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-600"
        >
          <SpeciesIcon species={pet.species} className="size-10" />
        </span>
      )}
      <dl className="grid flex-1 grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">Species</dt>
          <dd className="font-medium text-slate-900">{SPECIES_LABELS[pet.species]}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Breed</dt>
          <dd className="font-medium text-slate-900">{pet.breed || 'Unknown'}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Age</dt>
          <dd className="font-medium text-slate-900">{withUnit(pet.age, pet.ageUnit)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Weight</dt>
          <dd className="font-medium text-slate-900">{withUnit(pet.weight, pet.weightUnit)}</dd>
        </div>
        <div className="col-span-2 sm:col-span-4">
          <dt className="text-slate-500">Allergies</dt>
          <dd className={allergies.length > 0 ? 'font-semibold text-red-600' : 'text-slate-700'}>
            {allergies.length > 0 ? allergies.join(', ') : 'None known'}
          </dd>
        </div>
      </dl>
    </section>
  );
}

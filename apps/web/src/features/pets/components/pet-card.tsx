import { Link } from 'react-router';
import { can, PET_ROLE_LABELS } from '@pawrx/contracts/pet-access';
import type { PetSummary } from '@pawrx/contracts/pets';
import { ageText, speciesAndBreed, weightText } from '../../../lib/pet-display';
import { PetAvatar } from '../../../components/ui/pet-avatar';

/**
 * A dashboard card: photo or emoji, name, species and breed, age, weight, edit and profile links.
 * A shared pet says whose it is and the viewer's role; Edit shows only to a role that may edit.
 */
export function PetCard({ pet }: { pet: PetSummary }) {
  return (
    <article
      aria-labelledby={`pet-${pet._id}-name`}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-4">
        <PetAvatar name={pet.name} species={pet.species} photo={pet.photo} />
        <div className="min-w-0 flex-1">
          <h3
            id={`pet-${pet._id}-name`}
            className="text-lg font-semibold [overflow-wrap:anywhere] text-slate-900"
          >
            {pet.name}
          </h3>
          {/* Wraps rather than cut ("Labrador Retrie…" on a phone, issue 24 item 13). */}
          <p className="text-sm [overflow-wrap:anywhere] text-slate-600">{speciesAndBreed(pet)}</p>
          {pet.role !== 'owner' && (
            <p className="mt-1 text-xs text-slate-600">
              <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">
                {PET_ROLE_LABELS[pet.role]}
              </span>{' '}
              {pet.ownerName}&apos;s pet
            </p>
          )}
        </div>
        {can(pet.role, 'edit-pet') && (
          <Link
            to={`/pets/${pet._id}/edit`}
            aria-label={`Edit ${pet.name}`}
            className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-brand-700"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M4 20h4L19 9l-4-4L4 16v4Z" strokeLinejoin="round" />
            </svg>
          </Link>
        )}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-lg bg-slate-50 px-3 py-2">
          <dt className="text-slate-500">Age</dt>
          <dd className="font-medium text-slate-900">{ageText(pet)}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 px-3 py-2">
          <dt className="text-slate-500">Weight</dt>
          <dd className="font-medium text-slate-900">{weightText(pet)}</dd>
        </div>
      </dl>
      <Link
        to={`/pet/${pet._id}`}
        className="mt-4 inline-flex justify-center rounded-lg bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-100"
      >
        View Full Profile
      </Link>
    </article>
  );
}

import { Link } from 'react-router';
import { can, PET_ROLE_LABELS } from '@pawrx/contracts/pet-access';
import type { Pet } from '@pawrx/contracts/pets';
import { Button } from '../../../../components/ui/button';
import { ageText, capitalise, speciesAndBreed, weightText } from '../../../../lib/pet-display';
import { PetAvatar } from '../../../../components/ui/pet-avatar';

type Props = {
  pet: Pet;
  downloading: boolean;
  onDownload: () => void;
  onDelete: () => void;
  onAddAppointment: () => void;
};

/**
 * The profile's header card: who the pet is, plus the four actions of spec §2, each shown only
 * to a role that may use it (a vet or caregiver reads the profile and downloads the report).
 */
export function ProfileHeader({ pet, downloading, onDownload, onDelete, onAddAppointment }: Props) {
  const facts: [string, string][] = [
    ['Age', ageText(pet)],
    ['Weight', weightText(pet)],
    ['Sex', capitalise(pet.gender)],
    ['Neutered', pet.neutered ? 'Yes' : 'No'],
    ['Microchip', pet.microchipId || '—'],
    ['Insurance', pet.insurance || '—'],
  ];
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <PetAvatar name={pet.name} species={pet.species} photo={pet.photo} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{pet.name}</h1>
          <p className="text-slate-600">{speciesAndBreed(pet)}</p>
          {pet.role !== 'owner' && (
            <p className="mt-1 text-sm text-brand-800">
              {pet.ownerName}&apos;s pet · shared with you as{' '}
              <strong>{PET_ROLE_LABELS[pet.role].toLowerCase()}</strong>
            </p>
          )}
          <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
            {facts.map(([label, value]) => (
              <div key={label} className="flex gap-1.5">
                <dt className="text-slate-500">{label}:</dt>
                <dd className="min-w-0 font-medium [overflow-wrap:anywhere] text-slate-800">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      {/* Narrow phones: one full-width button a row, each label on one line (issue 24 item 13);
          from 420 px a 2×2 grid; wider screens: one row, Delete set apart. */}
      <div className="mt-5 grid grid-cols-1 gap-2 whitespace-nowrap min-[420px]:grid-cols-2 sm:flex sm:flex-wrap">
        {can(pet.role, 'edit-pet') && (
          <Link
            to={`/pets/${pet._id}/edit`}
            className="inline-flex items-center justify-center rounded-lg border border-slate-300 px-4 py-2.5 font-semibold text-slate-700 hover:bg-slate-50"
          >
            Edit Profile
          </Link>
        )}
        <Button
          variant="secondary"
          onClick={onDownload}
          busy={downloading}
          busyLabel="Downloading…"
        >
          Download Report
        </Button>
        {can(pet.role, 'write-appointments') && (
          <Button onClick={onAddAppointment}>Add Appointment</Button>
        )}
        {can(pet.role, 'delete-pet') && (
          <Button variant="danger-outline" onClick={onDelete} className="sm:ml-auto">
            Delete Pet
          </Button>
        )}
      </div>
    </section>
  );
}

import { useEffect, useState } from 'react';
import { PET_MESSAGES } from '@pawrx/contracts/messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/use-auth';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useAppointments } from '../../../lib/queries/appointment-queries';
import { CalendarPanel } from '../../appointments/components/calendar-panel';
import { usePets } from '../../../lib/queries/pet-queries';
import { AddPetModal } from '../components/add-pet-modal';
import { PetCard } from '../components/pet-card';
import { SpeciesIcon } from '../components/species-icon';

/** /dashboard: pet cards with Add Pet, and the Calendar & Appointments panel. */
export function DashboardPage() {
  const { user } = useAuth();
  const pets = usePets();
  const appointments = useAppointments();
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    if (pets.isError) toast.error(errorMessage(pets.error, PET_MESSAGES.fetchFailed));
  }, [pets.isError, pets.error]);

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {user ? `Welcome back, ${user.name.split(' ')[0]}` : 'Dashboard'}
          </h1>
          <p className="text-slate-600">Your pets, their care and what is coming up.</p>
        </div>
        <Button onClick={() => setAdding(true)}>+ Add Pet</Button>
      </header>

      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="pets-title" className="lg:col-span-2">
          <h2 id="pets-title" className="mb-3 text-lg font-semibold text-slate-900">
            My Pets
          </h2>
          {pets.isPending ? (
            <Spinner label="Loading pets…" className="py-12" />
          ) : pets.isError ? (
            <p className="rounded-2xl bg-red-50 p-6 text-red-700">{PET_MESSAGES.fetchFailed}</p>
          ) : pets.data.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
              <SpeciesIcon species="other" className="mx-auto size-12 text-brand-600" />
              <p className="mt-2 text-lg font-semibold text-slate-900">{PET_MESSAGES.noPets}</p>
              <p className="text-slate-600">Add your first pet to start tracking their care.</p>
              <Button className="mt-4" onClick={() => setAdding(true)}>
                Add Pet
              </Button>
            </div>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              {pets.data.map((pet) => (
                <PetCard key={pet._id} pet={pet} />
              ))}
            </div>
          )}
        </section>
        <div>
          <CalendarPanel pets={pets.data ?? []} appointments={appointments.data ?? []} />
        </div>
      </div>

      {adding && <AddPetModal onClose={() => setAdding(false)} />}
    </div>
  );
}

import { Link, useLocation } from 'react-router';
import { useEffect, useState } from 'react';
import { PET_MESSAGES } from '@pawrx/contracts/messages';
import { can } from '@pawrx/contracts/pet-access';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/use-auth';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useAppointments } from '../../../lib/queries/appointment-queries';
import { CalendarPanel } from '../../appointments/components/calendar-panel';
import { TodayPanel } from '../../doses/components/today-panel';
import { usePets } from '../../../lib/queries/pet-queries';
import { InvitationsPanel } from '../../sharing/components/invitations-panel';
import { AddPetModal } from '../components/add-pet-modal';
import { PetCard } from '../components/pet-card';
import { SpeciesIcon } from '../../../components/ui/species-icon';
import { welcomeBack } from '../../../lib/greeting';

/**
 * /dashboard: invitations waiting for an answer, today's doses, the account's pets and the pets
 * shared with it (marked with the role), and the Calendar & Appointments panel.
 */
export function DashboardPage() {
  const { user } = useAuth();
  // Set by sign-up: a new account is welcomed, not welcomed back (issue 24 item 10).
  const firstVisit = (useLocation().state as { firstVisit?: boolean } | null)?.firstVisit === true;
  const pets = usePets();
  const appointments = useAppointments();
  const [adding, setAdding] = useState(false);
  const own = pets.data?.filter((p) => p.role === 'owner') ?? [];
  const shared = pets.data?.filter((p) => p.role !== 'owner') ?? [];
  // Today lists the pets whose doses this account gives (not a vet's patients).
  const dosing = pets.data?.filter((p) => can(p.role, 'log-doses')) ?? [];
  // The calendar shows every pet's appointments; scheduling offers only pets the role may book.
  const booking = pets.data?.filter((p) => can(p.role, 'write-appointments')) ?? [];

  useEffect(() => {
    if (pets.isError) toast.error(errorMessage(pets.error, PET_MESSAGES.fetchFailed));
  }, [pets.isError, pets.error]);

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {user ? welcomeBack(user, firstVisit) : 'Dashboard'}
          </h1>
          <p className="text-slate-600">Your pets, their care and what is coming up.</p>
        </div>
        <Button onClick={() => setAdding(true)}>+ Add Pet</Button>
      </header>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <InvitationsPanel />
          {dosing.length > 0 && <TodayPanel pets={dosing} timeZone={user?.timezone ?? 'UTC'} />}
          <section aria-labelledby="pets-title">
            <h2 id="pets-title" className="mb-3 text-lg font-semibold text-slate-900">
              My Pets
            </h2>
            {pets.isPending ? (
              <Spinner label="Loading pets…" className="py-12" />
            ) : pets.isError ? (
              <p className="rounded-2xl bg-red-50 p-6 text-red-700">{PET_MESSAGES.fetchFailed}</p>
            ) : own.length === 0 ? (
              <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
                <SpeciesIcon species="other" className="mx-auto size-12 text-brand-600" />
                <p className="mt-2 text-lg font-semibold text-slate-900">{PET_MESSAGES.noPets}</p>
                <p className="text-slate-600">Add your first pet to start tracking their care.</p>
                <Button className="mt-4" onClick={() => setAdding(true)}>
                  Add Pet
                </Button>
              </div>
            ) : (
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                {own.map((pet) => (
                  <PetCard key={pet._id} pet={pet} />
                ))}
              </div>
            )}
          </section>
          {shared.length > 0 && (
            <section aria-labelledby="shared-pets-title">
              <h2 id="shared-pets-title" className="mb-3 text-lg font-semibold text-slate-900">
                Shared with me
              </h2>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                {shared.map((pet) => (
                  <PetCard key={pet._id} pet={pet} />
                ))}
              </div>
            </section>
          )}
        </div>
        <div className="space-y-6">
          <CalendarPanel pets={booking} appointments={appointments.data ?? []} />
          <p className="rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
            Reminder emails, your time zone and the calendar feed are in{' '}
            <Link to="/settings" className="font-medium text-brand-700 underline">
              Settings
            </Link>
            .
          </p>
        </div>
      </div>

      {adding && <AddPetModal onClose={() => setAdding(false)} />}
    </div>
  );
}

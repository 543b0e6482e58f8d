import { VET_MODE_MESSAGES } from '@pawrx/contracts/vet-patients';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-errors';
import { useVetPatients } from '../../../lib/queries/vet-queries';
import { useAuth } from '../../../lib/use-auth';
import { PatientCard } from '../components/patient-card';

/**
 * /vet-mode: the patients owners shared with this account as their vet, each with its owner,
 * allergies, conditions, current medications and Quick Check findings. Open to every account
 * (spec §2); an account with no patients learns how a pet gets here.
 */
export function VetModePage() {
  const { user } = useAuth();
  const patients = useVetPatients();
  return (
    <section aria-labelledby="vet-mode-title" className="space-y-6">
      <header>
        <h1 id="vet-mode-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Veterinarian Mode
        </h1>
        <p className="mt-1 text-slate-600">
          Patients shared with you as their vet: review their records, add notes and appointments.
        </p>
      </header>
      {patients.isPending ? (
        <Spinner label="Loading patients…" className="py-12" />
      ) : patients.isError ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-6 text-red-700">
          {errorMessage(patients.error, VET_MODE_MESSAGES.loadError)}
        </p>
      ) : patients.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <h2 className="text-lg font-semibold text-slate-900">No patients yet</h2>
          <p className="mx-auto mt-2 max-w-lg text-slate-600">
            When an owner shares a pet with you as its vet (from the pet&apos;s Sharing section,
            using your email{user ? ` ${user.email}` : ''}), accept the invitation on your dashboard
            and the pet appears here.
          </p>
        </div>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {patients.data.map((p) => (
            <PatientCard key={p.petId} patient={p} />
          ))}
        </div>
      )}
    </section>
  );
}

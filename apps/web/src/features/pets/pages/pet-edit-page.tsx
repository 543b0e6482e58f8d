import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PET_MESSAGES } from '@pawrx/contracts/messages';
import { ACCESS_MESSAGES, can } from '@pawrx/contracts/pet-access';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { isNotFound, usePet } from '../../../lib/queries/pet-queries';
import { useUpdatePet } from '../api/update-pet';
import { PetEditFormView } from '../components/edit/pet-edit-form';
import { toEditForm, type EditPetFormValues } from '../utils/edit-pet-form';

/** /pets/:petId/edit: the edit form with the photo widget. */
export function PetEditPage() {
  const { petId = '' } = useParams();
  const navigate = useNavigate();
  const pet = usePet(petId);
  const update = useUpdatePet(petId);

  useEffect(() => {
    if (pet.isError)
      toast.error(isNotFound(pet.error) ? PET_MESSAGES.notFound : PET_MESSAGES.loadError);
  }, [pet.isError, pet.error]);

  if (pet.isPending) return <Spinner label="Loading pet…" className="py-16" />;
  if (pet.isError)
    return (
      <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-10 text-center">
        <h1 className="text-2xl font-bold text-slate-900">
          {isNotFound(pet.error) ? 'Pet Not Found' : PET_MESSAGES.loadError}
        </h1>
        <Link
          to="/dashboard"
          className="mt-5 inline-flex rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Back to Dashboard
        </Link>
      </div>
    );

  // A member whose role cannot edit (reached by typing the address) gets the reason, not a form.
  if (!can(pet.data.role, 'edit-pet'))
    return (
      <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-10 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Read-only profile</h1>
        <p className="mt-1 text-slate-600">
          {ACCESS_MESSAGES.forbidden(pet.data.role, 'edit-pet')}.
        </p>
        <Link
          to={`/pet/${petId}`}
          className="mt-5 inline-flex rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Back to {pet.data.name}
        </Link>
      </div>
    );

  const onSubmit = async (body: EditPetFormValues) => {
    try {
      await update.mutateAsync(body);
      toast.success(PET_MESSAGES.updated);
      await navigate(`/pet/${petId}`);
    } catch (error) {
      const fallback =
        error instanceof ApiError ? PET_MESSAGES.updateFailed : PET_MESSAGES.updateError;
      toast.error(errorMessage(error, fallback));
    }
  };

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Link to={`/pet/${petId}`} className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to {pet.data.name}
      </Link>
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="mb-6 text-2xl font-bold text-slate-900">Edit Pet Profile</h1>
        <PetEditFormView
          key={pet.data.updatedAt}
          initial={toEditForm(pet.data)}
          saving={update.isPending}
          onSubmit={onSubmit}
          onCancel={() => void navigate(`/pet/${petId}`)}
        />
      </section>
    </div>
  );
}

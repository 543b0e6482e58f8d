import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { memberRoleSchema, roleRightsText } from '@pawrx/contracts/pet-access';
import { PET_MESSAGES } from '@pawrx/contracts/messages';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { ProfileAppointmentModal } from '../../appointments/components/profile-appointment-modal';
import { forgetPet, useDeletePet } from '../api/delete-pet';
import { useDownloadReport } from '../../../lib/download-report';
import { isNotFound, usePet } from '../../../lib/queries/pet-queries';
import { DeletePetModal } from '../components/profile/delete-pet-modal';
import { ProfileHeader } from '../components/profile/profile-header';
import { ProfileTabs } from '../components/profile/profile-tabs';
import { SpeciesIcon } from '../../../components/ui/species-icon';
import { SharingSection } from '../../sharing/components/sharing-section';

/** /pet/:petId: header with actions, five tabs, Sharing, and the profile's two modals. */
export function PetProfilePage() {
  const { petId = '' } = useParams();
  const navigate = useNavigate();
  // Opened right after accepting an invitation: the first-time note of what the role allows.
  const joinedAs = memberRoleSchema.safeParse(
    (useLocation().state as { joinedAs?: unknown } | null)?.joinedAs,
  ).data;
  const pet = usePet(petId);
  const remove = useDeletePet();
  const report = useDownloadReport();
  const [modal, setModal] = useState<'delete' | 'appointment' | null>(null);
  const client = useQueryClient();
  const deleted = useRef(false);

  // A deleted pet leaves the cache only once this page is gone (see useDeletePet).
  useEffect(
    () => () => {
      if (deleted.current) forgetPet(client, petId);
    },
    [client, petId],
  );

  useEffect(() => {
    if (pet.isError)
      toast.error(isNotFound(pet.error) ? PET_MESSAGES.notFound : PET_MESSAGES.loadError);
  }, [pet.isError, pet.error]);

  if (pet.isPending) return <Spinner label="Loading pet profile…" className="py-16" />;
  if (pet.isError)
    return (
      <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-10 text-center">
        <SpeciesIcon species="other" className="mx-auto size-12 text-brand-600" />
        <h1 className="mt-2 text-2xl font-bold text-slate-900">
          {isNotFound(pet.error) ? 'Pet Not Found' : PET_MESSAGES.loadError}
        </h1>
        <p className="mt-1 text-slate-600">
          {isNotFound(pet.error)
            ? 'This pet does not exist or is not yours.'
            : 'Please try again in a moment.'}
        </p>
        <Link
          to="/dashboard"
          className="mt-5 inline-flex rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Back to Dashboard
        </Link>
      </div>
    );

  const onDownload = async () => {
    try {
      await report.mutateAsync({ petId, petName: pet.data.name });
      toast.success(PET_MESSAGES.reportDownloaded);
    } catch (error) {
      toast.error(error instanceof ApiError ? PET_MESSAGES.reportFailed : PET_MESSAGES.reportError);
    }
  };

  const onDelete = async () => {
    try {
      await remove.mutateAsync(petId);
      deleted.current = true;
      toast.success(PET_MESSAGES.deleted);
      await navigate('/dashboard', { replace: true });
    } catch (error) {
      const fallback =
        error instanceof ApiError ? PET_MESSAGES.deleteFailed : PET_MESSAGES.deleteError;
      toast.error(errorMessage(error, fallback));
      setModal(null);
    }
  };

  return (
    <div className="space-y-6">
      <Link to="/dashboard" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to Dashboard
      </Link>
      {joinedAs && (
        <p
          role="status"
          className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-slate-800"
        >
          {roleRightsText(joinedAs, pet.data.name)}
        </p>
      )}
      <ProfileHeader
        pet={pet.data}
        downloading={report.isPending}
        onDownload={() => void onDownload()}
        onDelete={() => setModal('delete')}
        onAddAppointment={() => setModal('appointment')}
      />
      <ProfileTabs pet={pet.data} onAddAppointment={() => setModal('appointment')} />
      <SharingSection pet={pet.data} />
      {modal === 'delete' && (
        <DeletePetModal
          petName={pet.data.name}
          busy={remove.isPending}
          onConfirm={() => void onDelete()}
          onClose={() => setModal(null)}
        />
      )}
      {modal === 'appointment' && (
        <ProfileAppointmentModal petId={petId} onClose={() => setModal(null)} />
      )}
    </div>
  );
}

import { useState } from 'react';
import { EMERGENCY_MESSAGES } from '@pawrx/contracts/emergency-links';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-errors';
import { usePetEmergencyLinks } from '../../../lib/queries/sharing-queries';
import { toast } from '../../../lib/toast';
import { useRevokeEmergencyLink } from '../api/emergency-links';
import { CreateEmergencyLink } from './create-emergency-link';
import { EmergencyLinkItem } from './emergency-link-item';

/** Emergency links: a page an emergency vet opens without an account, to print or show as QR. */
export function EmergencyLinksPanel({ petId, petName }: { petId: string; petName: string }) {
  const links = usePetEmergencyLinks(petId);
  const revoke = useRevokeEmergencyLink(petId);
  const [revoking, setRevoking] = useState<string | null>(null);

  const onRevoke = async (id: string) => {
    try {
      await revoke.mutateAsync(id);
      toast.success(EMERGENCY_MESSAGES.revoked);
    } catch (error) {
      toast.error(errorMessage(error, EMERGENCY_MESSAGES.revokeError));
    }
    setRevoking(null);
  };

  return (
    <section aria-labelledby="emergency-links-title" className="space-y-3">
      <h3 id="emergency-links-title" className="font-semibold text-slate-900">
        Emergency links
      </h3>
      <p className="text-sm text-slate-600">
        Anyone with the link sees {petName}&apos;s photo, allergies, conditions, current
        medications, recent reactions and your phone number, until it expires, you revoke it or its
        maker loses access to {petName}. Its address is shown once, when you create it; every view
        is recorded here.
      </p>
      <CreateEmergencyLink petId={petId} petName={petName} />
      {links.isPending ? (
        <Spinner label="Loading emergency links…" className="py-4" />
      ) : links.isError ? (
        <p className="text-sm text-red-700">{errorMessage(links.error, 'Could not load links')}</p>
      ) : links.data.length === 0 ? (
        <p className="text-sm text-slate-600">No emergency links yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Emergency links">
          {links.data.map((link) => (
            <EmergencyLinkItem key={link.id} link={link} onRevoke={() => setRevoking(link.id)} />
          ))}
        </ul>
      )}
      {revoking && (
        <ConfirmModal
          title="Revoke emergency link"
          confirmLabel="Revoke"
          busyLabel="Revoking…"
          busy={revoke.isPending}
          onConfirm={() => void onRevoke(revoking)}
          onClose={() => setRevoking(null)}
        >
          {EMERGENCY_MESSAGES.confirmRevoke}
        </ConfirmModal>
      )}
    </section>
  );
}

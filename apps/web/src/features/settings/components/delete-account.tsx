import { startTransition, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { clearToken } from '../../../lib/token-storage';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../../lib/use-auth';
import { DeleteAccountDialog } from './delete-account-dialog';

/** "Delete my account" (GDPR article 17); after it the person is signed out, on the landing page. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const { logout } = useAuth();
  const navigate = useNavigate();
  const client = useQueryClient();

  const onDeleted = async (message: string) => {
    // The session is gone with the account: forget the token first so signing out asks no server.
    // The move and the sign-out in one transition (the router's own updates are transitions), so
    // they render together: else the protected route's guard sends a signed-out visitor to /login.
    // With no token, logout() clears the user before its first await, inside this transition.
    clearToken();
    let signedOut: Promise<void> = Promise.resolve();
    startTransition(() => {
      void navigate('/', { replace: true });
      signedOut = logout();
    });
    await signedOut;
    client.clear();
    toast.success(message, { id: 'account-deleted' });
  };

  return (
    <div className="space-y-2">
      <h3 className="font-semibold text-slate-900">Delete my account</h3>
      <p className="text-sm text-slate-600">
        Removes your account and everything it owns. Pets you share with a co-owner can be handed
        over to them first.
      </p>
      <Button variant="danger-outline" onClick={() => setOpen(true)}>
        Delete my account…
      </Button>
      {open && (
        <DeleteAccountDialog onClose={() => setOpen(false)} onDeleted={(m) => void onDeleted(m)} />
      )}
    </div>
  );
}

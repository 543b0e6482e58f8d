import { useState } from 'react';
import { Link } from 'react-router';
import { EMAIL_MESSAGES } from '@pawrx/contracts/messages';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-errors';
import { authApi } from '../../../lib/auth-api';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../../lib/use-auth';

/**
 * Shown on every signed-in page until the account's address is verified (decision 046): why it
 * matters (no reminders, no invitations) and "Resend". The server limits resends (429).
 */
export function VerifyEmailBanner() {
  const { user } = useAuth();
  const [sending, setSending] = useState(false);
  if (!user || user.emailVerified) return null;

  const resend = async () => {
    setSending(true);
    try {
      toast.success((await authApi.resendVerification()).message);
    } catch (error) {
      toast.error(errorMessage(error, EMAIL_MESSAGES.verificationSent));
    } finally {
      setSending(false);
    }
  };

  return (
    <section
      aria-label="Email verification"
      className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-amber-950 sm:px-6"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3">
        <p className="min-w-0 flex-1">
          {EMAIL_MESSAGES.unverifiedWhy} We sent a link to <strong>{user.email}</strong>.{' '}
          <Link to="/settings" className="font-medium underline">
            Settings
          </Link>
        </p>
        <Button
          variant="secondary"
          className="px-3 py-1.5 text-sm"
          busy={sending}
          busyLabel="Sending…"
          onClick={() => void resend()}
        >
          Resend
        </Button>
      </div>
    </section>
  );
}

import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { PASSWORD_MESSAGES } from '@pawrx/contracts/messages';
import { toast } from '../../../lib/toast';

/** /reset-password without a token (spec §2): say so and go to /login. */
export function InvalidResetLinkPage() {
  useEffect(() => {
    // The id keeps one toast even when effects run twice (React strict mode).
    toast.error(PASSWORD_MESSAGES.invalidResetLink, { id: 'invalid-reset-link' });
  }, []);
  return <Navigate to="/login" replace />;
}

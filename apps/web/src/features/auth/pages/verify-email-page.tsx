import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { EMAIL_MESSAGES } from '@pawrx/contracts/messages';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-errors';
import { authApi } from '../../../lib/auth-api';
import { useAuth } from '../../../lib/use-auth';
import { AuthLayout, linkClass } from '../components/auth-layout';

// A link works once: a second run of the effect (React strict mode) reuses the first answer.
const answers = new Map<string, Promise<string>>();
const spend = (token: string) => {
  if (!answers.has(token))
    answers.set(
      token,
      authApi.verifyEmail(token).then((r) => r.message),
    );
  return answers.get(token)!;
};

type Outcome = { ok: boolean; message: string } | null;

/**
 * /verify-email/:token, from the verification email (decision 046). Public: the token is the
 * permission, so the link works in a browser that is not signed in; a signed-in account's
 * details are read again, which takes the banner away.
 */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const { user, replaceUser } = useAuth();
  const signedIn = user !== null;
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    let live = true;
    spend(token).then(
      async (message) => {
        if (live) setOutcome({ ok: true, message });
        if (signedIn) replaceUser((await authApi.me()).data);
      },
      (error: unknown) => {
        if (live)
          setOutcome({ ok: false, message: errorMessage(error, EMAIL_MESSAGES.tokenInvalid) });
      },
    );
    return () => {
      live = false;
    };
    // Runs once per token; signing in elsewhere meanwhile changes nothing here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  return (
    <AuthLayout title="Email verification">
      {!outcome ? (
        <Spinner label="Verifying your email address…" className="py-6" />
      ) : (
        <div className="space-y-4">
          <p role={outcome.ok ? 'status' : 'alert'} className="text-slate-800">
            {outcome.message}
          </p>
          <Link to={signedIn ? '/dashboard' : '/login'} className={linkClass}>
            {signedIn ? 'Go to your dashboard' : 'Sign in'}
          </Link>
        </div>
      )}
    </AuthLayout>
  );
}

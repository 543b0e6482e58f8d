import { Link } from 'react-router';
import { RESET_LINK_VALIDITY_MINUTES } from '@pawrx/contracts/constants';
import { Button } from '../../../components/ui/button';
import { linkClass } from './auth-layout';

type EmailSentProps = { email: string; onSendAnother: () => void };

/** The forgot-password confirmation (spec §2): next steps, send again, back to login. */
export function EmailSent({ email, onSendAnother }: EmailSentProps) {
  return (
    <div className="space-y-5">
      <div className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6 shrink-0 text-emerald-700"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        >
          <path d="M3 6h18v12H3z" />
          <path d="M3 6l9 7 9-7" />
        </svg>
        <p className="text-sm text-emerald-900">
          If an account exists for <strong className="break-all">{email}</strong>, a link to reset
          your password is on its way.
        </p>
      </div>
      <div>
        <h2 className="text-sm font-semibold text-slate-900">What to do next</h2>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-slate-600">
          <li>Open the email from PawRx and select the reset link.</li>
          <li>The link is valid for {RESET_LINK_VALIDITY_MINUTES} minutes and works once.</li>
          <li>Nothing after a few minutes? Check your spam or junk folder.</li>
          <li>Make sure you used the email address you registered with.</li>
        </ul>
      </div>
      <Button variant="secondary" onClick={onSendAnother} className="w-full">
        Send Another Reset Email
      </Button>
      <p className="text-center text-sm">
        <Link to="/login" className={linkClass}>
          Back to Login
        </Link>
      </p>
    </div>
  );
}

import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';

export function ResetSuccess() {
  const navigate = useNavigate();
  return (
    <div className="space-y-5 text-center">
      <div
        aria-hidden="true"
        className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 12l4 4 10-10" />
        </svg>
      </div>
      <p className="text-slate-600">
        Your password has been changed. For your security, you have been signed out everywhere; sign
        in again with your new password.
      </p>
      <Button onClick={() => void navigate('/login', { replace: true })} className="w-full">
        Continue to Login
      </Button>
    </div>
  );
}

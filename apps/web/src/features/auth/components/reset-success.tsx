import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';

export function ResetSuccess() {
  const navigate = useNavigate();
  return (
    <div className="space-y-5 text-center">
      <div
        aria-hidden="true"
        className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-100 text-2xl text-emerald-700"
      >
        ✓
      </div>
      <p className="text-slate-600">
        Your password has been changed. For your security, you have been signed out everywhere; sign
        in again with your new password.
      </p>
      <Button onClick={() => navigate('/login', { replace: true })} className="w-full">
        Continue to Login
      </Button>
    </div>
  );
}

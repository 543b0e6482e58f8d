import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { PASSWORD_MESSAGES } from '@pawrx/contracts/messages';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { resetPassword } from '../api/reset-password';
import { AuthLayout, linkClass } from '../components/auth-layout';
import { PasswordChecklist } from '../components/password-checklist';
import { ResetSuccess } from '../components/reset-success';
import { passwordChecks, resetPasswordError } from '../utils/password-rules';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = resetPasswordError(password, confirm);
    if (problem) {
      toast.error(problem);
      return;
    }
    setSubmitting(true);
    try {
      await resetPassword(token, { password });
      toast.success(PASSWORD_MESSAGES.resetSuccess);
      setDone(true);
    } catch (error) {
      toast.error(errorMessage(error, PASSWORD_MESSAGES.resetFailed));
    } finally {
      setSubmitting(false);
    }
  };

  if (done) {
    return (
      <AuthLayout title="Password Reset Successful">
        <ResetSuccess />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="Pick something you haven’t used here before."
      footer={
        <Link to="/login" className={linkClass}>
          Back to Login
        </Link>
      }
    >
      <form onSubmit={handleSubmit} className="space-y-5" aria-busy={submitting}>
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={submitting}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          disabled={submitting}
        />
        <PasswordChecklist checks={passwordChecks(password, confirm)} />
        <Button
          type="submit"
          disabled={!password || !confirm}
          busy={submitting}
          busyLabel="Resetting…"
          className="w-full"
        >
          Reset Password
        </Button>
      </form>
    </AuthLayout>
  );
}

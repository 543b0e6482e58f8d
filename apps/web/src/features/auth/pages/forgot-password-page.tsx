import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PASSWORD_MESSAGES } from '@pawrx/contracts/messages';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { requestPasswordReset } from '../api/forgot-password';
import { AuthLayout, linkClass } from '../components/auth-layout';
import { EmailSent } from '../components/email-sent';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return;
    setSending(true);
    try {
      await requestPasswordReset({ email: address });
      toast.success(PASSWORD_MESSAGES.resetEmailSent);
      setSentTo(address);
    } catch (error) {
      toast.error(
        errorMessage(error, PASSWORD_MESSAGES.resetEmailFailed, PASSWORD_MESSAGES.networkError),
      );
    } finally {
      setSending(false);
    }
  };

  if (sentTo !== null) {
    return (
      <AuthLayout title="Email Sent" subtitle="Check your inbox for the reset link.">
        <EmailSent email={sentTo} onSendAnother={() => setSentTo(null)} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email you registered with and we’ll send you a link to choose a new one."
      footer={
        <Link to="/login" className={linkClass}>
          Back to Login
        </Link>
      }
    >
      <form onSubmit={handleSubmit} className="space-y-5" aria-busy={sending}>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={sending}
        />
        <Button
          type="submit"
          disabled={!email.trim()}
          busy={sending}
          busyLabel="Sending…"
          className="w-full"
        >
          Send Reset Link
        </Button>
      </form>
    </AuthLayout>
  );
}

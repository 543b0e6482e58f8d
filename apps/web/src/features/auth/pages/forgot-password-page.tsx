import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { forgotPasswordBodySchema, type ForgotPasswordBody } from '@pawrx/contracts/auth';
import { PASSWORD_MESSAGES } from '@pawrx/contracts/messages';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { requestPasswordReset } from '../api/forgot-password';
import { AuthLayout, linkClass } from '../components/auth-layout';
import { EmailSent } from '../components/email-sent';
import { submitHandler } from '../../../lib/submit-handler';

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });
  // Spec §5: the button stays disabled while the email is empty.
  const blank = !useWatch({ control, name: 'email' }).trim();

  const onSubmit = handleSubmit(async (body) => {
    try {
      await requestPasswordReset(body);
      toast.success(PASSWORD_MESSAGES.resetEmailSent);
      setSentTo(body.email);
    } catch (error) {
      toast.error(
        errorMessage(error, PASSWORD_MESSAGES.resetEmailFailed, PASSWORD_MESSAGES.networkError),
      );
    }
  });

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
      <form onSubmit={submitHandler(onSubmit)} noValidate aria-busy={isSubmitting}>
        <fieldset disabled={isSubmitting} className="space-y-5">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <Button
            type="submit"
            disabled={blank}
            busy={isSubmitting}
            busyLabel="Sending…"
            className="w-full"
          >
            Send Reset Link
          </Button>
        </fieldset>
      </form>
    </AuthLayout>
  );
}

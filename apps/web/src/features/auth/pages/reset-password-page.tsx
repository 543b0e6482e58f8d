import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { passwordChecks } from '../utils/password-rules';
import {
  resetPasswordFormSchema,
  type ResetPasswordFormValues,
} from '../utils/reset-password-form';
import { submitHandler } from '../../../lib/submit-handler';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [password, confirm] = useWatch({ control, name: ['password', 'confirmPassword'] });

  const onSubmit = handleSubmit(async ({ password: newPassword }) => {
    try {
      await resetPassword(token, { password: newPassword });
      toast.success(PASSWORD_MESSAGES.resetSuccess);
      setDone(true);
    } catch (error) {
      toast.error(errorMessage(error, PASSWORD_MESSAGES.resetFailed));
    }
  });

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
      <form onSubmit={submitHandler(onSubmit)} noValidate aria-busy={isSubmitting}>
        <fieldset disabled={isSubmitting} className="space-y-5">
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            label="Confirm New Password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <PasswordChecklist checks={passwordChecks(password, confirm)} />
          <Button
            type="submit"
            disabled={!password || !confirm}
            busy={isSubmitting}
            busyLabel="Resetting…"
            className="w-full"
          >
            Reset Password
          </Button>
        </fieldset>
      </form>
    </AuthLayout>
  );
}

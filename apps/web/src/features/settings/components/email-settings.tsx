import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changeEmailBodySchema, type ChangeEmailBody, type User } from '@pawrx/contracts/auth';
import { EMAIL_MESSAGES } from '@pawrx/contracts/messages';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-errors';
import { authApi } from '../../../lib/auth-api';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../../lib/use-auth';
import { submitHandler } from '../../../lib/submit-handler';

type EmailSettingsProps = { user: Pick<User, 'email' | 'emailVerified' | 'pendingEmail'> };

/**
 * The sign-in address, whether it is verified (and why that matters), and a change of address:
 * it takes effect from a link sent to the new one, and the current one is told (decision 046).
 */
export function EmailSettings({ user }: EmailSettingsProps) {
  const { replaceUser } = useAuth();
  const { register, handleSubmit, reset, formState } = useForm<ChangeEmailBody>({
    resolver: zodResolver(changeEmailBodySchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      toast.success((await authApi.changeEmail(values)).message);
      reset();
      replaceUser((await authApi.me()).data); // shows the address waiting for its link
    } catch (error) {
      toast.error(errorMessage(error, EMAIL_MESSAGES.changeSent));
    }
  });

  return (
    <div className="space-y-3">
      <p className="text-slate-800">
        <span className="break-all font-medium">{user.email}</span>{' '}
        {user.emailVerified ? (
          <span className="text-emerald-800">(verified)</span>
        ) : (
          <span className="text-amber-900">(not verified)</span>
        )}
      </p>
      {!user.emailVerified && (
        <p className="text-sm text-amber-900">{EMAIL_MESSAGES.unverifiedWhy}</p>
      )}
      {user.pendingEmail && (
        <p className="text-sm text-slate-700">
          Waiting for <strong className="break-all">{user.pendingEmail}</strong> to be confirmed
          from the link we sent there.
        </p>
      )}
      <form
        onSubmit={submitHandler(onSubmit)}
        noValidate
        className="space-y-3"
        aria-label="Change email address"
      >
        <TextField
          label="New email address"
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" busy={formState.isSubmitting} busyLabel="Sending…">
          Change email
        </Button>
      </form>
    </div>
  );
}

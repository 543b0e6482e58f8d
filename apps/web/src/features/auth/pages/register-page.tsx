import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MIN_PASSWORD_LENGTH } from '@pawrx/contracts/constants';
import { memberRoleSchema, PET_ROLE_LABELS } from '@pawrx/contracts/pet-access';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../../../lib/use-auth';
import { AuthLayout, linkClass } from '../components/auth-layout';
import { RoleChoice } from '../components/role-choice';
import { VetFields } from '../components/vet-fields';
import {
  REGISTER_DEFAULTS,
  registerFormSchema,
  toRegisterBody,
  type RegisterFormInput,
  type RegisterFormValues,
} from '../utils/register-form';
import { submitHandler } from '../../../lib/submit-handler';

export function RegisterPage() {
  const { register: signUp } = useAuth();
  const navigate = useNavigate();
  // An invitation email links here with the invited address, which the invitation waits for.
  // With its role (issue 24 item 10) the link is an invitation's: the address is the one invited
  // (read-only), and the account kind follows the role: an owner account for a co-owner or a
  // caregiver, a vet account (with its licence) for a vet.
  const [params] = useSearchParams();
  const invitedEmail = params.get('email') ?? '';
  const invitedAs = memberRoleSchema.safeParse(params.get('role')).data;
  const invited = invitedAs !== undefined && invitedEmail !== '';
  // The link's invitation and key prove the address: the account starts verified (decision 046).
  const invitationId = params.get('invitation');
  const invitationKey = params.get('key');
  const proof =
    invited && invitationId && invitationKey ? { invitationId, invitationKey } : undefined;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    defaultValues: {
      ...REGISTER_DEFAULTS,
      email: invitedEmail,
      role: invited && invitedAs === 'vet' ? 'vet' : 'user',
    },
    resolver: zodResolver(registerFormSchema),
  });
  const isVet = useWatch({ control, name: 'role' }) === 'vet';

  const onSubmit = async (values: RegisterFormValues) => {
    // Errors are toasted by the auth context (server message, else 'Registration failed').
    const result = await signUp({ ...toRegisterBody(values), ...proof });
    // A new member lands on the dashboard's invitation; accepting it opens the shared pet.
    if (result.success)
      await navigate('/dashboard', {
        replace: true,
        state: { firstVisit: true, joining: invited },
      });
  };

  return (
    <AuthLayout
      title={invited ? 'Create your account to join' : 'Create your free account'}
      subtitle={
        invited
          ? `You were invited as ${PET_ROLE_LABELS[invitedAs].toLowerCase()}. Create your account with the invited address, then accept the invitation.`
          : 'Keep every pet’s medications, reactions and appointments in one place.'
      }
      footer={
        <>
          Already have an account?{' '}
          <Link
            to="/login"
            className={linkClass}
            // Signing in instead (an account made meanwhile) still answers with the link's key.
            state={
              proof && {
                from: `/dashboard?${new URLSearchParams({ invitation: proof.invitationId, key: proof.invitationKey })}`,
              }
            }
          >
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={submitHandler(handleSubmit(onSubmit))} noValidate className="space-y-4">
        <TextField
          label="Full Name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          readOnly={invited}
          hint={invited ? 'The invitation is for this address.' : undefined}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        {!invited && <RoleChoice field={register('role')} disabled={isSubmitting} />}
        {isVet && <VetFields register={register} errors={errors} />}
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" busy={isSubmitting} busyLabel="Creating account…" className="w-full">
          Create Account
        </Button>
      </form>
    </AuthLayout>
  );
}

import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MIN_PASSWORD_LENGTH } from '@pawrx/contracts/constants';
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
  const [params] = useSearchParams();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    defaultValues: { ...REGISTER_DEFAULTS, email: params.get('email') ?? '' },
    resolver: zodResolver(registerFormSchema),
  });
  const isVet = useWatch({ control, name: 'role' }) === 'vet';

  const onSubmit = async (values: RegisterFormValues) => {
    // Errors are toasted by the auth context (server message, else 'Registration failed').
    const result = await signUp(toRegisterBody(values));
    if (result.success) await navigate('/dashboard', { replace: true });
  };

  return (
    <AuthLayout
      title="Create your free account"
      subtitle="Keep every pet’s medications, reactions and appointments in one place."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={linkClass}>
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
        <RoleChoice field={register('role')} disabled={isSubmitting} />
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

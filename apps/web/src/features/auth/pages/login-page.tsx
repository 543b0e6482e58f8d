import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../../../lib/use-auth';
import { loadDemoAccount } from '../api/demo-account';
import { AuthLayout, linkClass } from '../components/auth-layout';
import { validateLogin, type LoginErrors } from '../utils/login-validation';

export function LoginPage() {
  const { login, replaceUser } = useAuth();
  const navigate = useNavigate();
  // Where the protected route sent the visitor from (an invitation link with its key, say).
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [passkeyProblem, setPasskeyProblem] = useState('');

  const submit = async () => {
    setSubmitting(true);
    const checked = await validateLogin({ email, password });
    setErrors(checked.errors ?? {});
    if (!checked.body) return setSubmitting(false);
    // Errors are toasted by the auth context (server message, else 'Login failed').
    const result = await login(checked.body.email, checked.body.password);
    if (result.success)
      await navigate(typeof from === 'string' && from.startsWith('/') ? from : '/dashboard', {
        replace: true,
      });
    else setSubmitting(false);
  };

  // The WebAuthn code is a chunk of its own, loaded on the press (decision 050).
  const passkey = async () => {
    setSubmitting(true);
    setPasskeyProblem('');
    try {
      const { signInWithPasskey } = await import('../../passkeys/utils/passkey-ceremony');
      const result = await signInWithPasskey();
      if (result.ok) {
        replaceUser(result.value.user);
        return void (await navigate('/dashboard', { replace: true }));
      }
      setPasskeyProblem(result.message);
    } catch {
      setPasskeyProblem('Could not start the passkey sign-in. Check your connection.');
    }
    setSubmitting(false);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // submit() settles by itself: validation and login() both resolve, never reject.
    void submit();
  };

  const fillDemo = async () => {
    try {
      const demo = await loadDemoAccount();
      setEmail(demo.email);
      setPassword(demo.password);
      setErrors({});
    } catch {
      // The chunk did not load (offline): the fields stay as they are.
    }
  };
  // Warm the demo chunk up while the pointer or focus is on the button.
  const preload = () => void loadDemoAccount().catch(() => undefined);

  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to manage your pets’ medications."
      footer={
        <>
          New to PawRx?{' '}
          <Link to="/register" className={linkClass}>
            Create a free account
          </Link>
        </>
      }
    >
      <form onSubmit={handleSubmit} noValidate className="space-y-5" aria-busy={submitting}>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={submitting}
        />
        <div>
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            error={errors.password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={submitting}
          />
          <div className="mt-2 text-right text-sm">
            <Link to="/forgot-password" className={linkClass}>
              Forgot password?
            </Link>
          </div>
        </div>
        <Button type="submit" busy={submitting} busyLabel="Signing in…" className="w-full">
          Log In
        </Button>
      </form>
      <Button
        variant="secondary"
        onClick={() => void passkey()}
        disabled={submitting}
        className="mt-3 w-full"
      >
        Sign in with a passkey
      </Button>
      {passkeyProblem && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {passkeyProblem}
        </p>
      )}
      <div className="mt-6 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm">
        <p className="font-medium text-brand-900">Just looking around?</p>
        <p className="mt-1 text-brand-800">
          Explore PawRx with a sample pet owner account and its pets.
        </p>
        <Button
          variant="secondary"
          onClick={() => void fillDemo()}
          onPointerEnter={preload}
          onFocus={preload}
          disabled={submitting}
          className="mt-3 w-full text-sm"
        >
          Try the demo account
        </Button>
      </div>
    </AuthLayout>
  );
}

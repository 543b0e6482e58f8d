import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../../../lib/use-auth';
import { loadDemoAccount } from '../api/demo-account';
import { AuthLayout, linkClass } from '../components/auth-layout';

export function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    // Errors are toasted by the auth context (server message, else 'Login failed').
    const result = await login(email.trim(), password);
    if (result.success) navigate('/dashboard', { replace: true });
    else setSubmitting(false);
  };

  const fillDemo = async () => {
    const demo = await loadDemoAccount();
    setEmail(demo.email);
    setPassword(demo.password);
  };

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
      <form onSubmit={handleSubmit} className="space-y-5" aria-busy={submitting}>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={submitting}
        />
        <div>
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
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
      <div className="mt-6 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm">
        <p className="font-medium text-brand-900">Just looking around?</p>
        <p className="mt-1 text-brand-800">
          Explore PawRx with a sample pet owner account and its pets.
        </p>
        <Button
          variant="secondary"
          onClick={fillDemo}
          onPointerEnter={loadDemoAccount}
          onFocus={loadDemoAccount}
          disabled={submitting}
          className="mt-3 w-full text-sm"
        >
          Try the demo account
        </Button>
      </div>
    </AuthLayout>
  );
}

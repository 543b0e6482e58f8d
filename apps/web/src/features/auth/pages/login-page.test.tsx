import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '@pawrx/contracts/auth';
import { TOKEN_STORAGE_KEY } from '@pawrx/contracts/constants';
import { deferred, fakeApi } from '../../../test/fake-api';
import { authReply } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const emailInput = () => screen.getByLabelText('Email');
const passwordInput = () => screen.getByLabelText('Password', { selector: 'input' });

describe('LoginPage', () => {
  it('the demo button fills in the demo account', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Try the demo account' }));
    await waitFor(() => expect(emailInput()).toHaveValue(DEMO_ACCOUNT.email));
    expect(passwordInput()).toHaveValue(DEMO_ACCOUNT.password);
  });

  it('links to register and forgot password', async () => {
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('toggles the password visibility', async () => {
    const { user } = renderApp('/login');
    const toggle = await screen.findByRole('button', { name: 'Show password' });
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(passwordInput()).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows a busy button while signing in, then goes to the dashboard', async () => {
    const reply = deferred<ReturnType<typeof authReply>>();
    const net = fakeApi({ 'POST /api/auth/login': () => reply.promise });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), ' jamie@example.com ');
    await user.type(passwordInput(), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(net.requests[0]?.body).toEqual({ email: 'jamie@example.com', password: 'secret1' });
    reply.resolve(authReply());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('new-token');
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
  });

  it('shows the server message (e.g. rate limited) as a toast and stays', async () => {
    const message = 'Too many login attempts. Please try again in 15 minutes.';
    fakeApi({ 'POST /api/auth/login': { status: 429, body: { success: false, message } } });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'jamie@example.com');
    await user.type(passwordInput(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('checks the fields with the login schema before sending anything', async () => {
    const net = fakeApi({ 'POST /api/auth/login': authReply() });
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    await user.type(emailInput(), 'not-an-email');
    await user.type(passwordInput(), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(net.requests).toHaveLength(0);
  });
});

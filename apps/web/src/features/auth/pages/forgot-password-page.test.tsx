import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeReply } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const ok: FakeReply = { body: { success: true, message: 'If an account exists…' } };

async function submitEmail(reply: FakeReply, email = 'jamie@example.com') {
  const net = fakeApi({ 'POST /api/auth/forgot-password': reply });
  const view = renderApp('/forgot-password');
  await view.user.type(await screen.findByLabelText('Email'), email);
  await view.user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  return { ...view, net };
}

describe('ForgotPasswordPage', () => {
  it('keeps the button disabled while the email is empty', async () => {
    const { user } = renderApp('/forgot-password');
    const button = await screen.findByRole('button', { name: 'Send Reset Link' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), '   ');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'a@b.co');
    expect(button).toBeEnabled();
  });

  it('sends the email, toasts and shows the Email Sent confirmation with tips', async () => {
    const { net } = await submitEmail(ok, '  jamie@example.com ');
    expect(await screen.findByRole('heading', { name: 'Email Sent' })).toBeInTheDocument();
    expect(net.requests[0]?.body).toEqual({ email: 'jamie@example.com' });
    expect(net.requests[0]?.headers.authorization).toBeUndefined();
    expect(await screen.findByText('Password reset email sent!')).toBeInTheDocument();
    expect(screen.getByText(/spam/)).toBeInTheDocument();
    expect(screen.getByText(/valid for 10 minutes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('Send Another Reset Email returns to the form', async () => {
    const { user } = await submitEmail(ok);
    await user.click(await screen.findByRole('button', { name: 'Send Another Reset Email' }));
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('jamie@example.com');
  });

  it.each([
    [
      'the server message',
      { status: 429, body: { message: 'Too many reset requests' } },
      'Too many reset requests',
    ],
    ['the fallback', { status: 500, body: {} }, 'Failed to send reset email'],
    ['the network message', 'network-error' as const, 'Network error. Please try again.'],
  ])('on failure shows %s and stays on the form', async (_case, reply, message) => {
    await submitEmail(reply);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Email Sent' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });

  it('refuses an address that is not an email, under the field', async () => {
    const { net } = await submitEmail(ok, 'jamie@');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(net.requests).toHaveLength(0);
  });
});

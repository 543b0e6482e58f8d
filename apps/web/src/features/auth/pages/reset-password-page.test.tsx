import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const newPassword = () => screen.getByLabelText('New Password', { selector: 'input' });
const confirmPassword = () => screen.getByLabelText('Confirm New Password', { selector: 'input' });
const submitButton = () => screen.getByRole('button', { name: 'Reset Password' });
const checklistItem = (text: RegExp) =>
  within(screen.getByRole('list', { name: 'Password requirements' }))
    .getByText(text)
    .closest('li')!;

async function open(token = 'tok-123') {
  const net = fakeApi({
    [`POST /api/auth/reset-password/${token}`]: (request) =>
      (request.body as { password: string }).password === 'Expired1'
        ? {
            status: 400,
            body: { success: false, message: 'This reset link is invalid or has expired' },
          }
        : { body: { success: true, message: 'Password updated' } },
  });
  const view = renderApp(`/reset-password/${token}`);
  await screen.findByLabelText('New Password', { selector: 'input' });
  return { ...view, net };
}

describe('ResetPasswordPage', () => {
  it('disables submit while either field is empty', async () => {
    const { user } = await open();
    expect(submitButton()).toBeDisabled();
    await user.type(newPassword(), 'abcdef');
    expect(submitButton()).toBeDisabled();
    await user.type(confirmPassword(), 'a');
    expect(submitButton()).toBeEnabled();
  });

  it('updates the requirements checklist live; uppercase and digit are recommended only', async () => {
    const { user } = await open();
    expect(checklistItem(/At least 6 characters/)).toHaveAttribute('data-met', 'false');
    expect(checklistItem(/Passwords match/)).toHaveAttribute('data-met', 'false');
    expect(checklistItem(/One uppercase letter/)).toHaveTextContent('(recommended)');
    expect(checklistItem(/One number/)).toHaveTextContent('(recommended)');
    await user.type(newPassword(), 'Secret1');
    expect(checklistItem(/At least 6 characters/)).toHaveAttribute('data-met', 'true');
    expect(checklistItem(/One uppercase letter/)).toHaveAttribute('data-met', 'true');
    expect(checklistItem(/One number/)).toHaveAttribute('data-met', 'true');
    expect(checklistItem(/Passwords match/)).toHaveAttribute('data-met', 'false');
    await user.type(confirmPassword(), 'Secret1');
    expect(checklistItem(/Passwords match/)).toHaveAttribute('data-met', 'true');
  });

  it("blocks with 'Passwords do not match'", async () => {
    const { user, net } = await open();
    await user.type(newPassword(), 'secret1');
    await user.type(confirmPassword(), 'secret2');
    await user.click(submitButton());
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    // Under the field, like every form's errors, not a toast.
    expect(confirmPassword()).toHaveAttribute('aria-invalid', 'true');
    expect(net.requests).toHaveLength(0);
  });

  it("blocks with 'Password must be at least 6 characters long'", async () => {
    const { user, net } = await open();
    await user.type(newPassword(), 'abc');
    await user.type(confirmPassword(), 'abc');
    await user.click(submitButton());
    expect(
      await screen.findByText('Password must be at least 6 characters long'),
    ).toBeInTheDocument();
    expect(net.requests).toHaveLength(0);
  });

  it('has its own show/hide toggle per field', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Show confirm new password' }));
    expect(confirmPassword()).toHaveAttribute('type', 'text');
    expect(newPassword()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(newPassword()).toHaveAttribute('type', 'text');
  });

  it('posts the password to the token URL and shows the success screen', async () => {
    const { user, net } = await open('tok-123');
    await user.type(newPassword(), 'Secret12');
    await user.type(confirmPassword(), 'Secret12');
    await user.click(submitButton());
    expect(
      await screen.findByRole('heading', { name: 'Password Reset Successful' }),
    ).toBeInTheDocument();
    expect(net.requests[0]).toMatchObject({
      path: '/api/auth/reset-password/tok-123',
      body: { password: 'Secret12' },
    });
    expect(await screen.findByText('Password reset successful!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to Login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('shows the server message when the link is invalid or expired', async () => {
    const { user } = await open();
    await user.type(newPassword(), 'Expired1');
    await user.type(confirmPassword(), 'Expired1');
    await user.click(submitButton());
    expect(
      await screen.findByText('This reset link is invalid or has expired'),
    ).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it("falls back to 'Failed to reset password'", async () => {
    fakeApi({ 'POST /api/auth/reset-password/t': 'network-error' });
    const { user } = renderApp('/reset-password/t');
    await user.type(
      await screen.findByLabelText('New Password', { selector: 'input' }),
      'Secret12',
    );
    await user.type(confirmPassword(), 'Secret12');
    await user.click(submitButton());
    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
  });
});

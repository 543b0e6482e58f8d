import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type RecordedRequest } from '../../../test/fake-api';
import { authReply } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

type User = ReturnType<typeof renderApp>['user'];

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function fillOwner(user: User, overrides: Record<string, string> = {}) {
  const values = {
    'Full Name': 'Jamie Rivera',
    Email: 'jamie@example.com',
    Password: 'secret1',
    'Confirm Password': 'secret1',
    ...overrides,
  };
  await screen.findByLabelText('Full Name');
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(field(label), value);
  }
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Create Account' }));

function registerApi() {
  return fakeApi({ 'POST /api/auth/register': { status: 201, ...authReply() } });
}

const sentBody = (requests: RecordedRequest[]) => requests[0]?.body as Record<string, unknown>;

describe('RegisterPage validation (spec §5)', () => {
  it('requires name, email, password and confirmation', async () => {
    const net = registerApi();
    const { user } = renderApp('/register');
    await screen.findByLabelText('Full Name');
    await submit(user);
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(field('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(net.requests).toHaveLength(0);
  });

  it("says 'Passwords do not match'", async () => {
    const net = registerApi();
    const { user } = renderApp('/register');
    await fillOwner(user, { 'Confirm Password': 'secret2' });
    await submit(user);
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(net.requests).toHaveLength(0);
  });

  it("says 'Password must be at least 6 characters'", async () => {
    registerApi();
    const { user } = renderApp('/register');
    await fillOwner(user, { Password: 'abc', 'Confirm Password': 'abc' });
    await submit(user);
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('requires licence and clinic from a veterinarian only', async () => {
    const net = registerApi();
    const { user } = renderApp('/register');
    await fillOwner(user);
    expect(screen.queryByLabelText('License Number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Veterinarian/ }));
    await submit(user);
    expect(
      await screen.findByText('License number is required for veterinarians'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Clinic or practice name is required for veterinarians'),
    ).toBeInTheDocument();
    expect(net.requests).toHaveLength(0);
  });
});

/** Sign-up sends the browser's time zone so dose times are read where the owner lives. */
const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe('RegisterPage payload', () => {
  it('an owner with a blank phone sends neither phone nor vetInfo', async () => {
    const net = registerApi();
    const { user } = renderApp('/register');
    await fillOwner(user, { 'Phone (optional)': '   ' });
    await submit(user);
    await waitFor(() => expect(net.requests).toHaveLength(1));
    expect(sentBody(net.requests)).toEqual({
      name: 'Jamie Rivera',
      email: 'jamie@example.com',
      password: 'secret1',
      role: 'user',
      timezone: BROWSER_ZONE,
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
  });

  it('sends the phone trimmed, and vetInfo for a vet (even after switching back and forth)', async () => {
    const net = registerApi();
    const { user } = renderApp('/register');
    await fillOwner(user, { 'Phone (optional)': '  555-0100 ' });
    await user.click(screen.getByRole('radio', { name: /Veterinarian/ }));
    await user.type(field('License Number'), ' VT-123 ');
    await user.type(field('Clinic or Practice Name'), 'Happy Paws Clinic');
    await submit(user);
    await waitFor(() => expect(net.requests).toHaveLength(1));
    expect(sentBody(net.requests)).toEqual({
      name: 'Jamie Rivera',
      email: 'jamie@example.com',
      password: 'secret1',
      role: 'vet',
      phone: '555-0100',
      vetInfo: { licenseNumber: 'VT-123', clinic: 'Happy Paws Clinic', specializations: [] },
      timezone: BROWSER_ZONE,
    });
  });

  it('drops vet details typed before switching back to Pet Owner', async () => {
    const net = registerApi();
    const { user } = renderApp('/register');
    await fillOwner(user);
    await user.click(screen.getByRole('radio', { name: /Veterinarian/ }));
    await user.type(field('License Number'), 'VT-1');
    await user.click(screen.getByRole('radio', { name: /Pet Owner/ }));
    await submit(user);
    await waitFor(() => expect(net.requests).toHaveLength(1));
    expect(sentBody(net.requests)).not.toHaveProperty('vetInfo');
    expect(sentBody(net.requests).role).toBe('user');
  });

  it('shows the server message when the email is taken', async () => {
    fakeApi({
      'POST /api/auth/register': {
        status: 409,
        body: {
          success: false,
          message: 'An account with this email already exists',
          code: 'EMAIL_TAKEN',
        },
      },
    });
    const { user } = renderApp('/register');
    await fillOwner(user);
    await submit(user);
    expect(
      await screen.findByText('An account with this email already exists'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
  });
});

describe('RegisterPage from an invitation email', () => {
  it('starts with the invited address, which the invitation waits for', async () => {
    registerApi();
    renderApp('/register?email=sam%2Bpets%40example.com');
    await screen.findByLabelText('Full Name');
    expect(field('Email')).toHaveValue('sam+pets@example.com');
  });
});

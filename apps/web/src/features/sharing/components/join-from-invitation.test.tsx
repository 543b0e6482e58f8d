import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Invitation } from '@pawrx/contracts/members';
import { roleRightsText } from '@pawrx/contracts/pet-access';
import { queryClient } from '../../../app/query-client';
import { fakeApi } from '../../../test/fake-api';
import { authReply, meReply, storeToken } from '../../../test/fixtures';
import { makeUser, ok } from '../../../test/factories';
import { makeRex as makePet } from '../../../test/rex';
import { renderApp } from '../../../test/render-app';

// Issue 24 item 10: the invitation email's link opens registration with the invited address
// (read-only) and no account kind to choose; the new member is welcomed (never "Welcome back")
// and, on accepting, lands on the shared pet with a note of what the role allows.

afterEach(() => queryClient.clear());
const SLOW = { timeout: 15_000 };
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

const invitation: Invitation = {
  _id: 'inv-1',
  petId: 'p9',
  petName: 'Rex',
  species: 'dog',
  ownerName: 'Jamie Rivera',
  role: 'caregiver',
  expiresAt: null,
  ownerTimeZone: 'UTC',
  invitedAt: '2026-01-01T00:00:00.000Z',
};

describe('joining from an invitation', () => {
  it('registers a caregiver with the invited address, then lands on the shared pet with its rights', async () => {
    let accepted = false;
    const sam = makeUser({ name: 'Sam Sitter', email: 'sam@example.com', role: 'user' });
    const rex = makePet({ _id: 'p9', name: 'Rex', role: 'caregiver' });
    const api = fakeApi({
      'POST /api/auth/register': { status: 201, ...authReply(sam) },
      'GET /api/auth/me': meReply(sam),
      'GET /api/appointments': ok([]),
      'GET /api/invitations': () => ok(accepted ? [] : [invitation]),
      'GET /api/pets': () => ok(accepted ? [rex] : []),
      'GET /api/pets/p9': ok(rex),
      'GET /api/pets/p9/doses': ok([]),
      'GET /api/pets/p9/medications': ok({ current: [], history: [] }),
      'GET /api/pets/p9/reactions': ok([]),
      'POST /api/invitations/inv-1/accept': () => {
        accepted = true;
        return ok({ petId: 'p9', role: 'caregiver' });
      },
    });
    const { user } = renderApp(
      '/register?email=sam%40example.com&role=caregiver&invitation=inv-1&key=k3y',
    );
    expect(
      await screen.findByRole('heading', { name: 'Create your account to join' }, SLOW),
    ).toBeInTheDocument();
    expect(field('Email')).toHaveValue('sam@example.com');
    expect(field('Email')).toHaveAttribute('readonly');
    expect(screen.queryByRole('radio', { name: /Veterinarian/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /Pet Owner/ })).toBeNull();
    await user.type(field('Full Name'), 'Sam Sitter');
    await user.type(field('Password'), 'secret1');
    await user.type(field('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(api.calls('POST /api/auth/register')).toHaveLength(1));
    expect(api.calls('POST /api/auth/register')[0]!.body).toMatchObject({
      email: 'sam@example.com',
      role: 'user',
      // The link's key proves the address (decision 046).
      invitationId: 'inv-1',
      invitationKey: 'k3y',
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Sam' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    const panel = await screen.findByRole('region', { name: 'Invitations' }, SLOW);
    await user.click(
      within(panel).getByRole('button', { name: 'Accept the invitation to care for Rex' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Rex' }, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/pet/p9');
    const note = screen.getByText(roleRightsText('caregiver', 'Rex'));
    expect(note).toHaveTextContent(
      "As a caregiver you can see Rex's medications and records, log doses and record reactions; you cannot change medications",
    );
  });

  it('asks a vet invitee for the licence, with no account kind to choose', async () => {
    const api = fakeApi({ 'POST /api/auth/register': { status: 201, ...authReply() } });
    const { user } = renderApp('/register?email=vet%40example.com&role=vet');
    expect(await screen.findByLabelText('License Number', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Pet Owner/ })).toBeNull();
    await user.type(field('Full Name'), 'Ada Vet');
    await user.type(field('License Number'), 'VET-77');
    await user.type(field('Clinic or Practice Name'), 'Northside');
    await user.type(field('Password'), 'secret1');
    await user.type(field('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(api.calls('POST /api/auth/register')).toHaveLength(1));
    expect(api.calls('POST /api/auth/register')[0]!.body).toMatchObject({
      email: 'vet@example.com',
      role: 'vet',
      vetInfo: { licenseNumber: 'VET-77', clinic: 'Northside' },
    });
  });

  it('a signed-in member accepting stays on the dashboard, welcomed back', async () => {
    storeToken();
    let accepted = false;
    const rex = makePet({ _id: 'p9', name: 'Rex', role: 'caregiver' });
    fakeApi({
      'GET /api/auth/me': meReply(makeUser({ name: 'Sam Sitter' })),
      'GET /api/appointments': ok([]),
      'GET /api/invitations': () => ok(accepted ? [] : [invitation]),
      'GET /api/pets': () => ok(accepted ? [rex] : []),
      'GET /api/pets/p9/doses': ok([]),
      'POST /api/invitations/inv-1/accept': () => {
        accepted = true;
        return ok({ petId: 'p9', role: 'caregiver' });
      },
    });
    const { user } = renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Sam' }, SLOW),
    ).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: 'Invitations' }, SLOW);
    await user.click(
      within(panel).getByRole('button', { name: 'Accept the invitation to care for Rex' }),
    );
    expect(await screen.findByRole('region', { name: 'Shared with me' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Invitation } from '@pawrx/contracts/members';
import { queryClient } from '../../../app/query-client';
import { fakeApi } from '../../../test/fake-api';
import { meReply, storeToken } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { ok } from '../../../test/factories';
import { makeRex as makePet } from '../../../test/rex';

// The dashboard for the invitee: the invitation to answer, then the shared pet marked with the
// role, and Today only for the pets whose doses the account gives.

afterEach(() => queryClient.clear());
const SLOW = { timeout: 15_000 };

const invitation: Invitation = {
  _id: 'inv-1',
  petId: 'p9',
  petName: 'Biscuit',
  species: 'dog',
  ownerName: 'Jamie Rivera',
  role: 'caregiver',
  expiresAt: null,
  ownerTimeZone: 'UTC',
  invitedAt: '2026-01-01T00:00:00.000Z',
};

describe('invitations on the dashboard', () => {
  it('accepts an invitation; the pet then shows under Shared with me with its role', async () => {
    storeToken();
    let accepted = false;
    const biscuit = makePet({ _id: 'p9', name: 'Biscuit', role: 'caregiver' });
    const api = fakeApi({
      'GET /api/auth/me': meReply(),
      'GET /api/appointments': ok([]),
      'GET /api/invitations': () => ok(accepted ? [] : [invitation]),
      'GET /api/pets': () => ok(accepted ? [biscuit] : []),
      'GET /api/pets/p9/doses': ok([]),
      'POST /api/invitations/inv-1/accept': () => {
        accepted = true;
        return ok({ petId: 'p9', role: 'caregiver' });
      },
    });
    const { user } = renderApp('/dashboard');
    const panel = await screen.findByRole('region', { name: 'Invitations' }, SLOW);
    expect(panel).toHaveTextContent('Jamie Rivera invited you to care for Biscuit as caregiver.');
    await user.click(
      within(panel).getByRole('button', { name: 'Accept the invitation to care for Biscuit' }),
    );
    await waitFor(() => expect(api.calls('POST /api/invitations/inv-1/accept')).toHaveLength(1));
    const shared = await screen.findByRole('region', { name: 'Shared with me' });
    expect(within(shared).getByRole('article', { name: 'Biscuit' })).toHaveTextContent(
      "Caregiver Jamie Rivera's pet",
    );
    expect(within(shared).queryByRole('link', { name: 'Edit Biscuit' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull();
    expect(await screen.findByRole('region', { name: 'Today' })).toBeInTheDocument();
  });

  it("declines an invitation, and leaves a vet's patients out of Today", async () => {
    storeToken();
    const api = fakeApi({
      'GET /api/auth/me': meReply(),
      'GET /api/appointments': ok([]),
      'GET /api/invitations': ok([invitation]),
      'GET /api/pets': ok([makePet({ _id: 'p5', name: 'Patient', role: 'vet' })]),
      'POST /api/invitations/inv-1/decline': ok({ petId: 'p9', role: null }),
    });
    const { user } = renderApp('/dashboard');
    const panel = await screen.findByRole('region', { name: 'Invitations' }, SLOW);
    await user.click(
      within(panel).getByRole('button', { name: 'Decline the invitation to care for Biscuit' }),
    );
    await waitFor(() => expect(api.calls('POST /api/invitations/inv-1/decline')).toHaveLength(1));
    expect(screen.getByRole('region', { name: 'Shared with me' })).toHaveTextContent('Patient');
    expect(screen.queryByRole('region', { name: 'Today' })).toBeNull();
    expect(api.calls('GET /api/pets/p5/doses')).toHaveLength(0);
  });

  it("sends the key from the email's link with the answer to that invitation only", async () => {
    storeToken();
    const api = fakeApi({
      'GET /api/auth/me': meReply(),
      'GET /api/appointments': ok([]),
      'GET /api/invitations': ok([invitation, { ...invitation, _id: 'inv-2', petName: 'Tom' }]),
      'GET /api/pets': ok([]),
      'POST /api/invitations/inv-1/decline': ok({ petId: 'p9', role: null }),
      'POST /api/invitations/inv-2/decline': ok({ petId: 'p9', role: null }),
    });
    const { user } = renderApp('/dashboard?invitation=inv-1&key=k3y');
    const panel = await screen.findByRole('region', { name: 'Invitations' }, SLOW);
    await user.click(
      within(panel).getByRole('button', { name: 'Decline the invitation to care for Biscuit' }),
    );
    await waitFor(() => expect(api.calls('POST /api/invitations/inv-1/decline')).toHaveLength(1));
    expect(api.calls('POST /api/invitations/inv-1/decline')[0]!.body).toEqual({ key: 'k3y' });
    await user.click(
      within(panel).getByRole('button', { name: 'Decline the invitation to care for Tom' }),
    );
    await waitFor(() => expect(api.calls('POST /api/invitations/inv-2/decline')).toHaveLength(1));
    expect(api.calls('POST /api/invitations/inv-2/decline')[0]!.body).toBeUndefined();
  });
});

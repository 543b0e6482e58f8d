import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Invitation } from '@pawrx/contracts/members';
import { queryClient } from '../../../app/query-client';
import { fakeApi } from '../../../test/fake-api';
import { authReply, meReply } from '../../../test/fixtures';
import { makeUser, ok } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

// Decision 046's open end, closed: a signed-out invitee opens the invitation email's dashboard
// link, is sent to sign in, and comes back to the same link, so the key answers the invitation.

afterEach(() => queryClient.clear());
const SLOW = { timeout: 15_000 };

const invitation: Invitation = {
  _id: 'inv-7',
  petId: 'p7',
  petName: 'Juniper',
  species: 'cat',
  ownerName: 'Jamie Rivera',
  role: 'co-owner',
  expiresAt: null,
  ownerTimeZone: 'UTC',
  invitedAt: '2026-01-01T00:00:00.000Z',
};

describe('an invitation link opened signed out', () => {
  it('keeps the key through sign-in and answers with it', async () => {
    const kim = makeUser({ name: 'Kim', email: 'kim@example.com', role: 'user' });
    const api = fakeApi(
      {
        'POST /api/auth/login': authReply(kim),
        'GET /api/auth/me': meReply(kim),
        'GET /api/invitations': ok([invitation]),
        'POST /api/invitations/inv-7/accept': ok({ petId: 'p7', role: 'co-owner' }),
      },
      { otherwise: ok([]) },
    );
    const { user } = renderApp('/dashboard?invitation=inv-7&key=s3cret');
    await user.type(await screen.findByLabelText('Email', {}, SLOW), 'kim@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    const panel = await screen.findByRole('region', { name: 'Invitations' }, SLOW);
    await user.click(within(panel).getByRole('button', { name: /^Accept/ }));
    await waitFor(() => expect(api.calls('POST /api/invitations/inv-7/accept')).toHaveLength(1));
    expect(api.calls('POST /api/invitations/inv-7/accept')[0]!.body).toEqual({ key: 's3cret' });
  });
});

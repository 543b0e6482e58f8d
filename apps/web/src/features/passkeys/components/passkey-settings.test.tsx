import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PASSKEY_MESSAGES, type Passkey } from '@pawrx/contracts/passkeys';
import { queryClient } from '../../../app/query-client';
import { fakeApi } from '../../../test/fake-api';
import { ok } from '../../../test/factories';
import { meReply, storeToken } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// Issue 25 item 6 in Settings: the passkeys listed, removed after a confirmation; the adding
// itself (WebAuthn) is tested in Chromium (e2e/passkeys.spec.ts).

afterEach(() => queryClient.clear());
const SLOW = { timeout: 15_000 };
const passkey = (over: Partial<Passkey>): Passkey => ({
  _id: 'k1',
  name: 'Laptop',
  createdAt: '2026-01-01T10:00:00.000Z',
  lastUsedAt: null,
  ...over,
});

describe('Settings: passkeys', () => {
  it('lists passkeys with when they were added and last used; removes one after asking', async () => {
    storeToken();
    let live = [
      passkey({}),
      passkey({ _id: 'k2', name: 'Phone', lastUsedAt: '2026-01-03T10:00:00.000Z' }),
    ];
    const api = fakeApi(
      {
        'GET /api/auth/me': meReply(),
        'GET /api/auth/sessions': ok([]),
        'GET /api/push/subscriptions': ok([]),
        'GET /api/auth/passkeys': () => ok(live),
        'DELETE /api/auth/passkeys/k1': () => {
          live = live.filter((p) => p._id !== 'k1');
          return { body: { success: true, message: PASSKEY_MESSAGES.removed } };
        },
      },
      { otherwise: ok({}) },
    );
    const { user } = renderApp('/settings');
    const list = await screen.findByRole('list', { name: 'Passkeys' }, SLOW);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('last used never');
    await user.click(within(list).getByRole('button', { name: 'Remove passkey Laptop' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('“Laptop” will no longer sign you in');
    expect(api.calls('DELETE /api/auth/passkeys/k1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(await screen.findByText(PASSKEY_MESSAGES.removed)).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(api.calls('DELETE /api/auth/passkeys/k1')).toHaveLength(1);
  });

  it('says so when there are none', async () => {
    storeToken();
    fakeApi(
      {
        'GET /api/auth/me': meReply(),
        'GET /api/auth/sessions': ok([]),
        'GET /api/push/subscriptions': ok([]),
        'GET /api/auth/passkeys': ok([]),
      },
      { otherwise: ok({}) },
    );
    renderApp('/settings');
    expect(await screen.findByText('No passkeys yet.', {}, SLOW)).toBeInTheDocument();
  });

  it('asks for the name and password before any WebAuthn call', async () => {
    storeToken();
    const api = fakeApi(
      {
        'GET /api/auth/me': meReply(),
        'GET /api/auth/sessions': ok([]),
        'GET /api/push/subscriptions': ok([]),
        'GET /api/auth/passkeys': ok([]),
      },
      { otherwise: ok({}) },
    );
    const { user } = renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Passkeys' }, SLOW);
    await user.click(within(section).getByRole('button', { name: 'Add a passkey' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Name is required');
    expect(api.calls('POST /api/auth/passkeys/registration/options')).toHaveLength(0);
  });
});

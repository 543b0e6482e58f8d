import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_MESSAGES, type Session } from '@pawrx/contracts/sessions';
import { queryClient } from '../../../app/query-client';
import { fakeApi } from '../../../test/fake-api';
import { ok } from '../../../test/factories';
import { meReply, storeToken } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// Issue 25 item 5 in Settings: the sign-ins, this one marked; one signed out, or all the others.

afterEach(() => queryClient.clear());
const SLOW = { timeout: 15_000 };
const session = (over: Partial<Session>): Session => ({
  _id: 's1',
  device: 'Firefox on Windows',
  ip: '127.0.0.1',
  createdAt: '2026-01-01T10:00:00.000Z',
  lastSeenAt: '2026-01-02T10:00:00.000Z',
  current: false,
  ...over,
});

describe('Settings: signed-in devices', () => {
  it('lists devices, signs one out, then every other one', async () => {
    storeToken();
    let live = [
      session({ _id: 'me', device: 'Chrome on Linux', current: true }),
      session({ _id: 's1' }),
      session({ _id: 's2', device: 'Safari on iOS' }),
    ];
    const api = fakeApi(
      {
        'GET /api/auth/me': meReply(),
        'GET /api/auth/sessions': () => ok(live),
        'GET /api/push/subscriptions': ok([]),
        'GET /api/auth/passkeys': ok([]),
        'DELETE /api/auth/sessions/s1': () => {
          live = live.filter((s) => s._id !== 's1');
          return { body: { success: true, message: SESSION_MESSAGES.ended } };
        },
        'DELETE /api/auth/sessions': () => {
          live = live.filter((s) => s.current);
          return ok({ ended: 1 }, SESSION_MESSAGES.endedOthers(1));
        },
      },
      { otherwise: ok({}) },
    );
    const { user } = renderApp('/settings');
    const devices = await screen.findByRole('list', { name: 'Signed-in devices' }, SLOW);
    expect(within(devices).getAllByRole('listitem')).toHaveLength(3);
    expect(within(devices).getByText('(this device)').parentElement).toHaveTextContent(
      'Chrome on Linux',
    );
    await user.click(within(devices).getByRole('button', { name: /^Sign out Firefox on Windows/ }));
    expect(await screen.findByText(SESSION_MESSAGES.ended)).toBeInTheDocument();
    await waitFor(() => expect(within(devices).getAllByRole('listitem')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText(SESSION_MESSAGES.endedOthers(1))).toBeInTheDocument();
    await waitFor(() => expect(within(devices).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
    expect(api.calls('DELETE /api/auth/sessions/s1')).toHaveLength(1);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES } from '@pawrx/contracts/messages';
import { queryClient } from '../../../app/query-client';
import { fakeApi } from '../../../test/fake-api';
import { makeUser, ok } from '../../../test/factories';
import { meReply, storeToken } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// Issue 25 item 1 in the browser (decision 046): the banner until verified, with Resend; the
// link's page; the address in Settings, its change and the address waiting for its link.

afterEach(() => queryClient.clear());
const SLOW = { timeout: 15_000 };
const message = (text: string) => ({ body: { success: true, message: text } });
const dashboard = {
  'GET /api/appointments': ok([]),
  'GET /api/invitations': ok([]),
  'GET /api/pets': ok([]),
};

describe('an unverified account', () => {
  it('sees why in a banner on every page, and Resend sends a link (or says to wait)', async () => {
    storeToken();
    let sent = 0;
    const api = fakeApi({
      'GET /api/auth/me': meReply(makeUser({ emailVerified: false })),
      ...dashboard,
      'POST /api/auth/verify-email/resend': () =>
        ++sent === 1
          ? message(EMAIL_MESSAGES.verificationSent)
          : { status: 429, body: { success: false, message: 'Too many requests' } },
    });
    const { user } = renderApp('/dashboard');
    const banner = await screen.findByRole('region', { name: 'Email verification' }, SLOW);
    expect(banner).toHaveTextContent(EMAIL_MESSAGES.unverifiedWhy);
    expect(banner).toHaveTextContent('jamie@example.com');
    await user.click(within(banner).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(EMAIL_MESSAGES.verificationSent)).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Too many requests')).toBeInTheDocument();
    expect(api.calls('POST /api/auth/verify-email/resend')).toHaveLength(2);
  });

  it('has no banner once verified', async () => {
    storeToken();
    fakeApi({ 'GET /api/auth/me': meReply(), ...dashboard });
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    expect(screen.queryByRole('region', { name: 'Email verification' })).toBeNull();
  });
});

describe('the verification link', () => {
  it('spends the token once, even signed out, and offers to sign in', async () => {
    const api = fakeApi({ 'POST /api/auth/verify-email': message(EMAIL_MESSAGES.verified) });
    renderApp('/verify-email/tok-123');
    expect(await screen.findByText(EMAIL_MESSAGES.verified, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(api.calls('POST /api/auth/verify-email').map((r) => r.body)).toEqual([
      { token: 'tok-123' },
    ]);
  });

  it("shows the server's reason for a spent or expired link", async () => {
    fakeApi({
      'POST /api/auth/verify-email': {
        status: 400,
        body: { success: false, message: EMAIL_MESSAGES.tokenInvalid },
      },
    });
    renderApp('/verify-email/old-one');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      EMAIL_MESSAGES.tokenInvalid,
    );
  });
});

describe('Settings: the email address', () => {
  it('asks for a new address with the password and shows it waiting for its link', async () => {
    storeToken();
    let asked = false;
    const api = fakeApi(
      {
        'GET /api/auth/me': () =>
          meReply(makeUser(asked ? { pendingEmail: 'new@example.com' } : {})),
        'GET /api/calendar/feed': ok({ url: 'http://x/feed.ics' }),
        'GET /api/auth/sessions': ok([]),
        'GET /api/push/subscriptions': ok([]),
        'GET /api/auth/passkeys': ok([]),
        'POST /api/auth/email': () => {
          asked = true;
          return message(EMAIL_MESSAGES.changeSent);
        },
      },
      { otherwise: ok({}) },
    );
    const { user } = renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'Change email address' }, SLOW);
    expect(screen.getByText('(verified)')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Change email' }));
    expect(await within(form).findByText('Email is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('New email address'), 'New@Example.com');
    await user.type(within(form).getByLabelText('Current password'), 'secret-pass-1');
    await user.click(within(form).getByRole('button', { name: 'Change email' }));
    await waitFor(() =>
      expect(api.calls('POST /api/auth/email').map((r) => r.body)).toEqual([
        { email: 'new@example.com', password: 'secret-pass-1' },
      ]),
    );
    expect(await screen.findByText('new@example.com')).toBeInTheDocument();
    expect(screen.getByText(EMAIL_MESSAGES.changeSent)).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES } from '@pawrx/contracts/calendar';
import { fakeApi, type FakeHandler, type FakeReply } from '../../../test/fake-api';
import { makeUser, ok } from '../../../test/factories';
import { meReply, storeToken } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const FEED = 'http://127.0.0.1:3000/api/calendar/feed/first-secret.ics';
const NEW_FEED = 'http://127.0.0.1:3000/api/calendar/feed/second-secret.ics';

async function openSettings(
  routes: Record<string, FakeHandler | FakeReply> = {},
  from = '/settings',
) {
  storeToken();
  const net = fakeApi({
    'GET /api/auth/me': meReply(makeUser({ timezone: 'UTC', remindersEnabled: true })),
    'GET /api/pets': ok([]),
    'GET /api/appointments': ok([]),
    'GET /api/calendar/feed': ok({ url: FEED }),
    'GET /api/push/subscriptions': ok([]),
    'POST /api/calendar/feed/reset': ok({ url: NEW_FEED }, CALENDAR_MESSAGES.reset),
    ...routes,
  });
  const view = renderApp(from);
  if (from !== '/settings') {
    await screen.findByRole('heading', { level: 1 });
    await view.user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Settings',
      }),
    );
  }
  const panel = await screen.findByRole('region', { name: 'Settings' });
  return { ...view, net, panel };
}

describe('/settings: one Settings page (issue 24 item 15)', () => {
  it('holds reminders and the time zone, the calendar feed and the account, under one heading', async () => {
    await openSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Email address',
      'Reminders & time zone',
      'Notifications on this device',
      'Expenses',
      'Calendar feed',
      'Signed-in devices',
      'Passkeys',
      'Your data',
      'Account',
    ]);
    const reminders = screen.getByRole('region', { name: 'Reminders & time zone' });
    expect(within(reminders).getByLabelText('Time zone')).toBeInTheDocument();
    expect(within(reminders).getByRole('checkbox', { name: 'Send me reminders' })).toBeChecked();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(account).toHaveTextContent('jamie@example.com');
    expect(account).toHaveTextContent('Forgot password?');
  });

  it('is reached from the account menu, and the dashboard no longer holds the settings', async () => {
    storeToken();
    fakeApi({
      'GET /api/auth/me': meReply(makeUser({ timezone: 'UTC', remindersEnabled: true })),
      'GET /api/pets': ok([]),
      'GET /api/appointments': ok([]),
    });
    const { user } = renderApp('/dashboard');
    const pointer = await screen.findByText(/Reminder emails, your time zone and the calendar/);
    expect(within(pointer).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/settings$/),
    );
    expect(screen.queryByRole('checkbox', { name: 'Send me reminders' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getAllByRole('link', { name: 'Settings' })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/settings');
  });
});

describe('Reminders & Calendar settings', () => {
  it('saves the time zone and the reminders switch, and says what changed', async () => {
    const { user, net, panel } = await openSettings(
      {
        'PUT /api/auth/profile': (request) =>
          ok(makeUser(request.body as object), 'Profile updated successfully'),
      },
      '/dashboard',
    );
    const save = within(panel).getByRole('button', { name: 'Save settings' });
    expect(save).toBeDisabled();
    await user.selectOptions(within(panel).getByLabelText('Time zone'), 'Europe/London');
    await user.click(within(panel).getByRole('checkbox', { name: 'Send me reminders' }));
    await user.click(save);
    await waitFor(() =>
      expect(net.calls('PUT /api/auth/profile')[0]?.body).toEqual({
        timezone: 'Europe/London',
        remindersEnabled: false,
        reminderChannel: 'both',
      }),
    );
    expect(
      await screen.findByText('Time zone set to Europe/London. Reminders turned off'),
    ).toBeInTheDocument();
    await waitFor(() => expect(save).toBeDisabled());
    // Dose times are read in the zone: back on the dashboard, the pets' data is read again.
    const before = net.calls('GET /api/pets').length;
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(net.calls('GET /api/pets').length).toBeGreaterThan(before));
  });

  it('saves how reminders go (push, email or both) and says so', async () => {
    const { user, net, panel } = await openSettings({
      'PUT /api/auth/profile': (request) =>
        ok(makeUser(request.body as object), 'Profile updated successfully'),
    });
    const channel = within(panel).getByLabelText('Send reminders by');
    expect(channel).toHaveValue('both');
    await user.selectOptions(channel, 'push');
    await user.click(within(panel).getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(net.calls('PUT /api/auth/profile')[0]?.body).toMatchObject({
        reminderChannel: 'push',
      }),
    );
    expect(await screen.findByText('Reminders go by push')).toBeInTheDocument();
  });

  it('says when this browser cannot show notifications, and that no device has them yet', async () => {
    await openSettings();
    const push = screen.getByRole('region', { name: 'Notifications on this device' });
    // The test DOM has no PushManager, like a browser without Web Push.
    expect(
      await within(push).findByText(/cannot show notifications from PawRx/),
    ).toBeInTheDocument();
    expect(
      await within(push).findByText('No device has notifications turned on yet.'),
    ).toBeInTheDocument();
    expect(within(push).queryByRole('button', { name: /Turn on notifications/ })).toBeNull();
  });

  it("shows the server's message, else 'Profile update failed', and keeps the change", async () => {
    const { user, panel } = await openSettings({
      'PUT /api/auth/profile': { status: 500, body: { success: false } },
    });
    await user.click(within(panel).getByRole('checkbox', { name: 'Send me reminders' }));
    await user.click(within(panel).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Profile update failed')).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'Send me reminders' })).not.toBeChecked();
    expect(within(panel).getByRole('button', { name: 'Save settings' })).toBeEnabled();
  });

  it('"Subscribe in calendar" copies the feed URL and shows it; the link is created once', async () => {
    const { user, net, panel } = await openSettings();
    expect(net.calls('GET /api/calendar/feed')).toHaveLength(0);
    await user.click(within(panel).getByRole('button', { name: 'Subscribe in calendar' }));
    expect(await screen.findByText(CALENDAR_MESSAGES.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(FEED);
    expect(within(panel).getByRole('textbox', { name: 'Calendar link' })).toHaveValue(FEED);
    await user.click(within(panel).getByRole('button', { name: 'Subscribe in calendar' }));
    expect(net.calls('GET /api/calendar/feed')).toHaveLength(1);
  });

  it('resets the link after a confirmation; the old one is gone', async () => {
    const { user, net, panel } = await openSettings();
    await user.click(within(panel).getByRole('button', { name: 'Subscribe in calendar' }));
    await user.click(await within(panel).findByRole('button', { name: 'Reset link' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset calendar link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(net.calls('POST /api/calendar/feed/reset')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Reset link' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Reset calendar link?' })).getByRole('button', {
        name: 'Reset link',
      }),
    );
    expect(await screen.findByText(CALENDAR_MESSAGES.reset)).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Calendar link' })).toHaveValue(NEW_FEED);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the calendar link cannot be loaded', async () => {
    const { user, panel } = await openSettings({
      'GET /api/calendar/feed': 'network-error',
    });
    await user.click(within(panel).getByRole('button', { name: 'Subscribe in calendar' }));
    expect(await screen.findByText(CALENDAR_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox', { name: 'Calendar link' })).toBeNull();
  });
});

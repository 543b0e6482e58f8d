import { screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmergencyLink } from '@pawrx/contracts/emergency-links';
import type { Member } from '@pawrx/contracts/members';
import { queryClient } from '../../../app/query-client';
import { fakeApi, type FakeHandler, type FakeReply } from '../../../test/fake-api';
import { meReply, storeToken } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { ok } from '../../../test/factories';
import { makeRex as makePet } from '../../../test/rex';

// The profile's Sharing section for the owner: members, the invite form (the contract's schema),
// removal with confirmation, emergency links with QR code and revoke, and the activity log.

afterEach(() => queryClient.clear());
const SLOW = { timeout: 15_000 };

const member = (overrides: Partial<Member> = {}): Member => ({
  _id: 'm1',
  petId: 'p1',
  email: 'sam@example.com',
  name: 'Sam Sitter',
  role: 'caregiver',
  status: 'active',
  expiresAt: '2030-03-10T23:00:00.000Z',
  invitedAt: '2026-01-01T00:00:00.000Z',
  respondedAt: '2026-01-02T00:00:00.000Z',
  ...overrides,
});
const URL_ONCE = 'http://localhost:3000/PawRx/#/emergency/abcdefghijkl.mnopqrstuvw';
const link = (overrides: Partial<EmergencyLink> = {}): EmergencyLink => ({
  id: 'l1',
  label: 'abcd',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'Jamie Rivera',
  expiresAt: '2030-01-02T00:00:00.000Z',
  revokedAt: null,
  viewCount: 1,
  views: [{ at: '2026-01-01T02:00:00.000Z', ip: '203.0.113.7' }],
  ...overrides,
});

function open(routes: Record<string, FakeHandler | FakeReply> = {}) {
  storeToken();
  const api = fakeApi({
    'GET /api/auth/me': meReply(),
    'GET /api/pets/p1': ok(makePet()),
    'GET /api/pets/p1/medications': ok({ current: [], history: [] }),
    'GET /api/pets/p1/reactions': ok([]),
    'GET /api/pets/p1/members': ok([member()]),
    'GET /api/pets/p1/emergency-links': ok([]),
    'GET /api/pets/p1/activity': ok([
      {
        _id: 'a1',
        petId: 'p1',
        action: 'dose.logged',
        actor: { id: 'u2', name: 'Sam Sitter' },
        summary: 'Given: Apoquel (extra dose)',
        at: '2026-01-03T08:00:00.000Z',
      },
    ]),
    ...routes,
  });
  const view = renderApp('/pet/p1');
  return { ...view, api };
}

const section = async () => screen.findByRole('region', { name: 'Sharing' }, SLOW);

describe('Sharing section (owner)', () => {
  it('shows an invitation accepted elsewhere once the window has focus again (issue 24 item 8)', async () => {
    let accepted = false;
    const { api } = open({
      'GET /api/pets/p1/members': () =>
        ok([member(accepted ? {} : { status: 'pending', respondedAt: null })]),
    });
    await section();
    const people = await screen.findByRole('list', { name: 'People with access' });
    await waitFor(() => expect(people).toHaveTextContent('Invited'));
    // The invitee accepts on their own device; the owner comes back to this tab.
    accepted = true;
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await waitFor(() => expect(people).toHaveTextContent('Active'), SLOW);
    expect(people).not.toHaveTextContent('Invited');
    expect(api.calls('GET /api/pets/p1/members').length).toBeGreaterThanOrEqual(2);
    focusManager.setFocused(undefined);
  });

  it('lists members with role, status and expiry, and the activity log', async () => {
    open();
    await section();
    const people = await screen.findByRole('list', { name: 'People with access' });
    expect(people).toHaveTextContent('Sam Sitter');
    expect(people).toHaveTextContent('Active');
    expect(people).toHaveTextContent(/Caregiver · sam@example.com · until/);
    const log = await screen.findByRole('list', { name: 'Activity log' });
    // It scrolls: a keyboard user can focus it (issue 24 item 14).
    const scroller = screen.getByRole('region', { name: 'Activity log, newest first' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(scroller).toContainElement(log);
    expect(log).toHaveTextContent('Sam SitterGiven: Apoquel (extra dose)');
  });

  it('validates the invite form with the contract schema, then sends it', async () => {
    const { user, api } = open({
      'POST /api/pets/p1/members': {
        status: 201,
        body: { success: true, message: 'Invitation sent', data: member({ status: 'pending' }) },
      },
    });
    const form = within(await section()).getByRole('form', { name: 'Invite someone' });
    await user.type(within(form).getByLabelText('Email'), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.calls('POST /api/pets/p1/members')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Email'), ' Vet@Clinic.example ');
    await user.selectOptions(within(form).getByLabelText('Role'), 'vet');
    expect(within(form).getByText(/adds notes and appointments/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Access ends (optional)'), '2030-05-01');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(api.calls('POST /api/pets/p1/members')[0]?.body).toEqual({
        email: 'vet@clinic.example',
        role: 'vet',
        expiresAt: '2030-05-01',
      }),
    );
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
  });

  it("shows the server's reason under the field it names", async () => {
    const { user } = open({
      'POST /api/pets/p1/members': {
        status: 400,
        body: {
          success: false,
          code: 'BAD_REQUEST',
          message: 'You already own this pet: invite someone else',
          issues: [{ path: 'email', message: 'You already own this pet: invite someone else' }],
        },
      },
    });
    const form = within(await section()).getByRole('form', { name: 'Invite someone' });
    await user.type(within(form).getByLabelText('Email'), 'jamie@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(form).findByText('You already own this pet: invite someone else'),
    ).toBeInTheDocument();
  });

  it('removes a member only after confirming', async () => {
    const { user, api } = open({
      'DELETE /api/pets/p1/members/m1': {
        body: {
          success: true,
          message: 'Access removed; 2 emergency links they made were revoked',
          data: { revokedLinks: 2 },
        },
      },
    });
    await section();
    await user.click(await screen.findByRole('button', { name: 'Remove Sam Sitter' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove access' });
    expect(dialog).toHaveTextContent("Remove Sam Sitter's access to this pet? It ends at once.");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('DELETE /api/pets/p1/members/m1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove Sam Sitter' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove access' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() => expect(api.calls('DELETE /api/pets/p1/members/m1')).toHaveLength(1));
    expect(
      await screen.findByText('Access removed; 2 emergency links they made were revoked'),
    ).toBeInTheDocument();
  });

  it('creates an emergency link, shows its URL once with Copy, lists it without URL, and revokes it', async () => {
    let links: EmergencyLink[] = [];
    const created = {
      id: 'l1',
      url: URL_ONCE,
      label: 'abcd',
      expiresAt: '2030-01-02T00:00:00.000Z',
    };
    const { user, api } = open({
      'GET /api/pets/p1/emergency-links': () => ok(links),
      'POST /api/pets/p1/emergency-links': () => {
        links = [link()];
        return {
          status: 201,
          body: { success: true, message: 'Emergency link created', data: created },
        };
      },
      'DELETE /api/pets/p1/emergency-links/l1': () => {
        links = [link({ status: 'revoked', revokedAt: '2026-01-04T00:00:00.000Z' })];
        return { body: { success: true, message: 'Emergency link revoked' } };
      },
    });
    await section();
    expect(await screen.findByText('No emergency links yet.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Valid for'), '72');
    await user.click(screen.getByRole('button', { name: 'Create emergency link' }));
    await waitFor(() =>
      expect(api.calls('POST /api/pets/p1/emergency-links')[0]?.body).toEqual({ hours: 72 }),
    );
    // Shown once: the dialog holds the URL, its QR code and Copy, and says it will not return.
    const shown = await screen.findByRole('dialog', { name: 'Emergency link created' });
    expect(within(shown).getByLabelText('Emergency link')).toHaveValue(URL_ONCE);
    expect(shown).toHaveTextContent('PawRx keeps no copy and cannot show it again');
    expect(
      within(shown).getByRole('img', { name: "QR code of Rex's emergency link" }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(shown).getByTestId('qr-code').querySelector('path')).not.toBeNull(),
    );
    expect(within(shown).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The list: metadata only, never the URL.
    const list = await screen.findByRole('list', { name: 'Emergency links' });
    expect(list).toHaveTextContent('abcd… by Jamie Rivera');
    expect(list).toHaveTextContent('1 view');
    expect(list).toHaveTextContent('203.0.113.7');
    expect(within(list).queryByLabelText('Emergency link')).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('mnopqrstuvw');

    await user.click(within(list).getByRole('button', { name: 'Revoke' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke emergency link' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(list).findByText('Revoked')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
  });
});

describe('Sharing section (a member)', () => {
  it('shows a caregiver Leave, asks first, then leaves and goes to the dashboard', async () => {
    const { user, api } = open({
      'GET /api/pets/p1': ok(makePet({ role: 'caregiver' })),
      'DELETE /api/pets/p1/membership': {
        body: {
          success: true,
          message: 'You no longer have access to this pet',
          data: { revokedLinks: 0 },
        },
      },
      'GET /api/pets': ok([]),
      'GET /api/appointments': ok([]),
      'GET /api/invitations': ok([]),
    });
    const sharing = await section();
    expect(sharing).toHaveTextContent('You have access to Rex as caregiver.');
    expect(within(sharing).queryByText('Emergency links')).not.toBeInTheDocument();
    await user.click(within(sharing).getByRole('button', { name: 'Leave' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave Rex' });
    expect(dialog).toHaveTextContent('emergency links you made for Rex stop working');
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(api.calls('DELETE /api/pets/p1/membership')).toHaveLength(1));
    expect(await screen.findByText('You no longer have access to this pet')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@pawrx/contracts/account';
import { queryClient } from '../../../app/query-client';
import { fakeApi } from '../../../test/fake-api';
import { ok } from '../../../test/factories';
import { meReply, storeToken } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { readToken } from '../../../lib/token-storage';
import { importErrorMessage, importSummary } from '../utils/account-data-rules';
import { ApiError } from '../../../lib/api-errors';

// Settings' "Your data" (issue 25): deletion with a hand-over per co-owned pet, and the import's
// messages. The download and the upload itself run in Chromium (e2e/account-data.spec.ts).

afterEach(() => queryClient.clear());
const SLOW = { timeout: 15_000 };
const PLAN = {
  pets: [
    {
      petId: 'p1',
      name: 'Biscuit',
      coOwners: [{ userId: 'u2', name: 'Colin', email: 'colin@example.com' }],
    },
    {
      petId: 'p2',
      name: 'Pepper',
      coOwners: [{ userId: 'u3', name: 'Dana', email: 'dana@example.com' }],
    },
  ],
};

describe('Settings: delete my account', () => {
  it('hands over by default, lets a pet be deleted instead, needs the password, then signs out', async () => {
    storeToken();
    let attempts = 0;
    const api = fakeApi(
      {
        'GET /api/auth/me': meReply(),
        'GET /api/account/deletion-plan': () => ok(PLAN),
        'DELETE /api/account': () =>
          ++attempts === 1
            ? { status: 400, body: { success: false, message: ACCOUNT_MESSAGES.passwordWrong } }
            : { body: { success: true, message: ACCOUNT_MESSAGES.deleted } },
      },
      { otherwise: ok([]) },
    );
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete my account…' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const biscuit = await within(dialog).findByRole('group', { name: 'Biscuit' });
    expect(within(biscuit).getByRole('radio', { name: 'Hand over to Colin' })).toBeChecked();
    const pepper = within(dialog).getByRole('group', { name: 'Pepper' });
    await user.click(within(pepper).getByRole('radio', { name: /^Delete Pepper/ }));

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByText(ACCOUNT_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(api.calls('DELETE /api/account')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Your password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      ACCOUNT_MESSAGES.passwordWrong,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.deleted, {}, SLOW)).toBeInTheDocument();
    const body = api.calls('DELETE /api/account')[1]!.body;
    expect(body).toEqual({ password: 'wrong', handOver: [{ petId: 'p1', toUserId: 'u2' }] });
    await waitFor(() => expect(readToken()).toBeNull());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});

describe('Settings: import messages', () => {
  it('shows the server reason, and its own words for a bare 413', () => {
    const notEmpty = new ApiError({ status: 409, message: ACCOUNT_MESSAGES.importNotEmpty });
    expect(importErrorMessage(notEmpty)).toBe(ACCOUNT_MESSAGES.importNotEmpty);
    expect(importErrorMessage(new ApiError({ status: 413 }))).toBe(
      ACCOUNT_MESSAGES.archiveUploadTooLarge,
    );
    const bad = new ApiError({ status: 400, message: ACCOUNT_MESSAGES.archiveVersion });
    expect(importErrorMessage(bad)).toBe(ACCOUNT_MESSAGES.archiveVersion);
  });

  it('summarises what was imported, zeros left out', () => {
    expect(importSummary({ profile: 1, pets: 2, medications: 3, weights: 0, activity: 9 })).toBe(
      '2 pets, 3 medications',
    );
    expect(importSummary({ pets: 1, medications: 1, members: 1 })).toBe(
      '1 pet, 1 medication, 1 person sharing care',
    );
    expect(importSummary({})).toBe('no records');
  });
});

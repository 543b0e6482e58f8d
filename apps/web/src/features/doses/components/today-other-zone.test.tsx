import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatTimeForPet } from '@pawrx/contracts/date-format';
import type { Dose } from '@pawrx/contracts/doses';
import { addDays, localDateOf, zonedToUtc } from '@pawrx/contracts/zoned-time';
import { fakeApi, type RecordedRequest } from '../../../test/fake-api';
import { makeDose, makePet, makeUser, ok } from '../../../test/factories';
import { meReply, storeToken } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// Issue 24 item 12: a caregiver whose account is in another zone than the pet's owner sees the
// pet's day (the owner's today, the day the API plans its doses on), times on their own clock
// with the pet's named, and logs past doses on the pet's calendar.

// UTC+14 and UTC−11: 25 hours apart, so the sitter's day is always the day after the pet's.
const SITTER_ZONE = 'Pacific/Kiritimati';
const OWNER_ZONE = 'Pacific/Pago_Pago';
const now = new Date();
const PET_TODAY = localDateOf(now, OWNER_ZONE);
const SITTER_TODAY = localDateOf(now, SITTER_ZONE);
const LOG = 'POST /api/pets/pet-1/medications/med-1/doses';
const zones = { viewerZone: SITTER_ZONE, ownerZone: OWNER_ZONE, petName: 'Milo' };

// Due two minutes ago on every clock.
const due = makeDose({
  scheduledAt: new Date(Math.floor(Date.now() / 60_000) * 60_000 - 2 * 60_000).toISOString(),
  status: 'due',
});
const YESTERDAY = addDays(PET_TODAY, -1);
const missed = makeDose({
  scheduledAt: zonedToUtc(YESTERDAY, '08:00', OWNER_ZONE).toISOString(),
  status: 'missed',
});

function openDashboard() {
  storeToken();
  const requested: string[] = [];
  const net = fakeApi({
    'GET /api/auth/me': meReply(makeUser({ timezone: SITTER_ZONE })),
    'GET /api/pets': ok([makePet({ role: 'caregiver', ownerTimeZone: OWNER_ZONE })]),
    'GET /api/appointments': ok([]),
    'GET /api/invitations': ok([]),
    'GET /api/pets/pet-1/doses': (r: RecordedRequest) => {
      const day = r.query.get('from')!;
      requested.push(day);
      return ok(day === PET_TODAY ? [due] : day === YESTERDAY ? [missed] : []);
    },
    [LOG]: (r: RecordedRequest) => {
      const body = r.body as { status: 'given'; givenAt?: string };
      const logged: Dose = {
        ...(body.givenAt ? missed : due),
        _id: 'log-1',
        version: 1,
        status: 'given',
        loggedAt: body.givenAt ?? due.scheduledAt,
        loggedBy: { id: 'user-1', name: 'Sam Sitter' },
      };
      return { status: 201, ...ok(logged, 'Dose logged') };
    },
  });
  return { ...renderApp('/dashboard'), net, requested };
}

describe("Today for a member in another zone than the pet's owner", () => {
  it("asks for the pet's day and shows its due dose with both clocks named", async () => {
    expect(SITTER_TODAY).not.toBe(PET_TODAY);
    const { requested } = openDashboard();
    const milo = await screen.findByRole('region', { name: 'Milo today' });
    expect(requested[0]).toBe(PET_TODAY);
    expect(requested).not.toContain(SITTER_TODAY);

    const both = formatTimeForPet(due.scheduledAt, zones);
    expect(both).toMatch(/ your time, .* for Milo$/);
    expect(within(milo).getByText(both)).toBeInTheDocument();
    expect(within(milo).getByText(/^Milo’s day: /)).toHaveTextContent(
      /Milo’s day: [A-Z][a-z]{2} \d{1,2}, \d{4} \(.+\)/,
    );
    expect(within(milo).getByRole('button', { name: `Given: Carprofen at ${both}` })).toBeEnabled();
  });

  it("offers the pet's past days and logs a time typed on the pet's clock", async () => {
    const { user, net } = openDashboard();
    await user.click(await screen.findByRole('button', { name: 'Log a past dose' }));
    const panel = screen.getByRole('region', { name: 'Past doses' });
    const options = within(within(panel).getByRole('combobox', { name: 'Day' })).getAllByRole(
      'option',
    ) as HTMLOptionElement[];
    expect(options[0]!.value).toBe(YESTERDAY);

    const label = `Carprofen at ${formatTimeForPet(missed.scheduledAt, zones)}`;
    const input = await within(panel).findByLabelText(`Given at (Milo's time), ${label}`);
    expect(input).toHaveValue('08:00');
    await user.clear(input);
    await user.type(input, '08:15');
    await user.click(
      within(panel).getByRole('button', { name: `Given at 8:15 AM Milo's time: ${label}` }),
    );
    await waitFor(() =>
      expect(net.calls(LOG)[0]?.body).toEqual({
        scheduledAt: missed.scheduledAt,
        status: 'given',
        givenAt: zonedToUtc(YESTERDAY, '08:15', OWNER_ZONE).toISOString(),
      }),
    );
  });
});

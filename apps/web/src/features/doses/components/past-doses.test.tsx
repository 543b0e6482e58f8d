import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Dose } from '@pawrx/contracts/doses';
import { addDays, localDateOf, zonedToUtc } from '@pawrx/contracts/zoned-time';
import {
  fakeApi,
  type FakeHandler,
  type FakeReply,
  type RecordedRequest,
} from '../../../test/fake-api';
import { makeDose, makePet, makeUser, ok } from '../../../test/factories';
import { meReply, storeToken } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// Issue 24 item 4: a missed dose of the last 7 days is logged from the dashboard with the time
// it was given, or as skipped.

const ZONE = 'Europe/Paris';
const TODAY = localDateOf(new Date(), ZONE);
const YESTERDAY = addDays(TODAY, -1);
const LOG = 'POST /api/pets/pet-1/medications/med-1/doses';
const missed = makeDose({
  scheduledAt: zonedToUtc(YESTERDAY, '08:00', ZONE).toISOString(),
  status: 'missed',
});
const time = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: ZONE,
  });
const TIME = time(missed.scheduledAt);

function openDashboard(
  doses: (request: RecordedRequest) => FakeReply,
  routes: Record<string, FakeHandler | FakeReply> = {},
) {
  storeToken();
  const net = fakeApi({
    'GET /api/auth/me': meReply(makeUser({ timezone: ZONE })),
    'GET /api/pets': ok([makePet({ ownerTimeZone: ZONE })]),
    'GET /api/appointments': ok([]),
    'GET /api/invitations': ok([]),
    'GET /api/pets/pet-1/doses': (r) => (r.query.get('from') === TODAY ? ok([]) : doses(r)),
    ...routes,
  });
  return { ...renderApp('/dashboard'), net };
}

/** The past-dose route answering `current` and recording each log. */
function pastRoutes() {
  let current: Dose = missed;
  return {
    doses: () => ok([current]),
    routes: {
      [LOG]: (r: RecordedRequest) => {
        const body = r.body as { status: 'given' | 'skipped'; givenAt?: string };
        current = {
          ...missed,
          _id: 'log-1',
          version: 1,
          status: body.status,
          loggedAt: body.givenAt ?? new Date().toISOString(),
          loggedBy: { id: 'user-1', name: 'Jamie Rivera' },
        };
        return { status: 201, ...ok(current, 'Dose logged') };
      },
    },
  };
}

describe('dashboard: log a past dose', () => {
  it('offers the last 7 days, and logs yesterday’s dose given at the time typed', async () => {
    const { doses, routes } = pastRoutes();
    const { user, net } = openDashboard(doses, routes);
    const open = await screen.findByRole('button', { name: 'Log a past dose' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    const panel = screen.getByRole('region', { name: 'Past doses' });
    const day = within(panel).getByRole('combobox', { name: 'Day' });
    const options = within(day).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => o.value)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(TODAY, -(i + 1))),
    );
    expect(options[0]!.textContent).toMatch(/^Yesterday/);

    const input = await within(panel).findByLabelText(`Given at, Carprofen at ${TIME}`);
    expect(input).toHaveValue('08:00');
    await user.clear(input);
    await user.type(input, '08:15');
    const given = within(panel).getByRole('button', { name: /^Given at .*: Carprofen/ });
    await user.click(given);
    await waitFor(() =>
      expect(net.calls(LOG)[0]?.body).toEqual({
        scheduledAt: missed.scheduledAt,
        status: 'given',
        givenAt: zonedToUtc(YESTERDAY, '08:15', ZONE).toISOString(),
      }),
    );
    expect(
      await within(panel).findByText(
        `Given by Jamie Rivera at ${time(zonedToUtc(YESTERDAY, '08:15', ZONE).toISOString())}`,
      ),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /^Skipped:/ })).not.toBeInTheDocument();
  });

  it('says who logged it first when a stale panel logs a logged dose, and shows their log', async () => {
    const loggedAt = zonedToUtc(YESTERDAY, '08:02', ZONE).toISOString();
    let current: Dose = missed;
    const { user } = openDashboard(() => ok([current]), {
      [LOG]: () => {
        current = {
          ...missed,
          _id: 'log-9',
          version: 1,
          status: 'given',
          loggedAt,
          loggedBy: { id: 'user-9', name: 'Ana Sitter' },
        };
        return {
          status: 409,
          body: {
            success: false,
            code: 'DOSE_ALREADY_LOGGED',
            message: 'server wording',
            data: {
              _id: 'log-9',
              version: 1,
              status: 'given',
              loggedAt,
              loggedBy: { name: 'Ana Sitter' },
            },
          },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Log a past dose' }));
    const panel = screen.getByRole('region', { name: 'Past doses' });
    await user.click(await within(panel).findByRole('button', { name: /^Given at .*: Carprofen/ }));
    expect(
      await screen.findByText(`Already given by Ana Sitter at ${time(loggedAt)}`),
    ).toBeInTheDocument();
    expect(
      await within(panel).findByText(`Given by Ana Sitter at ${time(loggedAt)}`),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /^Given at/ })).not.toBeInTheDocument();
  });

  it('logs a past dose as skipped, with no time given', async () => {
    const { doses, routes } = pastRoutes();
    const { user, net } = openDashboard(doses, routes);
    await user.click(await screen.findByRole('button', { name: 'Log a past dose' }));
    await user.click(await screen.findByRole('button', { name: `Skipped: Carprofen at ${TIME}` }));
    await waitFor(() =>
      expect(net.calls(LOG)[0]?.body).toEqual({
        scheduledAt: missed.scheduledAt,
        status: 'skipped',
      }),
    );
  });

  it('reads the day picked, and says when it had no doses', async () => {
    const { user, net } = openDashboard(() => ok([]));
    await user.click(await screen.findByRole('button', { name: 'Log a past dose' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), addDays(TODAY, -7));
    expect(await screen.findByText(/^No doses were scheduled for Milo on/)).toBeInTheDocument();
    const reads = net.calls('GET /api/pets/pet-1/doses').map((c) => c.query.get('from'));
    expect(reads).toContain(addDays(TODAY, -7));
  });

  it('says when the day could not be loaded, and tries again', async () => {
    let fail = true;
    const { user } = openDashboard(() =>
      fail ? { status: 500, body: { success: false, message: 'boom' } } : ok([missed]),
    );
    await user.click(await screen.findByRole('button', { name: 'Log a past dose' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load doses');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(`Given at, Carprofen at ${TIME}`)).toBeInTheDocument();
  });

  it('offers only the pets whose role may log doses (not a vet’s patient)', async () => {
    storeToken();
    const net = fakeApi({
      'GET /api/auth/me': meReply(makeUser({ timezone: ZONE })),
      'GET /api/pets': ok([
        makePet({ ownerTimeZone: ZONE }),
        makePet({ _id: 'pet-2', name: 'Rex', role: 'vet', ownerTimeZone: ZONE }),
        makePet({ _id: 'pet-3', name: 'Luna', role: 'caregiver', ownerTimeZone: ZONE }),
      ]),
      'GET /api/appointments': ok([]),
      'GET /api/invitations': ok([]),
      'GET /api/pets/pet-1/doses': ok([]),
      'GET /api/pets/pet-2/doses': ok([]),
      'GET /api/pets/pet-3/doses': ok([]),
    });
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Log a past dose' }));
    const pet = screen.getByRole('combobox', { name: 'Pet' });
    expect(
      within(pet)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Milo', 'Luna']);
    await user.selectOptions(pet, 'pet-3');
    expect(await screen.findByText(/^No doses were scheduled for Luna on/)).toBeInTheDocument();
    const past = net
      .calls('GET /api/pets/pet-2/doses')
      .filter((c) => c.query.get('from') !== TODAY);
    expect(past).toEqual([]);
  });
});

describe('dashboard Today: supply', () => {
  it("shows each dose's refill state under it (issue 24 item 5)", async () => {
    const dueNow = makeDose({
      scheduledAt: new Date(Math.floor(Date.now() / 60_000) * 60_000 - 120_000).toISOString(),
      status: 'due',
      supply: { state: 'refill-soon', runsOutOn: addDays(TODAY, 2), daysLeft: 2 },
    });
    storeToken();
    fakeApi({
      'GET /api/auth/me': meReply(makeUser({ timezone: ZONE })),
      'GET /api/pets': ok([makePet({ ownerTimeZone: ZONE })]),
      'GET /api/appointments': ok([]),
      'GET /api/invitations': ok([]),
      'GET /api/pets/pet-1/doses': ok([dueNow]),
    });
    renderApp('/dashboard');
    const milo = await screen.findByRole('region', { name: 'Milo today' });
    expect(within(milo).getByText('Refill soon')).toBeInTheDocument();
    expect(within(milo).getByText(/^Runs out /)).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, localDateOf } from '@pawrx/contracts/zoned-time';
import { formatDateOnly, formatTime, formatWeekday } from '../../../lib/date-only';
import { makeDose, makeMedication, makePet, makeUser, ok } from '../../../test/factories';
import { meReply } from '../../../test/fixtures';
import { renderMedications } from '../test/medication-fixtures';

// Issue 14 on the medications page: dose times and supply on the form, the last 7 days and the
// 30-day adherence on the card. The account is in UTC (the default test user).

const CREATE = 'POST /api/pets/pet-1/medications';
const DOSES = 'GET /api/pets/pet-1/doses';
const TODAY = localDateOf(new Date(), 'UTC');
const YESTERDAY = addDays(TODAY, -1);

async function openAddForm(routes = {}) {
  const view = renderMedications('/medications?pet=pet-1', {
    routes: {
      [CREATE]: { status: 201, ...ok(makeMedication({ _id: 'new' }), 'Medication added') },
      [DOSES]: ok([]),
      ...routes,
    },
  });
  await view.user.click(await screen.findByRole('button', { name: '+ Add Medication' }));
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Add Medication' }) };
}

const times = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByLabelText(/^Dose time \d+$/)
    .map((input) => (input as HTMLInputElement).value);

describe('medication form: dose times and supply', () => {
  it('suggests times from the frequency until the owner changes them, and sends the schedule', async () => {
    const { user, dialog, net } = await openAddForm();
    await user.type(within(dialog).getByRole('combobox', { name: /Medication Name/ }), 'Enalapril');
    const frequency = within(dialog).getByLabelText('Frequency');
    await user.type(frequency, 'Twice daily');
    expect(times(dialog)).toEqual(['08:00', '20:00']);
    await user.clear(frequency);
    await user.type(frequency, 'Three times daily');
    expect(times(dialog)).toEqual(['08:00', '14:00', '20:00']);

    await user.click(
      within(dialog).getByRole('button', { name: `Remove dose time 2 (${formatTime('14:00')})` }),
    );
    await user.click(within(dialog).getByRole('button', { name: '+ Add time' }));
    expect(times(dialog)).toEqual(['08:00', '20:00', '21:00']);
    // The owner's own times stay when the frequency changes again.
    await user.clear(frequency);
    await user.type(frequency, 'Once daily');
    expect(times(dialog)).toEqual(['08:00', '20:00', '21:00']);

    await user.type(within(dialog).getByLabelText('Supply on hand'), '20');
    await user.selectOptions(within(dialog).getByLabelText('Supply unit'), 'tablets');
    await user.type(within(dialog).getByLabelText('Amount per dose'), '1');
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Email reminders for this medication' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add Medication' }));
    await waitFor(() => expect(net.calls(CREATE)).toHaveLength(1));
    expect(net.calls(CREATE)[0]!.body).toMatchObject({
      name: 'Enalapril',
      frequency: 'Once daily',
      doseTimes: ['08:00', '20:00', '21:00'],
      remindersEnabled: false,
      supplyQuantity: 20,
      supplyUnit: 'tablets',
      amountPerDose: 1,
    });
  });

  it('says when a frequency has no regular times', async () => {
    const { user, dialog } = await openAddForm();
    await user.type(within(dialog).getByLabelText('Frequency'), 'As needed');
    expect(times(dialog)).toEqual([]);
    expect(
      within(dialog).getByText(/Add dose times yourself for this frequency/),
    ).toBeInTheDocument();
  });

  it('refuses a supply below zero with the API’s message', async () => {
    const { user, dialog, net } = await openAddForm();
    await user.type(within(dialog).getByRole('combobox', { name: /Medication Name/ }), 'Enalapril');
    await user.type(within(dialog).getByLabelText('Supply on hand'), '-2');
    await user.click(within(dialog).getByRole('button', { name: 'Add Medication' }));
    expect(
      await within(dialog).findByText('Supply quantity cannot be negative'),
    ).toBeInTheDocument();
    expect(net.calls(CREATE)).toHaveLength(0);
  });

  it("keeps an edited medication's own times when its frequency changes", async () => {
    const medication = makeMedication({ doseTimes: ['07:30'], frequency: 'Once daily' });
    const view = renderMedications('/medications?pet=pet-1', {
      current: [medication],
      routes: {
        [DOSES]: ok([]),
        'PUT /api/pets/pet-1/medications/med-1': ok(medication, 'Medication updated'),
      },
    });
    const card = await screen.findByRole('article', { name: 'Carprofen' });
    await view.user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Medication' });
    expect(times(dialog)).toEqual(['07:30']);
    await view.user.clear(within(dialog).getByLabelText('Frequency'));
    await view.user.type(within(dialog).getByLabelText('Frequency'), 'Twice daily');
    expect(times(dialog)).toEqual(['07:30']);
  });
});

describe('medication card: schedule, supply and adherence', () => {
  const scheduled = makeMedication({
    doseTimes: ['08:00', '20:00'],
    supplyQuantity: 20,
    supplyUnit: 'tablets',
    amountPerDose: 1,
    supplyRunsOutOn: addDays(TODAY, 9),
    supply: { state: 'ok', runsOutOn: addDays(TODAY, 9), daysLeft: 9 },
  });
  const doses = [
    makeDose({ scheduledAt: `${YESTERDAY}T08:00:00.000Z`, status: 'given' }),
    makeDose({ scheduledAt: `${YESTERDAY}T20:00:00.000Z`, status: 'missed' }),
    makeDose({ scheduledAt: `${TODAY}T08:00:00.000Z`, status: 'given' }),
    makeDose({ scheduledAt: `${TODAY}T20:00:00.000Z`, status: 'upcoming' }),
  ];

  it('shows the dose times, the supply, the last 7 days and the 30-day adherence', async () => {
    const { net } = renderMedications('/medications?pet=pet-1', {
      current: [scheduled],
      routes: { [DOSES]: ok(doses) },
    });
    const card = await screen.findByRole('article', { name: 'Carprofen' });
    expect(
      within(card).getByText(`${formatTime('08:00')}, ${formatTime('20:00')}`),
    ).toBeInTheDocument();
    expect(within(card).getByText('20 tablets')).toBeInTheDocument();
    expect(
      within(card).getByText(`Runs out ${formatDateOnly(addDays(TODAY, 9))}`),
    ).toBeInTheDocument();
    expect(within(card).queryByText('Refill soon')).not.toBeInTheDocument();
    expect(await within(card).findByText('30-day adherence: 67%')).toBeInTheDocument();
    const days = within(card).getByRole('list', { name: 'Last 7 days' });
    expect(within(days).getAllByRole('listitem')).toHaveLength(7);
    expect(
      within(days).getByText(
        `${formatWeekday(YESTERDAY)} ${formatDateOnly(YESTERDAY)}: some given`,
      ),
    ).toBeInTheDocument();
    const query = net.calls(DOSES)[0]!.query;
    expect([query.get('from'), query.get('to')]).toEqual([addDays(TODAY, -29), TODAY]);
  });

  it("counts the last days on the pet's calendar for a member in another zone (issue 24 item 12)", async () => {
    // UTC+14 and UTC−11 are 25 hours apart, so the reader's day is always the day after the pet's.
    const READER_ZONE = 'Pacific/Kiritimati';
    const OWNER_ZONE = 'Pacific/Pago_Pago';
    const petToday = localDateOf(new Date(), OWNER_ZONE);
    expect(localDateOf(new Date(), READER_ZONE)).not.toBe(petToday);
    const { net } = renderMedications('/medications?pet=pet-1', {
      pets: [makePet({ role: 'co-owner', ownerTimeZone: OWNER_ZONE })],
      current: [scheduled],
      routes: {
        'GET /api/auth/me': meReply(makeUser({ timezone: READER_ZONE })),
        [DOSES]: ok(doses),
      },
    });
    const card = await screen.findByRole('article', { name: 'Carprofen' });
    const days = await within(card).findByRole('list', { name: 'Last 7 days' });
    expect(within(days).getByText(new RegExp(`${formatDateOnly(petToday)}: `))).toBeInTheDocument();
    await waitFor(() => expect(net.calls(DOSES).length).toBeGreaterThan(0));
    expect(net.calls(DOSES).at(-1)!.query.get('to')).toBe(petToday);
  });

  it('flags Refill soon on the card once the supply is low (issue 24 item 5)', async () => {
    renderMedications('/medications?pet=pet-1', {
      current: [
        {
          ...scheduled,
          supply: { state: 'refill-soon', runsOutOn: addDays(TODAY, 3), daysLeft: 3 },
        },
      ],
      routes: { [DOSES]: ok(doses) },
    });
    const card = await screen.findByRole('article', { name: 'Carprofen' });
    expect(within(card).getByText('Refill soon')).toBeInTheDocument();
    expect(
      within(card).getByText(`Runs out ${formatDateOnly(addDays(TODAY, 3))}`),
    ).toBeInTheDocument();
  });

  it('reads the doses again once the medication is paused', async () => {
    const view = renderMedications('/medications?pet=pet-1', {
      current: [scheduled],
      routes: {
        [DOSES]: ok(doses),
        'PUT /api/pets/pet-1/medications/med-1': ok(
          { ...scheduled, status: 'paused' },
          'Medication updated',
        ),
      },
    });
    const card = await screen.findByRole('article', { name: 'Carprofen' });
    await within(card).findByText('30-day adherence: 67%');
    const before = view.net.calls(DOSES).length;
    await view.user.click(within(card).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Medication paused')).toBeInTheDocument();
    await waitFor(() => expect(view.net.calls(DOSES).length).toBeGreaterThan(before));
  });

  it('offers to try again when the doses cannot be loaded', async () => {
    renderMedications('/medications?pet=pet-1', {
      current: [scheduled],
      routes: { [DOSES]: { status: 500, body: { success: false } } },
    });
    const card = await screen.findByRole('article', { name: 'Carprofen' });
    expect(await within(card).findByText('Could not load doses')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

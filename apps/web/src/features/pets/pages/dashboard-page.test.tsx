import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDaysToDateOnly } from '@pawrx/contracts/vaccinations';
import { fakeApi } from '../../../test/fake-api';
import { meReply, storeToken } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { todayDateOnly } from '../../../lib/date-only';
import { makeAppointment, makePet, makeUser, ok } from '../../../test/factories';

function open(routes: Record<string, unknown>) {
  storeToken();
  const api = fakeApi({ 'GET /api/auth/me': meReply(), ...(routes as object) });
  return { ...renderApp('/dashboard'), api };
}

describe('/dashboard', () => {
  it.each([
    { name: 'Dr. Alex Morgan', role: 'vet', heading: 'Welcome back, Dr. Morgan' },
    { name: '', role: 'vet', heading: 'Welcome back' },
    { name: 'Jamie Rivera', role: 'user', heading: 'Welcome back, Jamie' },
  ] as const)('greets a $role named "$name" with "$heading" (issue 24 item 9)', async (who) => {
    storeToken();
    fakeApi({
      'GET /api/auth/me': meReply(makeUser({ name: who.name, role: who.role })),
      'GET /api/pets': ok([]),
      'GET /api/appointments': ok([]),
      'GET /api/invitations': ok([]),
    });
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: who.heading }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it("shows 'No pets yet' and 'No upcoming appointments' for a new owner", async () => {
    open({ 'GET /api/pets': ok([]), 'GET /api/appointments': ok([]) });
    expect(await screen.findByText('No pets yet', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('No upcoming appointments')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Schedule your first appointment' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('gridcell')).toHaveLength(42);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
  });

  it('adds a pet with age as an integer and weight as a decimal, and the §9 defaults', async () => {
    const { user, api } = open({
      'GET /api/pets': ok([]),
      'GET /api/appointments': ok([]),
      'POST /api/pets': {
        status: 201,
        body: { success: true, message: 'Pet added successfully!', data: makePet() },
      },
    });
    await user.click(await screen.findByRole('button', { name: '+ Add Pet' }, { timeout: 15_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Pet' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Pet' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Weight is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Age is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Name'), 'Rex');
    await user.type(within(dialog).getByLabelText('Weight'), '12.5');
    await user.type(within(dialog).getByLabelText('Age'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Add Pet' }));
    await waitFor(() => expect(api.calls('POST /api/pets')).toHaveLength(1));
    expect(api.calls('POST /api/pets')[0]!.body).toEqual({
      name: 'Rex',
      species: 'dog',
      breed: '',
      weight: 12.5,
      weightUnit: 'kg',
      age: 4,
      ageUnit: 'years',
      sex: 'male',
      neutered: false,
      photo: '',
    });
    expect(await screen.findByText('Pet added successfully!')).toBeInTheDocument();
  });

  it('dots days with non-cancelled appointments and lists upcoming and past', async () => {
    const today = todayDateOnly();
    const soon = addDaysToDateOnly(today, 1);
    const { user } = open({
      'GET /api/pets': ok([makePet()]),
      'GET /api/appointments': ok([
        makeAppointment({ _id: 'a1', date: soon, title: 'Dental clean', type: 'dental' }),
        makeAppointment({ _id: 'a2', date: today, status: 'cancelled', title: 'Cancelled one' }),
        makeAppointment({ _id: 'a3', date: '2020-01-01', status: 'completed', title: 'Old visit' }),
      ]),
    });
    expect(await screen.findByText(/Dental clean/, {}, { timeout: 15_000 })).toBeInTheDocument();
    const dotted = screen
      .getAllByTestId('appointment-dot')
      .map((d) => d.closest('button')!.dataset.date);
    expect(dotted).toContain(soon);
    expect(dotted).not.toContain(today);
    await user.click(screen.getByRole('button', { name: 'Past Appointments (2)' }));
    const past = within(document.getElementById('past-appointments')!).getAllByRole('listitem');
    expect(past.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Cancelled one'),
      expect.stringContaining('Old visit'),
    ]);
  });

  it('opens the scheduling modal for a clicked future day with the §9 defaults', async () => {
    const today = todayDateOnly();
    const day = addDaysToDateOnly(today, 2);
    const { user, api } = open({
      'GET /api/pets': ok([makePet()]),
      'GET /api/appointments': ok([]),
      'POST /api/pets/pet-1/appointments': { status: 201, body: ok(makeAppointment()).body },
    });
    await screen.findByText('Milo', {}, { timeout: 15_000 });
    // The grid always shows at least 5 days of the next month, so today + 2 is in it.
    const cell = document.querySelector<HTMLButtonElement>(`[data-date="${day}"]`);
    expect(cell).not.toBeNull();
    await user.click(cell!);
    const dialog = screen.getByRole('dialog', { name: 'Schedule Appointment' });
    expect(within(dialog).getByLabelText('Date')).toHaveValue(day);
    expect(within(dialog).getByLabelText('Time')).toHaveValue('10:00');
    expect(within(dialog).getByLabelText('Type')).toHaveValue('check-up');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Appointment' }));
    await waitFor(() => expect(api.calls('POST /api/pets/pet-1/appointments')).toHaveLength(1));
    expect(api.calls('POST /api/pets/pet-1/appointments')[0]!.body).toMatchObject({
      date: day,
      time: '10:00',
      type: 'check-up',
      status: 'scheduled',
    });
  });

  it('schedules only with a pet, a time and a day from today on (spec §5)', async () => {
    const today = todayDateOnly();
    const { user, api } = open({
      'GET /api/pets': ok([makePet(), makePet({ _id: 'pet-2', name: 'Luna' })]),
      'GET /api/appointments': ok([]),
      'POST /api/pets/pet-2/appointments': { status: 201, body: ok(makeAppointment()).body },
    });
    await user.click(await screen.findByRole('button', { name: 'Schedule' }, { timeout: 15_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule Appointment' });
    await user.clear(within(dialog).getByLabelText('Date'));
    await user.type(within(dialog).getByLabelText('Date'), addDaysToDateOnly(today, -1));
    await user.clear(within(dialog).getByLabelText('Time'));
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Appointment' }));
    expect(within(dialog).getByText('Please select a pet')).toBeInTheDocument();
    expect(within(dialog).getByText('The date cannot be earlier than today')).toBeInTheDocument();
    expect(within(dialog).getByText('Time is required')).toBeInTheDocument();
    expect(api.calls('POST /api/pets/pet-2/appointments')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('Pet'), 'Luna');
    await user.clear(within(dialog).getByLabelText('Date'));
    await user.type(within(dialog).getByLabelText('Date'), today);
    await user.type(within(dialog).getByLabelText('Time'), '09:30');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Appointment' }));
    await waitFor(() => expect(api.calls('POST /api/pets/pet-2/appointments')).toHaveLength(1));
    expect(api.calls('POST /api/pets/pet-2/appointments')[0]!.body).toMatchObject({
      date: today,
      time: '09:30',
      status: 'scheduled',
    });
  });
});

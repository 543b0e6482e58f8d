import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { queryClient } from '../../../app/query-client';
import { PET_MESSAGES, VACCINATION_MESSAGES } from '@pawrx/contracts/messages';
import { deferred, fakeApi } from '../../../test/fake-api';
import {
  makeAppointment,
  makeMedication,
  makePet,
  makeReaction,
  makeVaccination,
  ok,
} from '../../../test/factories';
import { meReply, storeToken } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const med = (_id: string, name: string, startDate: string) =>
  makeMedication({ _id, petId: 'p1', name, startDate, brandName: '', frequency: 'Once daily' });
const reaction = (_id: string, medication: string, date: string) =>
  makeReaction({ _id, petId: 'p1', medication, date, severity: 'mild' });

const pet = makePet({
  _id: 'p1',
  name: 'Rex',
  medicalHistory: {
    allergies: ['penicillin'],
    chronicConditions: ['arthritis', 'CKD'],
    vaccinations: [
      makeVaccination({ _id: 'v1', petId: 'p1', date: '2024-01-01', nextDue: '2025-01-01' }),
    ],
  },
  allergies: ['penicillin'],
  conditions: ['arthritis', 'CKD'],
  appointments: [
    makeAppointment({ _id: 'a1', petId: 'p1', date: '2030-02-01', title: 'Later' }),
    makeAppointment({ _id: 'a2', petId: 'p1', date: '2030-01-01', title: 'Sooner' }),
    makeAppointment({ _id: 'a3', petId: 'p1', status: 'completed' }),
  ],
});

function open(routes: Record<string, unknown> = {}) {
  storeToken();
  const api = fakeApi({
    'GET /api/auth/me': meReply(),
    'GET /api/pets/p1': ok(pet),
    'GET /api/pets/p1/medications': ok({
      current: [
        med('m1', 'Oldest', '2025-01-01'),
        med('m2', 'Apoquel', '2025-03-01'),
        med('m3', 'Carprofen', '2025-02-01'),
        med('m4', 'Newest', '2025-04-01'),
      ],
      history: [],
    }),
    'GET /api/pets/p1/reactions': ok([
      reaction('r1', 'Old drug', '2024-01-01'),
      reaction('r2', 'Middle drug', '2024-06-01'),
      reaction('r3', 'New drug', '2025-01-01'),
    ]),
    ...(routes as object),
  });
  return { ...renderApp('/pet/p1'), api };
}

describe('/pet/:petId', () => {
  it('shows the tabs with their counts and the overview summaries', async () => {
    open();
    expect(
      await screen.findByRole('heading', { name: 'Rex', level: 1 }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Medications (4)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Appointments (2)' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Reactions (3)' })).toBeInTheDocument();
    // 1 vaccination + 1 allergy + 2 conditions
    expect(screen.getByTestId('health-alerts')).toHaveTextContent('4');
    const overview = screen.getByRole('tabpanel');
    expect(within(overview).getByText('Newest')).toBeInTheDocument();
    expect(within(overview).getByText('Apoquel')).toBeInTheDocument();
    expect(within(overview).getByText('Carprofen')).toBeInTheDocument();
    expect(within(overview).queryByText('Oldest')).not.toBeInTheDocument();
    expect(within(overview).getByText('New drug')).toBeInTheDocument();
    expect(within(overview).queryByText('Old drug')).not.toBeInTheDocument();
  });

  it('lists scheduled appointments by date and marks one complete', async () => {
    const { user, api } = open({
      'PUT /api/pets/p1/appointments/a2': ok(makeAppointment({ _id: 'a2', status: 'completed' })),
    });
    await user.click(await screen.findByRole('tab', { name: 'Appointments (2)' }));
    const items = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(['Sooner', 'Later']);
    await user.click(within(items[0]!).getByRole('button', { name: 'Mark Complete' }));
    await waitFor(() => expect(api.calls('PUT /api/pets/p1/appointments/a2')).toHaveLength(1));
    expect(api.calls('PUT /api/pets/p1/appointments/a2')[0]!.body).toEqual({ status: 'completed' });
    expect(await screen.findByText('Appointment marked as completed')).toBeInTheDocument();
  });

  it('shows the vaccination history with an overdue badge', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('tab', { name: 'Medical History' }));
    expect(screen.getByText('Rabies')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText('penicillin')).toBeInTheDocument();
  });

  it('says Could not load medications when the medications call fails', async () => {
    const { user } = open({ 'GET /api/pets/p1/medications': { status: 500, body: {} } });
    await user.click(await screen.findByRole('tab', { name: /^Medications/ }));
    expect(await screen.findByText(PET_MESSAGES.medicationsLoadFailed)).toBeInTheDocument();
  });

  it("keeps a medication's dose warning on the Medications tab, as the API works it out", async () => {
    const warning = {
      riskLevel: 'High' as const,
      mgPerKg: 8.3,
      description: 'Carprofen at 8.3 mg/kg is above the usual 4.4 mg/kg for dogs.',
      recommendation: 'Ask your vet before the next dose.',
    };
    const { user } = open({
      'GET /api/pets/p1/medications': ok({
        current: [{ ...med('m3', 'Carprofen', '2025-02-01'), doseWarning: warning }],
        history: [],
      }),
    });
    await user.click(await screen.findByRole('tab', { name: /^Medications/ }));
    const note = await screen.findByRole('note', { name: 'Dose warning: Carprofen' });
    expect(note).toHaveTextContent(
      'Dose above the usual range (High risk): about 8.3 mg/kg per dose',
    );
    expect(note).toHaveTextContent(warning.description);
    expect(note).toHaveTextContent(warning.recommendation);
  });

  it('shows Pet Not Found with Back to Dashboard for a 404', async () => {
    open({
      'GET /api/pets/p1': { status: 404, body: { success: false, message: 'Pet not found' } },
    });
    expect(await screen.findByRole('heading', { name: 'Pet Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('deletes the pet after confirmation and goes to the dashboard', async () => {
    const { user, api } = open({
      'DELETE /api/pets/p1': {
        body: { success: true, message: 'Pet profile deleted successfully' },
      },
      'GET /api/pets': ok([]),
      'GET /api/appointments': ok([]),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Pet' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Pet Profile' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Permanently' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(api.calls('DELETE /api/pets/p1')).toHaveLength(1);
    // Issue 13: the deleted pet is not fetched again (a 404 in the console), and leaves the cache.
    await screen.findByText('No pets yet');
    expect(api.calls('GET /api/pets/p1')).toHaveLength(1);
    expect(queryClient.getQueryData(['pets', 'detail', 'p1'])).toBeUndefined();
  });

  it('stops asking for a deleted pet: no request for its doses on the dashboard it returns to (issue 24 item 17)', async () => {
    // The owner came from the dashboard: its pet list (with Rex) is in the cache, and the fresh
    // list is slow to come.
    queryClient.setQueryData(['pets', 'list'], [pet]);
    const slowList = deferred<{ body: unknown }>();
    const { user, api } = open({
      'DELETE /api/pets/p1': {
        body: { success: true, message: 'Pet profile deleted successfully' },
      },
      'GET /api/pets': () => slowList.promise,
      'GET /api/appointments': ok([]),
      'GET /api/invitations': ok([]),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Pet' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Pet Profile' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Permanently' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(queryClient.getQueryData<{ _id: string }[]>(['pets', 'list'])).toEqual([]);
    slowList.resolve(ok([]));
    await screen.findByText('No pets yet');
    const afterDelete = api.requests.slice(api.requests.findIndex((r) => r.method === 'DELETE'));
    expect(afterDelete.filter((r) => r.path.startsWith('/api/pets/p1'))).toEqual([
      expect.objectContaining({ method: 'DELETE', path: '/api/pets/p1' }),
    ]);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['pets', 'detail', 'p1'] })).toEqual([]);
  });

  it('downloads the report as <PetName>_Medical_Report.pdf', async () => {
    // jsdom has no object URLs: lend the two functions for this test only.
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => {} });
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const { user, api } = open({
      'GET /api/reports/pet/p1/medical-record': { body: { pdf: true } },
    });
    await user.click(await screen.findByRole('button', { name: 'Download Report' }));
    expect(await screen.findByText(PET_MESSAGES.reportDownloaded)).toBeInTheDocument();
    expect(api.calls('GET /api/reports/pet/p1/medical-record')).toHaveLength(1);
    expect(clicked).toEqual(['Rex_Medical_Report.pdf']);
  });

  it('says Failed to download medical report when the server refuses', async () => {
    const { user } = open({
      'GET /api/reports/pet/p1/medical-record': { status: 500, body: {} },
    });
    await user.click(await screen.findByRole('button', { name: 'Download Report' }));
    expect(await screen.findByText(PET_MESSAGES.reportFailed)).toBeInTheDocument();
  });

  it('schedules with the profile variant: title and date required, time optional', async () => {
    const { user, api } = open({
      'POST /api/pets/p1/appointments': { status: 201, body: ok(makeAppointment()).body },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Appointment' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule Appointment' });
    expect(within(dialog).getByLabelText('Type')).toHaveValue('check-up');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Appointment' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Date is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Title'), 'Annual exam');
    await user.type(within(dialog).getByLabelText('Date'), '2030-05-06');
    await user.type(within(dialog).getByLabelText('Address'), '1 Elm St');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Appointment' }));
    await waitFor(() => expect(api.calls('POST /api/pets/p1/appointments')).toHaveLength(1));
    expect(api.calls('POST /api/pets/p1/appointments')[0]!.body).toMatchObject({
      type: 'check-up',
      title: 'Annual exam',
      date: '2030-05-06',
      time: '',
      address: '1 Elm St',
    });
    expect(await screen.findByText('Appointment scheduled successfully!')).toBeInTheDocument();
  });

  it('records a vaccination with the body’s own rules: next due not before the date', async () => {
    const { user, api } = open({
      'POST /api/pets/p1/vaccinations': {
        status: 201,
        ...ok(makeVaccination({ petId: 'p1' }), VACCINATION_MESSAGES.added),
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Medical History' }));
    await user.click(screen.getByRole('button', { name: /Add Vaccination/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add Vaccination' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Vaccination' }));
    expect(within(dialog).getByText('Vaccine is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Date is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Vaccine'), 'DHPP');
    await user.type(within(dialog).getByLabelText('Date Given'), '2025-03-01');
    await user.type(within(dialog).getByLabelText('Next Due'), '2025-02-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save Vaccination' }));
    expect(
      await within(dialog).findByText('Next due date cannot be before the vaccination date'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Next Due')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(within(dialog).getByLabelText('Next Due'));
    await user.type(within(dialog).getByLabelText('Next Due'), '2026-03-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save Vaccination' }));
    await waitFor(() => expect(api.calls('POST /api/pets/p1/vaccinations')).toHaveLength(1));
    expect(api.calls('POST /api/pets/p1/vaccinations')[0]!.body).toEqual({
      vaccine: 'DHPP',
      date: '2025-03-01',
      nextDue: '2026-03-01',
      veterinarian: '',
      notes: '',
    });
    expect(await screen.findByText(VACCINATION_MESSAGES.added)).toBeInTheDocument();
  });

  it('deletes a vaccination after confirming in a dialog', async () => {
    const { user, api } = open({
      'DELETE /api/pets/p1/vaccinations/v1': {
        body: { success: true, message: 'Vaccination deleted' },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Medical History' }));
    await user.click(screen.getByRole('button', { name: 'Delete Rabies' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Vaccination' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls('DELETE /api/pets/p1/vaccinations/v1')).toHaveLength(1));
    expect(await screen.findByText('Vaccination deleted')).toBeInTheDocument();
  });
});

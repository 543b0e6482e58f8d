import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { todayDateOnly } from '../../../lib/date-only';
import { makeMedication, makePet, makeReaction, ok } from '../../../test/factories';
import { renderMedications } from '../test/medication-fixtures';

const SLOW = { timeout: 15_000 };

describe('/medications with no pet selected (spec §2)', () => {
  it('shows the intro, three benefit cards, the pet dropdown and the safety reminders', async () => {
    const view = renderMedications('/medications', {
      pets: [makePet(), makePet({ _id: 'pet-2', name: 'Luna', species: 'cat', breed: '' })],
    });
    const select = await screen.findByRole('combobox', { name: /Select a pet/ }, SLOW);
    expect(screen.getByRole('heading', { level: 1, name: 'Medications' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(4);
    expect(within(select).getByRole('option', { name: 'Milo - dog (Beagle)' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Luna - cat' })).toBeInTheDocument();
    const reminders = screen.getByRole('region', { name: /Safety Reminders/ });
    for (const text of [
      /dosage/,
      /human medications/,
      /Store/,
      /adverse reaction/,
      /original containers/,
    ])
      expect(within(reminders).getByText(text)).toBeInTheDocument();

    await view.user.selectOptions(select, 'pet-1');
    expect(await screen.findByRole('heading', { name: "Milo's Medications" })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: /Back to Pet Selection/ }));
    expect(await screen.findByRole('combobox', { name: /Select a pet/ })).toBeInTheDocument();
  });

  it("shows 'No Pets Added Yet' linking to /dashboard when the owner has no pets", async () => {
    renderMedications('/medications', { pets: [] });
    expect(await screen.findByText('No Pets Added Yet', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Your First Pet' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});

describe('/medications?pet=<id> (spec §2)', () => {
  it('shows the summary card, the tab counts and the §4 colours', async () => {
    const view = renderMedications('/medications?pet=pet-1', {
      pets: [makePet({ allergies: ['Penicillin'] })],
      current: [
        makeMedication(),
        makeMedication({ _id: 'med-2', name: 'Gabapentin', status: 'paused' }),
      ],
      history: [
        makeMedication({
          _id: 'med-3',
          name: 'Cefalexin',
          status: 'completed',
          endDate: '2025-04-01',
        }),
      ],
      reactions: [makeReaction(), makeReaction({ _id: 'r2', severity: 'life-threatening' })],
    });
    const summary = await screen.findByRole('region', { name: 'Milo summary' }, SLOW);
    expect(within(summary).getByText('4 years')).toBeInTheDocument();
    expect(within(summary).getByText('12.5 kg')).toBeInTheDocument();
    expect(within(summary).getByText('Penicillin')).toHaveClass('text-red-600');
    expect(within(summary).getByRole('img', { name: 'Dog' })).toBeInTheDocument();

    expect(await screen.findByRole('tab', { name: 'Current Medications (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'History (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Adverse Reactions (2)' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toHaveClass('bg-green-100');
    expect(screen.getByText('Paused')).toHaveClass('bg-yellow-100');

    await view.user.click(screen.getByRole('tab', { name: 'History (1)' }));
    expect(screen.getByRole('article', { name: 'Cefalexin' })).toBeInTheDocument();
    expect(screen.getByText('Completed')).toHaveClass('bg-blue-100');

    await view.user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Adverse Reactions (2)' })).toHaveFocus();
    expect(screen.getByText('Moderate')).toHaveClass('bg-orange-100');
    expect(screen.getByText('Life-threatening')).toHaveClass('bg-red-800');
  });

  it('pauses, resumes, completes and discontinues through PUT with the status', async () => {
    const put = vi.fn((_r: unknown) => ok(makeMedication(), 'Medication updated'));
    const view = renderMedications('/medications?pet=pet-1', {
      current: [
        makeMedication(),
        makeMedication({ _id: 'med-2', name: 'Gabapentin', status: 'paused' }),
      ],
      routes: {
        'PUT /api/pets/pet-1/medications/med-1': (r) => put(r.body),
        'PUT /api/pets/pet-1/medications/med-2': (r) => put(r.body),
      },
    });
    const carprofen = await screen.findByRole('article', { name: 'Carprofen' }, SLOW);
    const gabapentin = screen.getByRole('article', { name: 'Gabapentin' });
    expect(within(carprofen).queryByRole('button', { name: 'Resume' })).toBeNull();
    await view.user.click(within(carprofen).getByRole('button', { name: 'Pause' }));
    await view.user.click(within(gabapentin).getByRole('button', { name: 'Resume' }));
    await view.user.click(within(carprofen).getByRole('button', { name: 'Complete' }));
    await view.user.click(within(gabapentin).getByRole('button', { name: 'Discontinue' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(4));
    expect(put.mock.calls.map((c) => c[0])).toEqual([
      { status: 'paused' },
      { status: 'active' },
      { status: 'completed', endDate: todayDateOnly() },
      { status: 'discontinued', endDate: todayDateOnly() },
    ]);
    // Issue 13: each toast says what happened, not "Medication updated".
    expect(await screen.findByText('Medication discontinued')).toBeInTheDocument();
    expect(screen.queryByText('Medication updated')).toBeNull();
  });

  it.each([
    [true, 'Medication deleted', 1],
    [false, null, 0],
  ])('delete asks "Are you sure…" (confirmed: %s)', async (confirmed, toast, calls) => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(confirmed);
    const view = renderMedications('/medications?pet=pet-1', {
      current: [makeMedication()],
      routes: { 'DELETE /api/pets/pet-1/medications/med-1': ok(undefined, 'Medication deleted') },
    });
    const card = await screen.findByRole('article', { name: 'Carprofen' }, SLOW);
    await view.user.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this medication?');
    if (toast) expect(await screen.findByText(toast)).toBeInTheDocument();
    expect(view.net.calls('DELETE /api/pets/pet-1/medications/med-1')).toHaveLength(calls);
  });

  it('a failed delete shows the server message', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const view = renderMedications('/medications?pet=pet-1', {
      current: [makeMedication()],
      routes: {
        'DELETE /api/pets/pet-1/medications/med-1': {
          status: 404,
          body: { message: 'Medication not found' },
        },
      },
    });
    const card = await screen.findByRole('article', { name: 'Carprofen' }, SLOW);
    await view.user.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Medication not found')).toBeInTheDocument();
  });
});

describe('Report Adverse Reaction (spec §5)', () => {
  it('defaults to mild and recovered, splits the symptoms and sends both forms', async () => {
    const view = renderMedications('/medications?pet=pet-1', {
      current: [makeMedication()],
      routes: {
        'POST /api/pets/pet-1/reactions': {
          status: 201,
          body: { success: true, message: 'Adverse reaction recorded', data: makeReaction() },
        },
      },
    });
    await view.user.click(
      await screen.findByRole('button', { name: /Report Adverse Reaction/ }, SLOW),
    );
    const dialog = screen.getByRole('dialog', { name: 'Report Adverse Reaction' });
    expect(within(dialog).getByLabelText('Severity')).toHaveValue('mild');
    expect(within(dialog).getByLabelText('Outcome')).toHaveValue('recovered');
    await view.user.type(within(dialog).getByLabelText(/^Medication/), 'Carprofen');
    await view.user.type(within(dialog).getByLabelText(/^Symptoms/), ' vomiting, , lethargy ,');
    await view.user.click(within(dialog).getByRole('button', { name: 'Report Reaction' }));
    expect(await screen.findByText('Adverse reaction recorded')).toBeInTheDocument();
    expect(view.net.calls('POST /api/pets/pet-1/reactions')[0]!.body).toMatchObject({
      medication: 'Carprofen',
      date: todayDateOnly(),
      severity: 'mild',
      outcome: 'recovered',
      symptoms: ['vomiting', 'lethargy'],
      symptomsInput: ' vomiting, , lethargy ,',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('needs at least one symptom once the line is split on commas', async () => {
    const view = renderMedications('/medications?pet=pet-1');
    await view.user.click(
      await screen.findByRole('button', { name: /Report Adverse Reaction/ }, SLOW),
    );
    const dialog = screen.getByRole('dialog', { name: 'Report Adverse Reaction' });
    await view.user.type(within(dialog).getByLabelText(/^Medication/), 'Carprofen');
    await view.user.type(within(dialog).getByLabelText(/^Symptoms/), ' , ,');
    await view.user.click(within(dialog).getByRole('button', { name: 'Report Reaction' }));
    expect(await within(dialog).findByText('At least one symptom is required')).toBeInTheDocument();
    expect(view.net.calls('POST /api/pets/pet-1/reactions')).toHaveLength(0);
  });

  it("shows the server message, else 'Error saving reaction'", async () => {
    const view = renderMedications('/medications?pet=pet-1', {
      routes: { 'POST /api/pets/pet-1/reactions': { status: 500, body: {} } },
    });
    await view.user.click(
      await screen.findByRole('button', { name: /Report Adverse Reaction/ }, SLOW),
    );
    const dialog = screen.getByRole('dialog', { name: 'Report Adverse Reaction' });
    await view.user.type(within(dialog).getByLabelText(/^Medication/), 'Carprofen');
    await view.user.type(within(dialog).getByLabelText(/^Symptoms/), 'hives');
    await view.user.click(within(dialog).getByRole('button', { name: 'Report Reaction' }));
    expect(await screen.findByText('Error saving reaction')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Report Adverse Reaction' })).toBeInTheDocument();
  });
});

describe('Request New Medication (spec §5, §9)', () => {
  it('offers the §9 categories and submits the request', async () => {
    const view = renderMedications('/medications?pet=pet-1', {
      routes: {
        'POST /api/medications/request': {
          status: 201,
          body: { success: true, message: 'ok', data: {} },
        },
      },
    });
    await view.user.click(
      await screen.findByRole('button', { name: 'Request New Medication' }, SLOW),
    );
    const dialog = screen.getByRole('dialog', { name: 'Request New Medication' });
    const category = within(dialog).getByLabelText('Category');
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select category',
      'Antibiotic',
      'Anti-inflammatory',
      'Pain',
      'Heart',
      'Seizure',
      'Steroid',
      'Allergy',
      'Gastrointestinal',
      'Behavioral',
      'Parasite Prevention',
      'Supplement',
      'Other',
    ]);
    await view.user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(within(dialog).getByText('Medication name is required')).toBeInTheDocument();
    await view.user.type(within(dialog).getByLabelText(/^Medication Name/), 'Grapiprant');
    await view.user.selectOptions(category, 'Pain');
    await view.user.type(within(dialog).getByLabelText('Common Doses'), '20 mg, 60 mg');
    await view.user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(
      await screen.findByText(
        "Medication request submitted! We'll review it and add it to our database.",
      ),
    ).toBeInTheDocument();
    expect(view.net.calls('POST /api/medications/request')[0]!.body).toMatchObject({
      medicationName: 'Grapiprant',
      category: 'Pain',
      commonDoses: ['20 mg', '60 mg'],
      species: 'dog',
    });
  });

  it("shows 'Failed to submit request. Please try again.' on failure", async () => {
    const view = renderMedications('/medications?pet=pet-1', {
      routes: { 'POST /api/medications/request': 'network-error' },
    });
    await view.user.click(
      await screen.findByRole('button', { name: 'Request New Medication' }, SLOW),
    );
    const dialog = screen.getByRole('dialog', { name: 'Request New Medication' });
    await view.user.type(within(dialog).getByLabelText(/^Medication Name/), 'Grapiprant');
    await view.user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(
      await screen.findByText('Failed to submit request. Please try again.'),
    ).toBeInTheDocument();
  });
});

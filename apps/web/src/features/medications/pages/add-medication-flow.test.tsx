import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeHandler, FakeReply } from '../../../test/fake-api';
import { makeMedication, ok } from '../../../test/factories';
import { renderMedications } from '../test/medication-fixtures';

// Spec §4 "Add medication flow", driven through the page with the network faked at fetch.

const CHECK = 'POST /api/interactions/check';
const CREATE = 'POST /api/pets/pet-1/medications';
const created = {
  status: 201,
  body: { success: true, message: 'Medication added', data: makeMedication({ _id: 'new' }) },
};

const interaction = (riskLevel: string) => ({
  medication1: 'Carprofen',
  medication2: 'Prednisone',
  riskLevel,
  description: 'Two anti-inflammatories together raise the risk of stomach ulcers.',
  recommendation: 'Do not combine without your veterinarian.',
  kind: 'drug-drug',
  source: { publisher: 'Plumb', title: "Plumb's" },
});
const toxic = {
  medication: 'Prednisone',
  reason: 'Toxic for dogs in this test',
  recommendation: 'Do not give.',
  species: ['dog'],
  severity: 'Critical',
  kind: 'species-toxicity',
  source: { publisher: 'ASPCA', title: 'APCC' },
};
const result = (toxicMedications: unknown[], drugInteractions: unknown[]) =>
  ok({ toxicMedications, drugInteractions, analysis: '', unrecognized: [] });

/**
 * The pre-check runs twice: with the new medication and, as the baseline, the current ones alone.
 * `check` answers the first, `baseline` the second (nothing known by default).
 */
const checkRoute =
  (withNew: FakeReply, baseline: FakeReply): FakeHandler =>
  (request) =>
    (request.body as { medications: { name: string }[] }).medications.some(
      (m) => m.name === 'Prednisone',
    )
      ? withNew
      : baseline;

async function addMedication(
  check: FakeReply | undefined,
  current = [makeMedication()],
  baseline: FakeReply = result([], []),
) {
  const view = renderMedications('/medications?pet=pet-1', {
    current,
    routes: { [CREATE]: created, ...(check ? { [CHECK]: checkRoute(check, baseline) } : {}) },
  });
  await view.user.click(
    await screen.findByRole('button', { name: '+ Add Medication' }, { timeout: 15_000 }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Add Medication' });
  await view.user.type(
    within(dialog).getByRole('combobox', { name: /Medication Name/ }),
    'Prednisone',
  );
  await view.user.type(within(dialog).getByLabelText('Dosage'), '5 mg');
  await view.user.click(within(dialog).getByRole('button', { name: 'Add Medication' }));
  return { ...view, dialog };
}

describe('Add medication pre-check (spec §4)', () => {
  it('safe: the check finds nothing, the medication is saved directly', async () => {
    const { net } = await addMedication(result([], []));
    expect(await screen.findByText('Medication added')).toBeInTheDocument();
    expect(net.calls(CHECK).map((c) => c.body)).toEqual([
      {
        petId: 'pet-1',
        medications: [
          { name: 'Carprofen', dosage: '75 mg', frequency: 'Twice daily' },
          { name: 'Prednisone', dosage: '5 mg', frequency: '' },
        ],
      },
      {
        petId: 'pet-1',
        medications: [{ name: 'Carprofen', dosage: '75 mg', frequency: 'Twice daily' }],
      },
    ]);
    expect(net.calls(CREATE)).toHaveLength(1);
    expect(net.calls(CREATE)[0]!.body).toMatchObject({
      name: 'Prednisone',
      dosage: '5 mg',
      route: 'oral',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('caution: the warning opens with "Proceed with Caution"; confirming saves the held medication', async () => {
    const { net, user } = await addMedication(result([], [interaction('Medium')]));
    const warning = await screen.findByRole('dialog', { name: /Drug Interaction Warning/ });
    expect(within(warning).getByText('Use with Caution')).toBeInTheDocument();
    expect(within(warning).getByText(/stomach ulcers/)).toBeInTheDocument();
    expect(
      within(warning).queryByRole('button', { name: 'Add Anyway (Consult Vet First!)' }),
    ).toBeNull();
    expect(net.calls(CREATE)).toHaveLength(0);
    await user.click(within(warning).getByRole('button', { name: 'Proceed with Caution' }));
    expect(await screen.findByText('Medication added')).toBeInTheDocument();
    expect(net.calls(CREATE)[0]!.body).toMatchObject({ name: 'Prednisone', dosage: '5 mg' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['a toxic medication', result([toxic], [])],
    ['a High interaction', result([], [interaction('High')])],
    ['a Critical interaction', result([], [interaction('Critical')])],
  ])(
    'dangerous (%s): the confirm reads "Add Anyway (Consult Vet First!)"',
    async (_case, reply) => {
      const { net, user } = await addMedication(reply);
      const warning = await screen.findByRole('dialog', { name: /Drug Interaction Warning/ });
      expect(within(warning).getByText('Do Not Give Together')).toBeInTheDocument();
      expect(within(warning).queryByRole('button', { name: 'Proceed with Caution' })).toBeNull();
      await user.click(
        within(warning).getByRole('button', { name: 'Add Anyway (Consult Vet First!)' }),
      );
      await waitFor(() => expect(net.calls(CREATE)).toHaveLength(1));
    },
  );

  it('an accepted risky pair does not hold back a harmless addition: saved without a warning', async () => {
    const oldPair = interaction('Critical');
    const { net } = await addMedication(result([], [oldPair]), undefined, result([], [oldPair]));
    expect(await screen.findByText('Medication added')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /Drug Interaction Warning/ })).toBeNull();
    expect(net.calls(CREATE)).toHaveLength(1);
  });

  it('leads with what the new medication changes; its severity sets the verdict; old findings fold away', async () => {
    const oldPair = {
      ...interaction('Critical'),
      medication2: 'Enalapril',
      description: 'Old pair.',
    };
    const newOne = { ...interaction('Low'), description: 'New pair: mild stomach upset.' };
    const { user } = await addMedication(
      result([], [oldPair, newOne]),
      undefined,
      result([], [oldPair]),
    );
    const warning = await screen.findByRole('dialog', { name: /Drug Interaction Warning/ });
    expect(within(warning).getByText('Use with Caution')).toBeInTheDocument();
    expect(within(warning).queryByText('Do Not Give Together')).toBeNull();
    expect(within(warning).getByText('New pair: mild stomach upset.')).toBeVisible();
    const note = within(warning).getByText(/Already on record: 1 earlier finding/);
    expect(within(warning).getByText('Old pair.')).not.toBeVisible();
    await user.click(note);
    expect(within(warning).getByText('Old pair.')).toBeVisible();
    expect(within(warning).getByRole('button', { name: 'Proceed with Caution' })).toBeEnabled();
  });

  it('without a baseline (its check failed) every finding counts as new', async () => {
    await addMedication(result([], [interaction('High')]), undefined, 'network-error');
    const warning = await screen.findByRole('dialog', { name: /Drug Interaction Warning/ });
    expect(within(warning).getByText('Do Not Give Together')).toBeInTheDocument();
    expect(within(warning).queryByText(/Already on record/)).toBeNull();
  });

  it('Cancel on the warning saves nothing and returns to the form', async () => {
    const { net, user } = await addMedication(result([toxic], []));
    const warning = await screen.findByRole('dialog', { name: /Drug Interaction Warning/ });
    await user.click(within(warning).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: /Drug Interaction Warning/ })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Add Medication' })).toBeInTheDocument();
    expect(net.calls(CREATE)).toHaveLength(0);
  });

  it.each([
    ['404 (endpoint missing)', { status: 404, body: { success: false, message: 'Not found' } }],
    ['500', { status: 500, body: { success: false, message: 'Boom' } }],
    ['a network error', 'network-error' as const],
    ['an unexpected shape', ok({ analysis: 'no lists' })],
  ])('check failed with %s: saved directly and silently', async (_case, reply) => {
    const { net } = await addMedication(reply);
    expect(await screen.findByText('Medication added')).toBeInTheDocument();
    expect(net.calls(CHECK)).toHaveLength(2);
    expect(net.calls(CREATE)).toHaveLength(1);
    expect(screen.queryByText('Boom')).toBeNull();
    expect(screen.queryByText('Network error - please try again')).toBeNull();
  });

  it('no current medications: no check, saved directly', async () => {
    const { net } = await addMedication(undefined, []);
    expect(await screen.findByText('Medication added')).toBeInTheDocument();
    expect(net.calls(CHECK)).toHaveLength(0);
  });

  it('editing skips the check and sends a PUT', async () => {
    const update = 'PUT /api/pets/pet-1/medications/med-1';
    const view = renderMedications('/medications?pet=pet-1', {
      current: [makeMedication()],
      routes: { [update]: ok(makeMedication({ dosage: '50 mg' }), 'Medication updated') },
    });
    const card = await screen.findByRole('article', { name: 'Carprofen' }, { timeout: 15_000 });
    await view.user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Medication' });
    const dosage = within(dialog).getByLabelText('Dosage');
    expect(dosage).toHaveValue('75 mg');
    await view.user.clear(dosage);
    await view.user.type(dosage, '50 mg');
    await view.user.click(within(dialog).getByRole('button', { name: 'Update Medication' }));
    expect(await screen.findByText('Medication updated')).toBeInTheDocument();
    expect(view.net.calls(CHECK)).toHaveLength(0);
    expect(view.net.calls(update)[0]!.body).toMatchObject({
      name: 'Carprofen',
      dosage: '50 mg',
      route: 'oral',
    });
    expect(view.net.calls(update)[0]!.body).not.toHaveProperty('status');
  });

  it.each([
    [
      'the server message',
      { status: 400, body: { success: false, message: 'Dosage is too long' } },
      'Dosage is too long',
    ],
    ['the fallback', { status: 500, body: {} }, 'Error saving medication'],
    ['the network text', 'network-error' as const, 'Network error - please try again'],
  ])('a failed save shows %s and keeps the form open', async (_case, reply, message) => {
    const view = renderMedications('/medications?pet=pet-1', { routes: { [CREATE]: reply } });
    await view.user.click(
      await screen.findByRole('button', { name: '+ Add Medication' }, { timeout: 15_000 }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Add Medication' });
    await view.user.type(
      within(dialog).getByRole('combobox', { name: /Medication Name/ }),
      'Fish oil',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Add Medication' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Medication' })).toBeInTheDocument();
  });

  it('requires a name: "Medication name is required", nothing sent', async () => {
    const view = renderMedications('/medications?pet=pet-1', { current: [makeMedication()] });
    await view.user.click(
      await screen.findByRole('button', { name: '+ Add Medication' }, { timeout: 15_000 }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Add Medication' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Add Medication' }));
    expect(await within(dialog).findByText('Medication name is required')).toBeInTheDocument();
    expect(view.net.calls(CHECK)).toHaveLength(0);
    expect(view.net.calls(CREATE)).toHaveLength(0);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeReaction, ok } from '../../../test/factories';
import { renderMedications } from '../test/medication-fixtures';

const SLOW = { timeout: 15_000 };
const ITEM = '/api/pets/pet-1/reactions/reaction-1';

async function openReactions(routes = {}) {
  const view = renderMedications('/medications?pet=pet-1', {
    reactions: [makeReaction()],
    routes,
  });
  await view.user.click(await screen.findByRole('tab', { name: 'Adverse Reactions (1)' }, SLOW));
  return { ...view, card: screen.getByRole('article', { name: 'Reaction to Amoxicillin' }) };
}

describe('Adverse Reactions tab', () => {
  it('lists the reaction with its symptoms, outcome and severity colour', async () => {
    const { card } = await openReactions();
    expect(within(card).getByText('Moderate')).toHaveClass('bg-orange-100');
    expect(within(card).getByRole('list', { name: 'Symptoms' })).toHaveTextContent('vomitinghives');
    expect(within(card).getByText('Recovered')).toBeInTheDocument();
  });

  it('corrects a reaction through PUT with the form prefilled', async () => {
    const { user, card, net } = await openReactions({
      [`PUT ${ITEM}`]: ok(makeReaction({ medication: 'Amoxicillin-clavulanate' })),
    });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Adverse Reaction' });
    const medication = within(dialog).getByLabelText(/^Medication/);
    expect(medication).toHaveValue('Amoxicillin');
    expect(within(dialog).getByLabelText('Severity')).toHaveValue('moderate');
    expect(within(dialog).getByLabelText(/^Symptoms/)).toHaveValue('vomiting, hives');
    await user.clear(medication);
    await user.type(medication, 'Amoxicillin-clavulanate');
    await user.click(within(dialog).getByRole('button', { name: 'Update Reaction' }));
    expect(await screen.findByText('Adverse reaction updated')).toBeInTheDocument();
    expect(net.calls(`PUT ${ITEM}`)[0]!.body).toMatchObject({
      medication: 'Amoxicillin-clavulanate',
      severity: 'moderate',
      symptoms: ['vomiting', 'hives'],
    });
  });

  it('deletes a reaction after confirmation', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, card, net } = await openReactions({
      [`DELETE ${ITEM}`]: { body: { success: true, message: 'Adverse reaction deleted' } },
    });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Adverse reaction deleted')).toBeInTheDocument();
    expect(net.calls(`DELETE ${ITEM}`)).toHaveLength(1);
  });

  it('shows a retry instead of the list when the reactions cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = renderMedications('/medications?pet=pet-1', {
      routes: { 'GET /api/pets/pet-1/reactions': { status: 500, body: {} } },
    });
    await view.user.click(await screen.findByRole('tab', { name: /Adverse Reactions/ }, SLOW));
    expect(
      await screen.findByText('Adverse reactions could not be loaded.', {}, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(error).toHaveBeenCalled());
  });
});

describe('?pet=<id>', () => {
  it('falls back to the pet selection for an id that is not one of the owner’s pets', async () => {
    renderMedications('/medications?pet=someone-elses');
    expect(await screen.findByRole('combobox', { name: /Select a pet/ }, SLOW)).toBeInTheDocument();
  });
});

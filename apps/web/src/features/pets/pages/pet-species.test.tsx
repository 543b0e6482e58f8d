import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SPECIES, SPECIES_LABELS } from '@pawrx/contracts/species';
import { fakeApi } from '../../../test/fake-api';
import { meReply, storeToken } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makePet, ok } from '../../../test/factories';

// Issue 10: every species can be chosen in the Add Pet form and is shown by its label.

function open(routes: Record<string, unknown>) {
  storeToken();
  const api = fakeApi({ 'GET /api/auth/me': meReply(), ...(routes as object) });
  return { ...renderApp('/dashboard'), api };
}

describe('species on the dashboard', () => {
  it('offers every species in Add Pet and sends the chosen value', async () => {
    const { user, api } = open({
      'GET /api/pets': ok([]),
      'GET /api/appointments': ok([]),
      'POST /api/pets': {
        status: 201,
        body: { success: true, message: 'Pet added successfully!', data: makePet() },
      },
    });
    await user.click(await screen.findByRole('button', { name: '+ Add Pet' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Pet' });
    const select = within(dialog).getByLabelText('Species');
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(SPECIES.map((s) => SPECIES_LABELS[s]));

    await user.type(within(dialog).getByLabelText('Name'), 'Pip');
    await user.selectOptions(select, 'Guinea pig');
    await user.type(within(dialog).getByLabelText('Weight'), '1.1');
    await user.type(within(dialog).getByLabelText('Age'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add Pet' }));
    await waitFor(() => expect(api.calls('POST /api/pets')).toHaveLength(1));
    expect(api.calls('POST /api/pets')[0]!.body).toMatchObject({
      name: 'Pip',
      species: 'guinea-pig',
    });
    // Typing into four fields takes more than the default 5 s on a loaded CI machine.
  }, 20_000);

  it('shows an exotic pet by its species label on its card', async () => {
    open({
      'GET /api/pets': ok([
        makePet({ _id: 'p2', name: 'Shelly', species: 'tortoise', breed: 'Hermann’s' }),
      ]),
      'GET /api/appointments': ok([]),
    });
    expect(await screen.findByText('Tortoise or turtle • Hermann’s', {})).toBeInTheDocument();
  });
});

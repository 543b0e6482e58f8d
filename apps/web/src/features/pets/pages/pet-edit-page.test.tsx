import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PET_MESSAGES } from '@pawrx/contracts/messages';
import { fakeApi } from '../../../test/fake-api';
import { makePet, ok } from '../../../test/factories';
import { meReply, storeToken } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// Spec §5 Edit pet, validated by the update body's own schema with name, species and sex required.

const PUT = 'PUT /api/pets/pet-1';

function openEdit() {
  storeToken();
  const pet = makePet({ weight: null, weightUnit: null, insuranceInfo: { provider: 'Acme' } });
  const net = fakeApi({
    'GET /api/auth/me': meReply(),
    'GET /api/pets/pet-1': ok(pet),
    [PUT]: ok(pet, PET_MESSAGES.updated),
    'GET /api/pets': ok([pet]),
    'GET /api/appointments': ok([]),
    'GET /api/pets/pet-1/medications': ok({ current: [], history: [] }),
    'GET /api/pets/pet-1/reactions': ok([]),
  });
  return { ...renderApp('/pets/pet-1/edit'), net };
}

describe('/pets/:petId/edit', () => {
  it('requires a name, refuses a negative age, and sends the lists split', async () => {
    const { user, net } = openEdit();
    const name = await screen.findByLabelText('Name');
    expect(screen.getByLabelText('Weight Unit')).toHaveValue('lbs');
    await user.clear(name);
    await user.type(screen.getByLabelText('Age'), '{Backspace}-1');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Age cannot be negative')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(net.calls(PUT)).toHaveLength(0);

    await user.type(name, 'Milo');
    await user.clear(screen.getByLabelText('Age'));
    await user.type(screen.getByLabelText('Allergies'), ' pollen , ,dust,');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(net.calls(PUT)).toHaveLength(1));
    expect(net.calls(PUT)[0]!.body).toMatchObject({
      name: 'Milo',
      age: null,
      weight: null,
      weightUnit: 'lbs',
      insuranceInfo: { provider: 'Acme' },
      medicalHistory: { allergies: ['pollen', 'dust'], chronicConditions: [] },
    });
    expect(await screen.findByText(PET_MESSAGES.updated)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/pet/pet-1'));
  });
});

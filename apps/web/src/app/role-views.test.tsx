import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PET_ROLE_LABELS, type PetRole } from '@pawrx/contracts/pet-access';
import { fakeApi } from '../test/fake-api';
import { meReply, storeToken } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { makeMedication, makePet as makeSummary, makeReaction, ok } from '../test/factories';
import { makeRex as makePet, makeRexAppointment as makeAppointment } from '../test/rex';
import { renderMedications } from '../features/medications/test/medication-fixtures';

// A shared pet shows each role only what it may do: the same rights table the API enforces.

const SLOW = { timeout: 15_000 };

function openProfile(role: PetRole) {
  storeToken();
  fakeApi({
    'GET /api/auth/me': meReply(),
    'GET /api/pets/p1': ok(
      makePet({
        role,
        ownerName: 'Jamie Rivera',
        appointments: [makeAppointment({ _id: 'a1', date: '2030-01-01', title: 'Check' })],
        medicalHistory: {
          allergies: [],
          chronicConditions: [],
          vaccinations: [
            {
              _id: 'v1',
              petId: 'p1',
              vaccine: 'Rabies',
              date: '2025-01-01',
              nextDue: null,
              veterinarian: '',
              notes: '',
              createdAt: '',
              updatedAt: '',
            },
          ],
        },
      }),
    ),
    'GET /api/pets/p1/medications': ok({ current: [], history: [] }),
    'GET /api/pets/p1/reactions': ok([]),
    'GET /api/pets/p1/notes': ok([]),
    'GET /api/pets/p1/emergency-links': ok([]),
    'GET /api/pets/p1/activity': ok([]),
    'GET /api/pets/p1/members': ok([]),
  });
  return renderApp('/pet/p1');
}

const button = (name: string) => screen.queryByRole('button', { name });
const link = (name: string) => screen.queryByRole('link', { name });

describe('the pet profile by role', () => {
  it.each([
    // role, edit, delete, add appointment, Sharing, members panel
    ['caregiver', false, false, false, true, false],
    ['vet', false, false, true, true, false],
    ['co-owner', true, false, true, true, false],
    ['owner', true, true, true, true, true],
  ] as const)(
    'as %s: edit %s, delete %s, appointments %s, sharing %s, members %s',
    async (role, edit, remove, appointment, sharing, members) => {
      const { user } = openProfile(role);
      await screen.findByRole('heading', { name: 'Rex', level: 1 }, SLOW);
      expect(Boolean(link('Edit Profile'))).toBe(edit);
      expect(Boolean(button('Delete Pet'))).toBe(remove);
      expect(Boolean(button('Add Appointment'))).toBe(appointment);
      expect(button('Download Report')).toBeInTheDocument();
      expect(Boolean(screen.queryByRole('region', { name: 'Sharing' }))).toBe(sharing);
      expect(Boolean(screen.queryByRole('heading', { name: 'People with access' }))).toBe(members);
      if (role !== 'owner')
        expect(screen.getByText(/Jamie Rivera's pet · shared with you as/)).toHaveTextContent(
          PET_ROLE_LABELS[role].toLowerCase(),
        );

      await user.click(screen.getByRole('tab', { name: /Appointments/ }));
      expect(Boolean(button('Mark Complete'))).toBe(appointment);
      await user.click(screen.getByRole('tab', { name: 'Medical History' }));
      expect(Boolean(button('Add Vaccination'))).toBe(edit);
      expect(Boolean(button('Delete Rabies'))).toBe(edit);
      expect(Boolean(screen.queryByLabelText('New note'))).toBe(role !== 'caregiver');
    },
  );
});

describe('the medications page by role', () => {
  it('lets a caregiver record a reaction but not change medications or reactions', async () => {
    const { user } = renderMedications('/medications?pet=pet-1', {
      pets: [makeSummary({ role: 'caregiver', ownerName: 'Jamie Rivera' })],
      current: [makeMedication()],
      reactions: [makeReaction()],
    });
    const card = await screen.findByRole('article', { name: 'Carprofen' }, SLOW);
    expect(within(card).queryByRole('group', { name: 'Actions for Carprofen' })).toBeNull();
    expect(screen.queryByRole('button', { name: '+ Add Medication' })).toBeNull();
    expect(screen.getByRole('button', { name: /Report Adverse Reaction/ })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Adverse Reactions (1)' }));
    const reaction = screen.getByRole('article', { name: 'Reaction to Amoxicillin' });
    expect(within(reaction).queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});

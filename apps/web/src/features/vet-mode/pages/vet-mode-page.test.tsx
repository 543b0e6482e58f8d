import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { VetPatient } from '@pawrx/contracts/vet-patients';
import { queryClient } from '../../../app/query-client';
import { fakeApi } from '../../../test/fake-api';
import { makeUser } from '../../../test/factories';
import { meReply, storeToken } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

afterEach(() => queryClient.clear());
const SLOW = { timeout: 15_000 };
const ok = (data: unknown) => ({ body: { success: true, message: 'OK', data } });

const patient: VetPatient = {
  petId: 'p1',
  name: 'Rex',
  species: 'dog',
  breed: 'Collie',
  photo: null,
  sex: 'male',
  neutered: true,
  age: 4,
  ageUnit: 'years',
  birthDate: null,
  weight: 22.5,
  weightUnit: 'kg',
  ownerName: 'Jamie Rivera',
  ownerEmail: 'jamie@example.com',
  ownerPhone: '+1 555-0142',
  allergies: ['penicillin'],
  conditions: ['epilepsy'],
  medications: [
    { _id: 'm1', name: 'Ivermectin', dosage: '6 mg', frequency: 'Monthly', status: 'active' },
  ],
  findings: {
    toxicMedications: [],
    drugInteractions: [
      {
        medication1: 'Ivermectin',
        medication2: 'MDR1 (ABCB1) mutation',
        riskLevel: 'High',
        description: 'Collies often carry the MDR1 mutation',
        recommendation: 'Test first',
        kind: 'mdr1',
        source: { publisher: 'WSU VCPL', title: 'MDR1' },
      },
    ],
    analysis: '',
    unrecognized: [],
  },
  expiresAt: null,
  ownerTimeZone: 'UTC',
};

describe('/vet-mode', () => {
  it("lists a vet's patients with owner, records and findings, and opens the profile", async () => {
    storeToken();
    fakeApi({
      'GET /api/auth/me': meReply(makeUser({ role: 'vet' })),
      'GET /api/vet/patients': ok([patient]),
    });
    const { user } = renderApp('/vet-mode');
    const card = await screen.findByRole('article', { name: 'Rex' }, SLOW);
    expect(card).toHaveTextContent('Owner: Jamie Rivera · jamie@example.com · +1 555-0142');
    expect(within(card).getByRole('link', { name: 'jamie@example.com' })).toHaveAttribute(
      'href',
      'mailto:jamie@example.com',
    );
    expect(within(card).getByRole('link', { name: '+1 555-0142' })).toHaveAttribute(
      'href',
      'tel:+15550142',
    );
    // Issue 24 item 9: species, age, sex with neutering, and weight with its unit.
    expect(card).toHaveTextContent('SpeciesDog • Collie');
    expect(card).toHaveTextContent('Age4 years');
    expect(card).toHaveTextContent('SexMale, neutered');
    expect(card).toHaveTextContent('Weight22.5 kg');
    expect(card).toHaveTextContent('penicillin');
    expect(card).toHaveTextContent('epilepsy');
    expect(card).toHaveTextContent('Ivermectin · 6 mg · Monthly');
    expect(card).toHaveTextContent('Quick Check: Do Not Give Together');
    expect(card).toHaveTextContent('Ivermectin + MDR1 (ABCB1) mutation');
    expect(within(card).getByRole('button', { name: 'PDF report' })).toBeInTheDocument();
    // A vet account has Vet Mode in the navigation.
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Vet Mode');
    await user.click(within(card).getByRole('link', { name: 'Open record' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/pet/p1'));
  });

  it('says an access end as its last day, and the pet’s day where the vet’s clock differs', async () => {
    storeToken();
    // "Until Dec 4" ends as Dec 5 begins on the owner's calendar: 08:00 UTC in Los Angeles,
    // 05:00 UTC in New York.
    const west = {
      ...patient,
      ownerTimeZone: 'America/Los_Angeles',
      expiresAt: '2026-12-05T08:00:00.000Z',
    };
    const east = {
      ...patient,
      petId: 'p2',
      name: 'Luna',
      ownerTimeZone: 'America/New_York',
      expiresAt: '2026-12-05T05:00:00.000Z',
    };
    fakeApi({
      'GET /api/auth/me': meReply(makeUser({ role: 'vet', timezone: 'America/Los_Angeles' })),
      'GET /api/vet/patients': ok([west, east]),
    });
    renderApp('/vet-mode');
    const rex = await screen.findByRole('article', { name: 'Rex' }, SLOW);
    expect(rex).toHaveTextContent('Access through Dec 4, 2026');
    expect(rex).not.toHaveTextContent('Dec 5');
    expect(screen.getByRole('article', { name: 'Luna' })).toHaveTextContent(
      'Access until Dec 4, 2026, 9:00 PM your time (through Dec 4, 2026 for Luna)',
    );
  });

  it('explains how patients arrive when there are none (open to every account)', async () => {
    storeToken();
    fakeApi({
      'GET /api/auth/me': meReply(makeUser({ role: 'user' })),
      'GET /api/vet/patients': ok([]),
    });
    renderApp('/vet-mode');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Veterinarian Mode' }, SLOW),
    ).toBeInTheDocument();
    expect(await screen.findByText('No patients yet')).toBeInTheDocument();
    expect(screen.getByText(/jamie@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).not.toHaveTextContent('Vet Mode');
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmergencyView } from '@pawrx/contracts/emergency-links';
import { queryClient } from '../../../app/query-client';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => queryClient.clear());
const SLOW = { timeout: 15_000 };
const URL = '/api/emergency/tok.sig';

const view: EmergencyView = {
  pet: {
    name: 'Biscuit',
    species: 'dog',
    breed: 'Beagle',
    age: 4,
    ageUnit: 'years',
    weight: 12.5,
    weightUnit: 'kg',
    photo: '/api/emergency/tok.sig/photo',
    allergies: ['penicillin'],
    conditions: ['epilepsy'],
  },
  medications: [
    {
      name: 'Phenobarbital',
      brandName: '',
      dosage: '30 mg',
      frequency: 'Twice daily',
      route: 'oral',
      status: 'active',
      instructions: 'With food',
    },
  ],
  reactions: [
    {
      medication: 'Cefalexin',
      date: '2026-02-01',
      severity: 'moderate',
      symptoms: ['vomiting'],
      outcome: 'recovered',
    },
  ],
  owner: { name: 'Jamie Rivera', phone: '+44 20 7946 0000' },
  expiresAt: '2030-01-01T00:00:00.000Z',
};

describe('/emergency/:token (public)', () => {
  it('shows the emergency record signed out, without sending any credential', async () => {
    const api = fakeApi({ [`GET ${URL}`]: { body: { success: true, message: 'OK', data: view } } });
    renderApp('/emergency/tok.sig');
    expect(await screen.findByRole('heading', { name: 'Biscuit' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('penicillin')).toBeInTheDocument();
    expect(screen.getByText('Phenobarbital')).toBeInTheDocument();
    expect(screen.getByText('30 mg · Twice daily · oral')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute(
      'href',
      'tel:+44 20 7946 0000',
    );
    expect(screen.getByRole('img', { name: 'Biscuit' })).toHaveAttribute('src', view.pet.photo);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(api.calls(`GET ${URL}`)[0]!.headers.authorization).toBeUndefined();
    expect(screen.getByTestId('location')).toHaveTextContent('/emergency/tok.sig');
  });

  it.each([
    [410, 'This link has expired'],
    [404, 'Link not found'],
  ])('answers %s with "%s"', async (status, title) => {
    const api = fakeApi({
      [`GET ${URL}`]: { status, body: { success: false, code: 'X', message: 'gone' } },
    });
    renderApp('/emergency/tok.sig');
    expect(await screen.findByRole('heading', { name: title }, SLOW)).toBeInTheDocument();
    // Not retried: every load is a recorded view.
    await waitFor(() => expect(api.calls(`GET ${URL}`)).toHaveLength(1));
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmergencyView } from '@pawrx/contracts/emergency-links';
import { queryClient } from '../../../app/query-client';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { formatGivenAt } from '../components/emergency-record';

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
      // 20:25 in New York (EST, UTC-5) on 28 November.
      lastGivenAt: '2026-11-29T01:25:00.000Z',
    },
    {
      name: 'Gabapentin',
      brandName: '',
      dosage: '100 mg',
      frequency: '',
      route: '',
      status: 'active',
      instructions: '',
      lastGivenAt: null,
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
  timeZone: 'America/New_York',
  vets: [{ name: 'Ada Vet', clinic: 'Northside Animal Clinic' }],
  vaccinations: [{ vaccine: 'Rabies', date: '2026-01-10', nextDue: '2027-01-10' }],
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

  it('leads with allergies and medications (doses, last given in the owner’s zone), then the rest', async () => {
    fakeApi({ [`GET ${URL}`]: { body: { success: true, message: 'OK', data: view } } });
    renderApp('/emergency/tok.sig');
    await screen.findByRole('heading', { name: 'Biscuit' }, SLOW);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Allergies',
      'Current medications',
      'Conditions',
      'Recent adverse reactions',
      'Who to call',
      'Vaccinations',
    ]);
    expect(
      screen.getByText('Last given Nov 28, 2026, 8:25 PM Eastern Standard Time'),
    ).toBeInTheDocument();
    expect(screen.getByText('No dose logged in PawRx')).toBeInTheDocument();
    expect(screen.getByText('Ada Vet, Northside Animal Clinic')).toBeInTheDocument();
    expect(screen.getByText(/given Jan 10, 2026 · next due Jan 10, 2027/)).toBeInTheDocument();
  });

  it('says when a dose was given in the owner’s zone, whatever the browser’s, across a clock change', () => {
    const at = '2026-03-08T14:30:00.000Z';
    expect(formatGivenAt(at, 'America/New_York')).toBe(
      'Mar 8, 2026, 10:30 AM Eastern Daylight Time',
    );
    expect(formatGivenAt('2026-03-08T06:30:00.000Z', 'America/New_York')).toBe(
      'Mar 8, 2026, 1:30 AM Eastern Standard Time',
    );
    expect(formatGivenAt(at, 'Europe/London')).toBe('Mar 8, 2026, 2:30 PM Greenwich Mean Time');
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

import type { Medication } from '@pawrx/contracts/medications';
import type { PetSummary } from '@pawrx/contracts/pets';
import type { Reaction } from '@pawrx/contracts/reactions';
import { queryClient } from '../../../app/query-client';
import { fakeApi, type FakeHandler, type FakeReply } from '../../../test/fake-api';
import { meReply, storeToken } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

export const makePet = (overrides: Partial<PetSummary> = {}): PetSummary => ({
  _id: 'pet-1',
  name: 'Milo',
  species: 'dog',
  breed: 'Beagle',
  sex: 'male',
  gender: 'male',
  age: 4,
  ageUnit: 'years',
  weight: 12.5,
  weightUnit: 'kg',
  neutered: true,
  birthDate: null,
  microchipId: '',
  photo: null,
  insuranceInfo: { provider: '' },
  insurance: '',
  medicalHistory: { allergies: ['Penicillin'], chronicConditions: [], vaccinations: [] },
  allergies: ['Penicillin'],
  conditions: [],
  mdr1Status: 'untested',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

export const makeMedication = (overrides: Partial<Medication> = {}): Medication => ({
  _id: 'med-1',
  petId: 'pet-1',
  name: 'Carprofen',
  brandName: 'Rimadyl',
  dosage: '75 mg',
  frequency: 'Twice daily',
  route: 'oral',
  startDate: '2025-05-01',
  endDate: null,
  prescribedBy: 'Dr. Nguyen',
  reason: 'Arthritis',
  instructions: 'With food',
  status: 'active',
  createdAt: '2025-05-01T00:00:00.000Z',
  updatedAt: '2025-05-01T00:00:00.000Z',
  doseTimes: [],
  remindersEnabled: true,
  supplyQuantity: null,
  supplyUnit: null,
  amountPerDose: null,
  supplyRunsOutOn: null,
  ...overrides,
});

export const makeReaction = (overrides: Partial<Reaction> = {}): Reaction => ({
  _id: 'reaction-1',
  petId: 'pet-1',
  medication: 'Amoxicillin',
  date: '2025-04-01',
  severity: 'moderate',
  symptoms: ['vomiting', 'hives'],
  symptomsInput: 'vomiting, hives',
  duration: '2 days',
  treatment: 'Antihistamine',
  outcome: 'recovered',
  notes: '',
  createdAt: '2025-04-01T00:00:00.000Z',
  updatedAt: '2025-04-01T00:00:00.000Z',
  ...overrides,
});

export const ok = (data: unknown, message = 'OK'): FakeReply => ({
  body: { success: true, message, data },
});

type Setup = {
  pets?: PetSummary[];
  current?: Medication[];
  history?: Medication[];
  reactions?: Reaction[];
  routes?: Record<string, FakeHandler | FakeReply>;
};

/** Signed in, on /medications (optionally `?pet=`), with the pet's lists answered. */
export function renderMedications(path: string, setup: Setup = {}) {
  queryClient.clear();
  storeToken();
  const net = fakeApi({
    'GET /api/auth/me': meReply(),
    'GET /api/pets': ok(setup.pets ?? [makePet()]),
    'GET /api/pets/pet-1/medications': ok({
      current: setup.current ?? [],
      history: setup.history ?? [],
    }),
    'GET /api/pets/pet-1/reactions': ok(setup.reactions ?? []),
    ...setup.routes,
  });
  return { ...renderApp(path), net };
}

import type { DashboardAppointment } from '@pawrx/contracts/appointments';
import type { Pet } from '@pawrx/contracts/pets';

export const makePet = (overrides: Partial<Pet> = {}): Pet => ({
  _id: 'p1',
  name: 'Rex',
  species: 'dog',
  breed: 'Beagle',
  sex: 'male',
  gender: 'male',
  age: 4,
  ageUnit: 'years',
  weight: 12.5,
  weightUnit: 'kg',
  neutered: false,
  birthDate: null,
  microchipId: '',
  photo: null,
  insuranceInfo: { provider: '' },
  insurance: '',
  medicalHistory: { allergies: [], chronicConditions: [], vaccinations: [] },
  allergies: [],
  conditions: [],
  mdr1Status: 'untested',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  appointments: [],
  ...overrides,
});

export const makeAppointment = (
  overrides: Partial<DashboardAppointment> = {},
): DashboardAppointment => ({
  _id: 'a1',
  petId: 'p1',
  petName: 'Rex',
  petPhoto: null,
  type: 'check-up',
  title: 'Check-up',
  date: '2030-01-01',
  time: '10:00',
  veterinarian: '',
  clinic: '',
  address: '',
  phone: '',
  notes: '',
  status: 'scheduled',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const ok = <T>(data: T) => ({ body: { success: true, message: 'OK', data } });

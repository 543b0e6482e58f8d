import type { DashboardAppointment } from '@pawrx/contracts/appointments';
import type { User } from '@pawrx/contracts/auth';
import type { PetDocumentListItem } from '@pawrx/contracts/documents';
import type { Dose } from '@pawrx/contracts/doses';
import type { AccountExpense, Expense } from '@pawrx/contracts/expenses';
import type { LabPoint } from '@pawrx/contracts/labs';
import type { Medication } from '@pawrx/contracts/medications';
import type { Pet } from '@pawrx/contracts/pets';
import type { Reaction } from '@pawrx/contracts/reactions';
import type { Vaccination } from '@pawrx/contracts/vaccinations';

// The one set of test data builders of the web suite, typed by the contracts: a change to a wire
// type breaks here once, not in a copy per feature. Each returns a plain, valid object; a test
// overrides only what it is about.

const CREATED = '2025-01-01T00:00:00.000Z';

export const makeUser = (overrides: Partial<User> = {}): User => ({
  _id: 'user-1',
  name: 'Jamie Rivera',
  email: 'jamie@example.com',
  role: 'user',
  timezone: 'UTC',
  remindersEnabled: true,
  reminderChannel: 'both',
  emailVerified: true,
  createdAt: CREATED,
  ...overrides,
});

/** A dog with nothing on record; a pet of the list and of the profile alike. */
export const makePet = (overrides: Partial<Pet> = {}): Pet => ({
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
  medicalHistory: { allergies: [], chronicConditions: [], vaccinations: [] },
  allergies: [],
  conditions: [],
  mdr1Status: 'untested',
  createdAt: CREATED,
  updatedAt: CREATED,
  appointments: [],
  role: 'owner',
  ownerName: 'Jamie Rivera',
  ownerTimeZone: 'UTC',
  ...overrides,
});

/** No supply counted: nothing to show or flag (issue 24 item 5). */
export const NO_SUPPLY = { state: 'none', runsOutOn: null, daysLeft: null } as const;

/** An active medication of pet-1 with no schedule. */
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
  doseTimes: [],
  remindersEnabled: true,
  supplyQuantity: null,
  supplyUnit: null,
  amountPerDose: null,
  supplyRunsOutOn: null,
  doseWarning: null,
  createdAt: CREATED,
  updatedAt: CREATED,
  supply: NO_SUPPLY,
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
  createdAt: CREATED,
  updatedAt: CREATED,
  ...overrides,
});

/** A scheduled check-up of pet-1, as the dashboard lists it (with the pet's name). */
export const makeAppointment = (
  overrides: Partial<DashboardAppointment> = {},
): DashboardAppointment => ({
  _id: 'appointment-1',
  petId: 'pet-1',
  petName: 'Milo',
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
  createdAt: CREATED,
  updatedAt: CREATED,
  ...overrides,
});

export const makeVaccination = (overrides: Partial<Vaccination> = {}): Vaccination => ({
  _id: 'vaccination-1',
  petId: 'pet-1',
  vaccine: 'Rabies',
  date: '2025-03-01',
  nextDue: null,
  veterinarian: '',
  notes: '',
  createdAt: CREATED,
  updatedAt: CREATED,
  ...overrides,
});

/** A scheduled dose of med-1 (Carprofen) for pet-1, not yet logged. */
export const makeDose = (overrides: Partial<Dose> = {}): Dose => ({
  medicationId: 'med-1',
  medicationName: 'Carprofen',
  dosage: '',
  amountPerDose: null,
  unit: null,
  instructions: '',
  petId: 'pet-1',
  scheduledAt: '2025-05-01T08:00:00.000Z',
  status: 'upcoming',
  extra: false,
  supply: NO_SUPPLY,
  ...overrides,
});

/** The API's success envelope around `data`, as a fakeApi reply. */
export const ok = <T>(data: T, message = 'OK') => ({ body: { success: true, message, data } });

/** A vet visit paid in dollars, without a medication. */
export const makeExpense = (overrides: Partial<Expense> = {}): Expense => ({
  id: 'expense-1',
  petId: 'pet-1',
  date: '2026-03-10',
  amount: '80.00',
  currency: 'USD',
  category: 'vet-visit',
  note: '',
  medicationId: null,
  medicationName: null,
  createdAt: CREATED,
  ...overrides,
});

export const makeAccountExpense = (overrides: Partial<AccountExpense> = {}): AccountExpense => ({
  ...makeExpense(),
  petName: 'Milo',
  ...overrides,
});

/** A creatinine value within the report's range. */
export const makeLabPoint = (overrides: Partial<LabPoint> = {}): LabPoint => ({
  panelId: 'panel-1',
  date: '2026-03-01',
  test: 'Creatinine',
  value: 1.2,
  unit: 'mg/dL',
  low: 0.5,
  high: 1.8,
  flag: 'normal',
  rangeSource: 'report',
  rangeLow: 0.5,
  rangeHigh: 1.8,
  testId: 'creatinine',
  ...overrides,
});

/** A lab report PDF with a text layer. */
export const makeDocument = (
  overrides: Partial<PetDocumentListItem> = {},
): PetDocumentListItem => ({
  id: 'document-1',
  title: 'Blood work',
  category: 'lab-result',
  date: '2026-11-02',
  mimeType: 'application/pdf',
  size: 20_480,
  hasText: true,
  createdAt: CREATED,
  ...overrides,
});

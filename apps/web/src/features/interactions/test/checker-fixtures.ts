import type { AiAnalysisResult } from '@pawrx/contracts/ai-analysis';
import type { DrugInteraction, QuickCheckResult } from '@pawrx/contracts/interactions';
import type { Medication } from '@pawrx/contracts/medications';
import type { PetSummary } from '@pawrx/contracts/pets';

export const ok = <T>(data: T, message = 'OK') => ({ body: { success: true, message, data } });

export const makePet = (overrides: Partial<PetSummary> = {}): PetSummary => ({
  _id: 'pet-1',
  name: 'Max',
  species: 'dog',
  breed: 'Labrador Retriever',
  sex: 'male',
  gender: 'male',
  age: 8,
  ageUnit: 'years',
  weight: 30,
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
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

export const makeMedication = (overrides: Partial<Medication> = {}): Medication => ({
  _id: 'med-1',
  petId: 'pet-1',
  name: 'Prednisone',
  brandName: '',
  dosage: '10 mg',
  frequency: 'Once daily',
  route: 'oral',
  startDate: null,
  endDate: null,
  prescribedBy: '',
  reason: '',
  instructions: '',
  status: 'active',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  doseTimes: [],
  remindersEnabled: true,
  supplyQuantity: null,
  supplyUnit: null,
  amountPerDose: null,
  supplyRunsOutOn: null,
  ...overrides,
});

export const interaction = (overrides: Partial<DrugInteraction> = {}): DrugInteraction => ({
  medication1: 'Carprofen',
  medication2: 'Prednisone',
  riskLevel: 'High',
  description: 'Both irritate the stomach lining; ulcers are more likely together.',
  recommendation: 'Do not combine without your veterinarian.',
  kind: 'drug-drug',
  source: { publisher: 'Zoetis', title: 'Rimadyl (carprofen) package insert' },
  ...overrides,
});

export const checkResult = (overrides: Partial<QuickCheckResult> = {}): QuickCheckResult => ({
  toxicMedications: [],
  drugInteractions: [],
  analysis: '',
  unrecognized: [],
  ...overrides,
});

export const aiResult = (overrides: Partial<AiAnalysisResult> = {}): AiAnalysisResult => ({
  analysis: 'First paragraph about Max.\n\nSecond paragraph: <5 kg dogs get >2.0 mg.',
  riskLevel: 'High',
  recommendations: ['Ask your vet before combining'],
  alternatives: ['Gabapentin (Neurontin) instead of Carprofen'],
  warnings: ['High risk: Carprofen with Prednisone'],
  sources: ["Plumb's Veterinary Drug Handbook", 'Some Journal — A 2019 study'],
  engine: 'built-in',
  ...overrides,
});

import type { AiAnalysisResult } from '@pawrx/contracts/ai-analysis';
import type { DrugInteraction, QuickCheckResult } from '@pawrx/contracts/interactions';
import type { Medication } from '@pawrx/contracts/medications';
import type { PetSummary } from '@pawrx/contracts/pets';
import { makeMedication, makePet } from '../../../test/factories';

// The interaction checker's scenario: presets over the shared factories, and builders of the
// checker's own answers (Quick Check, AI analysis).

/** The checker's pet: Max, an eight-year-old 30 kg Labrador. */
export const makeCheckerPet = (overrides: Partial<PetSummary> = {}): PetSummary =>
  makePet({ name: 'Max', breed: 'Labrador Retriever', age: 8, weight: 30, ...overrides });

/** Max's current medication: prednisone 10 mg once daily. */
export const makeCheckerMedication = (overrides: Partial<Medication> = {}): Medication =>
  makeMedication({
    name: 'Prednisone',
    brandName: '',
    dosage: '10 mg',
    frequency: 'Once daily',
    startDate: null,
    prescribedBy: '',
    reason: '',
    instructions: '',
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

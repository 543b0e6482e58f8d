import { speciesShortName } from '@pawrx/contracts/species';
import type { MedicationToCheck } from '@pawrx/contracts/interactions';
import type { Medication } from '@pawrx/contracts/medications';
import type { PetSummary } from '@pawrx/contracts/pets';
import { PET_MESSAGES, VALIDATION_MESSAGES } from '@pawrx/contracts/messages';

// What both checks send, and the §5 rules checked before sending.

export type NewMedication = { name: string; dosage: string; frequency: string };

export function validateCheck(
  petId: string,
  name: string,
  current: readonly Medication[] | undefined,
): string | null {
  if (!petId) return VALIDATION_MESSAGES.selectPet;
  if (!name.trim()) return VALIDATION_MESSAGES.enterMedication;
  if (!current) return PET_MESSAGES.currentMedicationsLoadFailed;
  if (current.length === 0) return VALIDATION_MESSAGES.noCurrentMedications;
  return null;
}

/** The pet's current medications followed by the new one (the one being decided about). */
export const medicationsToCheck = (
  current: readonly Medication[],
  next: NewMedication,
): MedicationToCheck[] => [
  ...current.map(({ name, dosage, frequency }) => ({ name, dosage, frequency })),
  { name: next.name.trim(), dosage: next.dosage.trim(), frequency: next.frequency },
];

/** The §7 question built from the pet's name and species. */
export const aiQuestion = (pet: Pick<PetSummary, 'name' | 'species'>, newName: string): string =>
  `Is it safe to give ${newName.trim()} to ${pet.name}, my ${speciesShortName(pet.species)}, with the current medications? Please cover interactions, dosage considerations and species-specific risks.`;

/** Analysis text → paragraphs: blank lines first, single line breaks when there are none. */
export function paragraphs(text: string): string[] {
  const blocks = text.split(/\n\s*\n/u);
  const parts = blocks.length > 1 ? blocks : text.split(/\n/u);
  return parts.map((p) => p.trim()).filter(Boolean);
}

import type { Species } from '@pawrx/contracts/enums';
import type { MedicationToCheck } from '@pawrx/contracts/interactions';
import { SPECIES_NOUNS } from '@pawrx/contracts/species';
import { SENIOR_AGE_YEARS, SPECIES_RISKS } from '@pawrx/formulary/knowledge/analysis/species-risks';
import { breedFrequency } from '@pawrx/formulary/engine/mdr1-profile';
import type { AnalysisPet } from '../analysis-provider';

// The pet-profile paragraphs of the built-in analysis: who the pet is, species-specific risks and
// age. Facts from Plumb's Veterinary Drug Handbook, the Merck Veterinary Manual, ASPCA APCC and
// the WSU VCPL MDR1 pages; written in our own words.

export const SPECIES_NOUN: Record<Species, string> = SPECIES_NOUNS;

export function formatNumber(n: number): string {
  if (n >= 100) return String(Math.round(n));
  if (n >= 1) return String(Math.round(n * 10) / 10);
  return String(Number(n.toPrecision(2)));
}

function ageText(years: number): string {
  if (years >= 1) return `${formatNumber(years)}-year-old`;
  const months = Math.max(1, Math.round(years * 12));
  return `${months}-month-old`;
}

const listText = (items: readonly string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const medicationLine = (m: MedicationToCheck): string =>
  [m.name, m.dosage, m.frequency && m.frequency.toLowerCase()].filter(Boolean).join(', ');

export function introParagraph(
  pet: AnalysisPet,
  medications: readonly MedicationToCheck[],
): string {
  const who = [
    pet.ageYears !== null ? ageText(pet.ageYears) : null,
    pet.breed.trim() || null,
    SPECIES_NOUN[pet.species],
  ]
    .filter(Boolean)
    .join(' ');
  const weight =
    pet.weightKg !== null
      ? ` weighing ${formatNumber(pet.weightKg)} kg`
      : ' with no weight recorded';
  const health: string[] = [];
  if (pet.allergies.length > 0) health.push(`recorded allergies: ${listText(pet.allergies)}`);
  if (pet.conditions.length > 0) health.push(`chronic conditions: ${listText(pet.conditions)}`);
  const healthText =
    health.length > 0
      ? ` ${capitalise(health.join('; '))}.`
      : ' No allergies or chronic conditions are recorded; if there are any, add them to the profile so the check can use them.';
  const meds = medications.map(medicationLine).join('; ');
  return `${pet.name} is a ${who}${weight}.${healthText} This analysis covers ${medications.length} medication${medications.length === 1 ? '' : 's'}: ${meds}.`;
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Breeds known to carry the MDR1 (ABCB1) mutation: the safety engine's breed table (WSU VCPL). */
export const isMdr1Breed = (breed: string): boolean => breedFrequency(breed) !== null;

function mdr1Text(pet: AnalysisPet): string | null {
  if (pet.species !== 'dog' && pet.species !== 'cat') return null;
  if (pet.mdr1 === 'mutant/mutant' || pet.mdr1 === 'mutant/normal') {
    return `${pet.name}'s MDR1 test shows ${pet.mdr1}: drugs such as ivermectin at mange doses, loperamide, and some chemotherapy drugs can cause tremors, wobbliness or blindness, and acepromazine and butorphanol need reduced doses.`;
  }
  if (pet.mdr1 === 'normal/normal') {
    return `${pet.name}'s MDR1 test is normal/normal, so the usual MDR1 drug cautions do not apply.`;
  }
  if (pet.species === 'dog' && isMdr1Breed(pet.breed)) {
    return `${pet.breed} dogs can carry the MDR1 (ABCB1) gene change and ${pet.name} has not been tested: until a test says otherwise, treat ${pet.name} as sensitive to ivermectin at mange doses, loperamide, acepromazine and butorphanol.`;
  }
  return null;
}

export function speciesParagraph(pet: AnalysisPet): string {
  const parts = [`Species-specific risks: ${SPECIES_RISKS[pet.species].text}`];
  const mdr1 = mdr1Text(pet);
  if (mdr1) parts.push(mdr1);
  const senior = SENIOR_AGE_YEARS[pet.species];
  if (pet.ageYears !== null && senior !== undefined && pet.ageYears >= senior) {
    parts.push(
      `At ${formatNumber(pet.ageYears)} years ${pet.name} is a senior ${SPECIES_NOUN[pet.species]}: kidneys and liver clear drugs more slowly with age, so ask about blood tests before and during long courses.`,
    );
  } else if (pet.ageYears !== null && pet.ageYears < 0.5) {
    parts.push(
      `${pet.name} is very young: check each product's minimum age and weight on its label before use.`,
    );
  }
  return parts.join(' ');
}

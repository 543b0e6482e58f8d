import { PROFILE_FALLBACK_WEIGHT_UNIT } from '@pawrx/contracts/constants';
import type { Species } from '@pawrx/contracts/enums';
import { SPECIES_LABELS } from '@pawrx/contracts/species';
import { parseDateOnly } from './date-only';

type PetLike = {
  species: Species;
  breed: string;
  age: number | null;
  ageUnit: string | null;
  weight: number | null;
  weightUnit: string | null;
  birthDate?: string | null;
};

export { SPECIES_LABELS };

export const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** 'Dog • Beagle', or just 'Dog' for a blank breed. */
export const speciesAndBreed = (pet: PetLike) =>
  [SPECIES_LABELS[pet.species], pet.breed].filter(Boolean).join(' • ');

/** Whole years (or months under a year) since a birth date, for pets with no age recorded. */
function ageFromBirthDate(birthDate: string, now: Date): string {
  const born = parseDateOnly(birthDate);
  const months =
    (now.getFullYear() - born.getFullYear()) * 12 +
    now.getMonth() -
    born.getMonth() -
    (now.getDate() < born.getDate() ? 1 : 0);
  if (months < 12) return `${Math.max(0, months)} ${months === 1 ? 'month' : 'months'}`;
  const years = Math.floor(months / 12);
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

/** '4 years', '1 month'; from birthDate when age and ageUnit are absent (spec §3); else '—'. */
export function ageText(pet: PetLike, now: Date = new Date()): string {
  if (pet.age !== null && pet.ageUnit) {
    const unit = pet.age === 1 ? pet.ageUnit.replace(/s$/, '') : pet.ageUnit;
    return `${pet.age} ${unit}`;
  }
  if (pet.birthDate) return ageFromBirthDate(pet.birthDate, now);
  return '—';
}

/** '12.5 kg'; lbs when no unit is set (spec §9); '—' when no weight. */
export const weightText = (pet: PetLike) =>
  pet.weight === null ? '—' : `${pet.weight} ${pet.weightUnit ?? PROFILE_FALLBACK_WEIGHT_UNIT}`;

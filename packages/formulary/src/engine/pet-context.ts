import type { Mdr1Status, Sex, Species } from '@pawrx/contracts/enums';
import { SPECIES, speciesFromText } from '@pawrx/contracts/species';
import { BREED_SPECIES_WORDS } from '../knowledge/species-breed-words';
import { LIVESTOCK_WORDS } from '../knowledge/livestock-words';
import { containsPhrase, normaliseText } from './normalise-text';
import { matchConditions, type MatchedCondition } from './condition-match';
import { parseAllergies, type ParsedAllergy } from './allergy-match';
import { genotypeFromText } from './genotype';
import { boundedMemo } from './memo';
import { mdr1Profile, type Mdr1Profile } from './mdr1-profile';

/** What the engine needs to know about the pet (the API converts lbs → kg and age → years). */
export interface PetForCheck {
  name?: string;
  species: Species;
  breed: string;
  weightKg: number | null;
  ageYears: number | null;
  allergies: string[];
  conditions: string[];
  mdr1: Mdr1Status;
  /** From the profile; a male is never pregnant, and a spayed female is neither pregnant nor bred. */
  sex?: Sex;
  neutered?: boolean;
}

export interface PetContext {
  pet: PetForCheck;
  /** The species the rules use: an 'other' pet's breed text can name it ("bearded dragon"). */
  species: Species;
  weightKg: number | null;
  conditions: readonly MatchedCondition[];
  allergies: readonly ParsedAllergy[];
  mdr1: Mdr1Profile;
}

const BREED_WORDS: ReadonlyArray<readonly [string, Species]> = (
  Object.entries(BREED_SPECIES_WORDS) as Array<[Species, readonly string[]]>
)
  .flatMap(([species, words]) => words.map((w) => [normaliseText(w), species] as const))
  .sort((a, b) => b[0].length - a[0].length);

const LIVESTOCK = LIVESTOCK_WORDS.map(normaliseText).sort((a, b) => b.length - a.length);

/** The longest farm-animal phrase the breed text names ('Boer goat', 'pot-bellied pig'), or null. */
function livestockPhrase(text: string): string | null {
  return LIVESTOCK.find((w) => containsPhrase(text, w)) ?? null;
}

/** The longest exotic breed phrase the breed text names, with its species, or null. */
function breedPhrase(text: string): readonly [string, Species] | null {
  return BREED_WORDS.find(([phrase]) => containsPhrase(text, phrase)) ?? null;
}

/**
 * An exotic species named by a breed or variety word ('Skinny pig', 'Flemish Giant'), or null.
 * A farm animal named by a longer phrase wins ('Angora goat' is a goat, not an Angora rabbit; a
 * 'skinny pig' is still a guinea pig), and stays 'other' for the livestock rules.
 */
export function speciesFromBreed(breed: string | null | undefined): Species | null {
  const text = normaliseText(breed ?? '');
  if (text === '') return null;
  const exotic = breedPhrase(text);
  const farm = livestockPhrase(text);
  if (farm !== null && (exotic === null || farm.length > exotic[0].length)) return null;
  return exotic?.[1] ?? null;
}

/**
 * The species to judge by. Owners of exotic pets often pick 'Other' and type the animal as the
 * breed ("guinea pig", "ball python", "skinny pig"); that text is read as the species. A named
 * species stays; a species written as text rather than a stored value ('Guinea Pig', 'Dog',
 * 'hamster') is read as the species it names.
 */
export function effectiveSpecies(pet: Pick<PetForCheck, 'species' | 'breed'>): Species {
  const raw = pet.species as string;
  const stored = (SPECIES as readonly string[]).includes(raw)
    ? pet.species
    : (speciesFromText(raw) ?? 'other');
  if (stored !== 'other') return stored;
  return speciesFromText(pet.breed) ?? speciesFromBreed(pet.breed) ?? 'other';
}

const petContexts = boundedMemo<PetContext>(2_000);

/** The pet as the rules see it; worked out once per distinct profile (see memo.ts). */
export function buildPetContext(pet: PetForCheck): PetContext {
  return petContexts(JSON.stringify(pet), () => readPet(pet));
}

/** Conditions only a female can have (pregnancy, a litter) or only an intact animal (breeding). */
const FEMALE_ONLY: ReadonlySet<string> = new Set(['pregnancy', 'lactation']);

/**
 * The conditions the profile's sex and neuter status allow: 'pregnant' typed on a male's profile,
 * or on a spayed female's, is a slip rather than a pregnancy, and a neutered animal is not bred.
 */
function possibleConditions(
  pet: PetForCheck,
  conditions: readonly MatchedCondition[],
): readonly MatchedCondition[] {
  const male = pet.sex === 'male';
  const spayed = pet.sex === 'female' && pet.neutered === true;
  const kept = conditions.filter((c) => {
    if (FEMALE_ONLY.has(c.id) && (male || spayed)) return false;
    if (c.id === 'intact-female' && (male || spayed)) return false;
    if (c.id === 'male' && pet.sex === 'female') return false;
    if (c.id === 'intact-male' && (pet.sex === 'female' || (male && pet.neutered === true)))
      return false;
    return !(c.id === 'breeding' && pet.neutered === true);
  });
  // An entire animal of known sex, from the profile: labels such as 'not for breeding males'.
  const intact: MatchedCondition | null =
    pet.neutered === false && (pet.sex === 'male' || pet.sex === 'female')
      ? {
          id: pet.sex === 'male' ? 'intact-male' : 'intact-female',
          label: pet.sex === 'male' ? 'intact male' : 'intact female',
          severe: false,
        }
      : null;
  const withIntact = intact && !kept.some((c) => c.id === intact.id) ? [...kept, intact] : kept;
  // Any male of known sex, neutered or not: labels for mares only say 'do not use in males'.
  return male && !withIntact.some((c) => c.id === 'male')
    ? [...withIntact, { id: 'male', label: 'male', severe: false }]
    : withIntact;
}

/** The genotype picked in the profile, or else one written in its conditions, allergies or breed. */
function effectiveMdr1(pet: PetForCheck): Mdr1Status {
  if (pet.mdr1 && pet.mdr1 !== 'untested') return pet.mdr1;
  return (
    genotypeFromText([...(pet.conditions ?? []), ...(pet.allergies ?? []), pet.breed ?? '']) ??
    'untested'
  );
}

function readPet(pet: PetForCheck): PetContext {
  const weight =
    pet.weightKg !== null && Number.isFinite(pet.weightKg) && pet.weightKg > 0
      ? pet.weightKg
      : null;
  const species = effectiveSpecies(pet);
  return {
    pet,
    species,
    weightKg: weight,
    conditions: possibleConditions(pet, matchConditions(pet.conditions ?? [])),
    allergies: parseAllergies(pet.allergies ?? []),
    mdr1: mdr1Profile({ ...pet, species, mdr1: effectiveMdr1(pet) }),
  };
}

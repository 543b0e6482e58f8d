import { eq } from 'drizzle-orm';
import { mdr1StatusSchema, sexSchema, speciesSchema } from '@pawrx/contracts/enums';
import { labConditions } from '@pawrx/contracts/lab-conditions';
import { PET_MESSAGES } from '@pawrx/contracts/messages';
import type { PetForCheck } from '@pawrx/formulary/engine/check-medications';
import { effectiveSpecies } from '@pawrx/formulary/engine/pet-context';
import type { Db } from '../db/client';
import { labPanels, pets } from '../db/schema';
import { ownerToday } from './owner-time-zone';
import { AppError } from './app-error';
import { requirePetRight } from './pet-access';
import type { PetProfileCache } from './pet-profile-cache';
import { isUuid } from './uuid';

// What the safety engine needs to know about a pet, read from its stored profile. Shared by the
// Quick Check, the AI analysis and the medical report so all three judge the same facts.

const KG_PER_LB = 0.45359237;
const YEARS_PER_UNIT = { days: 1 / 365.25, weeks: 7 / 365.25, months: 1 / 12, years: 1 } as const;

/** Weight in kg; a weight without a unit is read as lbs, as the profile screen shows it. */
export function weightInKg(weight: number | null, unit: string | null): number | null {
  if (weight === null || !Number.isFinite(weight) || weight <= 0) return null;
  return unit === 'kg' ? weight : weight * KG_PER_LB;
}

/** Age in years from age and unit, else from the birth date. */
export function ageInYears(
  age: number | null,
  unit: string | null,
  birthDate: string | null,
  now: Date,
): number | null {
  if (age !== null && age >= 0) {
    const perUnit = YEARS_PER_UNIT[(unit ?? 'years') as keyof typeof YEARS_PER_UNIT] ?? 1;
    return age * perUnit;
  }
  if (birthDate) {
    const born = Date.parse(`${birthDate}T12:00:00Z`);
    if (Number.isFinite(born)) return Math.max(0, (now.getTime() - born) / (365.25 * 86_400_000));
  }
  return null;
}

/** The pet columns the engine judges by: every reader of a pet for a check selects these. */
export const petCheckColumns = {
  name: pets.name,
  species: pets.species,
  breed: pets.breed,
  weight: pets.weight,
  weightUnit: pets.weightUnit,
  age: pets.age,
  ageUnit: pets.ageUnit,
  birthDate: pets.birthDate,
  allergies: pets.allergies,
  chronicConditions: pets.chronicConditions,
  mdr1Status: pets.mdr1Status,
  sex: pets.sex,
  neutered: pets.neutered,
};

export type PetRowForCheck = Pick<typeof pets.$inferSelect, keyof typeof petCheckColumns>;

export function toPetForCheck(row: PetRowForCheck, now: Date): PetForCheck {
  return {
    name: row.name,
    // An 'other' pet typed as "guinea pig" or "ball python" is judged as that species.
    species: effectiveSpecies({
      species: speciesSchema.catch('other').parse(row.species),
      breed: row.breed,
    }),
    breed: row.breed,
    weightKg: weightInKg(row.weight, row.weightUnit),
    ageYears: ageInYears(row.age, row.ageUnit, row.birthDate, now),
    allergies: row.allergies,
    conditions: row.chronicConditions,
    mdr1: mdr1StatusSchema.catch('untested').parse(row.mdr1Status),
    sex: sexSchema.catch('unknown').parse(row.sex),
    neutered: row.neutered === true,
  };
}

/**
 * The pet with the conditions its recent out-of-range lab values point to added after the typed
 * ones (issue 30 item 4). Each entry carries its provenance ("reduced kidney function (creatinine
 * 2.8 mg/dL on Nov 2, above range)"), which the engine shows as the condition's label.
 */
export async function withLabConditions(
  db: Db,
  petId: string,
  ownerId: string,
  pet: PetForCheck,
  now: Date,
): Promise<PetForCheck> {
  const panels = await db
    .select({ date: labPanels.date, results: labPanels.results })
    .from(labPanels)
    .where(eq(labPanels.petId, petId));
  if (panels.length === 0) return pet;
  const today = await ownerToday(db, ownerId, now);
  const found = labConditions(panels, pet.species, today);
  return found.length === 0
    ? pet
    : { ...pet, conditions: [...pet.conditions, ...found.map((c) => c.text)] };
}

/**
 * Loads the profile of a pet the caller may read, for the engine (404 'Pet not found' otherwise).
 * The owner is served from the short-lived cache without a query (ownership never changes); a
 * member's access is checked on every call so a revoked member is refused at once, then the
 * cached profile serves them too.
 */
export async function loadPetForCheck(
  ctx: { db: Db; now: () => Date; petProfiles: PetProfileCache },
  userId: string,
  petId: string,
): Promise<PetForCheck> {
  if (!isUuid(petId)) throw AppError.notFound(PET_MESSAGES.notFound);
  const { db, petProfiles: cache } = ctx;
  const now = ctx.now();
  const ownCached = cache.get(userId, petId, now.getTime());
  if (ownCached) return ownCached;
  const { ownerId } = await requirePetRight(ctx, userId, petId, 'read');
  const cached = cache.get(ownerId, petId, now.getTime());
  if (cached) return cached;
  const stamp = cache.stamp();
  const [row] = await db.select(petCheckColumns).from(pets).where(eq(pets.id, petId)).limit(1);
  if (!row) throw AppError.notFound(PET_MESSAGES.notFound);
  const pet = await withLabConditions(db, petId, ownerId, toPetForCheck(row, now), now);
  cache.set(ownerId, petId, pet, now.getTime(), stamp);
  return pet;
}

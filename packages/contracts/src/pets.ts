import { z } from 'zod';
import { appointmentSchema } from './appointments';
import { ADD_PET_DEFAULTS } from './constants';
import { isDateOnly } from './dates';
import { envelope } from './envelope';
import {
  ageUnitSchema,
  mdr1StatusSchema,
  sexSchema,
  speciesSchema,
  weightUnitSchema,
  type WeightUnit,
} from './enums';
import { petRoleSchema } from './pet-access';
import { speciesInputSchema } from './species';
import { vaccinationSchema } from './vaccinations';
import { KG_PER_LB, MAX_WEIGHT_KG, toKg, WEIGHT_MESSAGES } from './weights';

// Pets (spec §3 Pet, §5 Add pet / Edit pet, §7 pets rows).

/** Comma-separated text → trimmed, non-empty entries (spec §5 allergies and conditions). */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A list of short strings, trimmed, blanks dropped; a comma-separated string is accepted too. */
const stringList = z.preprocess(
  (v) => (typeof v === 'string' ? splitCommaList(v) : v),
  z
    .array(z.string().max(200, 'Each entry must be at most 200 characters'))
    .max(100)
    .transform((list) => list.map((s) => s.trim()).filter(Boolean)),
);

const name = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters');
/** A blank breed is fine (the original broke on it). */
const breed = z.string().trim().max(100, 'Breed must be at most 100 characters');
const age = z
  .number({ error: 'Age must be a whole number' })
  .int('Age must be a whole number')
  .min(0, 'Age cannot be negative')
  .max(1000, 'Age is too large');
const MAX_WEIGHT_LBS = MAX_WEIGHT_KG / KG_PER_LB;
const weight = z
  .number({ error: 'Weight must be a number' })
  .min(0, 'Weight cannot be negative')
  .max(MAX_WEIGHT_LBS, WEIGHT_MESSAGES.weightTooLarge);

/**
 * The weight history's limit (1,500 kg) in the unit given, so the profile and the history agree.
 * Without a unit (an edit that keeps the stored one) only the lbs bound above applies.
 */
export function weightWithinLimit(
  body: { weight?: number | null; weightUnit?: WeightUnit | null },
  ctx: z.RefinementCtx,
): void {
  if (typeof body.weight !== 'number' || !body.weightUnit) return;
  const flaggedAlready = body.weight > MAX_WEIGHT_LBS;
  if (!flaggedAlready && toKg(body.weight, body.weightUnit) > MAX_WEIGHT_KG)
    ctx.addIssue({ code: 'custom', path: ['weight'], message: WEIGHT_MESSAGES.weightTooLarge });
}
/**
 * A photo as sent: a data URL (checked for type, size and content by the server), '' or null to
 * remove it, or the URL the API handed out (keeps the current photo).
 */
const photoInput = z.string().nullable();
const birthDate = z.preprocess(
  (v) => (v === '' ? null : v),
  z.string().refine(isDateOnly, 'Birth date must be a valid date (YYYY-MM-DD)').nullable(),
);

/** POST /api/pets (the Add Pet modal): name, weight and age required; §9 defaults. */
export const petCreateFieldsSchema = z.object({
  name,
  species: speciesInputSchema.default(ADD_PET_DEFAULTS.species),
  breed: breed.optional().default(''),
  weight: z
    .number({
      error: (i) => (i.input === undefined ? 'Weight is required' : 'Weight must be a number'),
    })
    .pipe(weight),
  weightUnit: weightUnitSchema.default(ADD_PET_DEFAULTS.weightUnit),
  age: z
    .number({
      error: (i) => (i.input === undefined ? 'Age is required' : 'Age must be a whole number'),
    })
    .pipe(age),
  ageUnit: ageUnitSchema.default(ADD_PET_DEFAULTS.ageUnit),
  sex: sexSchema.default(ADD_PET_DEFAULTS.sex),
  neutered: z.boolean().default(ADD_PET_DEFAULTS.neutered),
  photo: photoInput.optional(),
  birthDate: birthDate.optional(),
  microchipId: z.string().trim().max(100).optional(),
  mdr1Status: mdr1StatusSchema.optional(),
});
export const petCreateBodySchema = petCreateFieldsSchema.superRefine(weightWithinLimit);
export type PetCreateBody = z.input<typeof petCreateBodySchema>;
export type PetCreate = z.output<typeof petCreateBodySchema>;

/**
 * PUT /api/pets/:id (the edit form). Every field is optional: an omitted one is left as it is.
 * medicalHistory carries allergies and chronicConditions only; vaccinations have their own
 * routes, so an edit never drops them.
 */
export const petUpdateFieldsSchema = z.object({
  name: name.optional(),
  species: speciesInputSchema.optional(),
  breed: breed.optional(),
  sex: sexSchema.optional(),
  age: age.nullable().optional(),
  ageUnit: ageUnitSchema.nullable().optional(),
  weight: weight.nullable().optional(),
  weightUnit: weightUnitSchema.nullable().optional(),
  neutered: z.boolean().optional(),
  birthDate: birthDate.optional(),
  microchipId: z.string().trim().max(100, 'Microchip ID is too long').optional(),
  photo: photoInput.optional(),
  insuranceInfo: z.object({ provider: z.string().trim().max(200).default('') }).optional(),
  medicalHistory: z
    .object({ allergies: stringList.optional(), chronicConditions: stringList.optional() })
    .optional(),
  mdr1Status: mdr1StatusSchema.optional(),
});
export const petUpdateBodySchema = petUpdateFieldsSchema.superRefine(weightWithinLimit);
export type PetUpdateBody = z.input<typeof petUpdateBodySchema>;
export type PetUpdate = z.output<typeof petUpdateBodySchema>;

export const deletePetQuerySchema = z.object({
  permanent: z.enum(['true', 'false'], { error: "permanent must be 'true' or 'false'" }).optional(),
});

/** The wire pet of the list (no appointments: the dashboard reads GET /api/appointments). */
export const petSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  species: speciesSchema,
  breed: z.string(),
  sex: sexSchema,
  /** The profile reads `gender`: the same stored value as `sex`. */
  gender: sexSchema,
  age: z.number().nullable(),
  ageUnit: ageUnitSchema.nullable(),
  weight: z.number().nullable(),
  weightUnit: weightUnitSchema.nullable(),
  neutered: z.boolean(),
  birthDate: z.string().nullable(),
  microchipId: z.string(),
  /** A signed, versioned URL of GET /api/pets/:id/photo, usable as an <img src>; null if none. */
  photo: z.string().nullable(),
  insuranceInfo: z.object({ provider: z.string() }),
  /** The profile reads `insurance`: the same stored value as insuranceInfo.provider. */
  insurance: z.string(),
  medicalHistory: z.object({
    allergies: z.array(z.string()),
    chronicConditions: z.array(z.string()),
    vaccinations: z.array(vaccinationSchema),
  }),
  /** Top-level copies the profile reads, from the same stored columns. */
  allergies: z.array(z.string()),
  conditions: z.array(z.string()),
  mdr1Status: mdr1StatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The signed-in account's role on this pet: 'owner', or the role it was shared with. */
  role: petRoleSchema,
  /** The owner's name, so a shared pet says whose it is. */
  ownerName: z.string(),
  /**
   * The owner's IANA zone: the pet's day. Its doses are planned on the owner's calendar, so a
   * member in another zone asks for and shows the pet's day, not their own (issue 24, item 12).
   */
  ownerTimeZone: z.string(),
});
export type PetSummary = z.infer<typeof petSummarySchema>;

/** GET /api/pets/:id: everything the profile renders in one call. */
export const petSchema = petSummarySchema.extend({ appointments: z.array(appointmentSchema) });
export type Pet = z.infer<typeof petSchema>;

export const petListEnvelopeSchema = envelope(z.array(petSummarySchema));
export const petEnvelopeSchema = envelope(petSchema);

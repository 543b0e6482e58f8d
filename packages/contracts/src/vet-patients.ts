import { z } from 'zod';
import { ageUnitSchema, sexSchema, weightUnitSchema } from './enums';
import { envelope } from './envelope';
import { quickCheckResultSchema } from './interactions';
import { speciesSchema } from './species';

// Vet Mode (issue 16): the pets shared with an account as its vet, each with what a vet looks at
// first. The findings are the Quick Check of the current medications, run by the server with the
// formulary's engine when the list is read (as the PDF report does), so they are never stale.

export const vetPatientSchema = z.object({
  petId: z.string(),
  name: z.string(),
  species: speciesSchema,
  breed: z.string(),
  photo: z.string().nullable(),
  /** What a vet reads first on the card (issue 24 item 9), as the profile stores them. */
  sex: sexSchema,
  neutered: z.boolean(),
  age: z.number().nullable(),
  ageUnit: ageUnitSchema.nullable(),
  /** Used for the age when no age is recorded. */
  birthDate: z.string().nullable(),
  weight: z.number().nullable(),
  weightUnit: weightUnitSchema.nullable(),
  ownerName: z.string(),
  /** How the vet reaches the owner: their account's email, and phone when they gave one. */
  ownerEmail: z.string(),
  ownerPhone: z.string().nullable(),
  allergies: z.array(z.string()),
  conditions: z.array(z.string()),
  /** Active and paused medications. */
  medications: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      dosage: z.string(),
      frequency: z.string(),
      status: z.string(),
    }),
  ),
  /** null when the pet takes nothing, or the engine could not judge the list. */
  findings: quickCheckResultSchema.nullable(),
  /** When access ends; null when it does not. */
  expiresAt: z.string().nullable(),
  /** The owner's IANA zone: an access end "Dec 4" is that day on the owner's calendar. */
  ownerTimeZone: z.string(),
});
export type VetPatient = z.infer<typeof vetPatientSchema>;

export const vetPatientListResponseSchema = envelope(z.array(vetPatientSchema));

export const VET_MODE_MESSAGES = {
  listed: 'Patients',
  loadError: 'Could not load your patients',
} as const;

import { z } from 'zod';
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
  ownerName: z.string(),
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
});
export type VetPatient = z.infer<typeof vetPatientSchema>;

export const vetPatientListResponseSchema = envelope(z.array(vetPatientSchema));

export const VET_MODE_MESSAGES = {
  listed: 'Patients',
  loadError: 'Could not load your patients',
} as const;

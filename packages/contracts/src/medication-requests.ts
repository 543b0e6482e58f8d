import { z } from 'zod';
import { envelope } from './envelope';
import { SPECIES, SPECIES_LABELS, speciesFromText } from './species';
import { REQUEST_CATEGORIES } from './constants';
import { VALIDATION_MESSAGES } from './messages';
import { textField } from './medications';

// Medication requests (spec §3 Medication request, §5, §7 row, §9 category choices): an owner
// asks for a medication the catalogue lacks. Stored and listed back to the sender.

/** Species a request can be for: empty, all of them, or one species of spec §3. */
export const REQUEST_SPECIES = ['all', ...SPECIES] as const;
export const REQUEST_SPECIES_LABELS: Record<(typeof REQUEST_SPECIES)[number], string> = {
  all: 'All species',
  ...SPECIES_LABELS,
};

const MAX_DOSES = 20;

/** Doses typed as one comma-separated line or sent as a list: always stored as a list. */
export function splitDoses(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? input.split(',') : input.flatMap((d) => d.split(','));
  return [...new Set(parts.map((d) => d.trim()).filter((d) => d.length > 0))];
}

export const medicationRequestBodySchema = z.object({
  medicationName: z
    .string({ error: VALIDATION_MESSAGES.medicationNameRequired })
    .trim()
    .min(1, VALIDATION_MESSAGES.medicationNameRequired)
    .max(200, 'At most 200 characters'),
  brandName: textField(200).default(''),
  category: z
    .union([z.literal(''), z.enum(REQUEST_CATEGORIES)], {
      error: `Category must be empty or one of: ${REQUEST_CATEGORIES.join(', ')}`,
    })
    .default(''),
  commonDoses: z
    .union([z.string().max(1000), z.array(z.string().max(100)).max(MAX_DOSES)])
    .default([])
    .transform(splitDoses)
    .refine((doses) => doses.length <= MAX_DOSES, `At most ${MAX_DOSES} doses`),
  species: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? (speciesFromText(v) ?? v) : v),
      z.union([z.literal(''), z.enum(REQUEST_SPECIES)], {
        error: `Species must be empty or one of: ${REQUEST_SPECIES.join(', ')}`,
      }),
    )
    .default(''),
  reason: textField(2000).default(''),
});
export type MedicationRequestBody = z.input<typeof medicationRequestBodySchema>;
export type MedicationRequestCreate = z.output<typeof medicationRequestBodySchema>;

export const MEDICATION_REQUEST_STATUSES = ['pending', 'added', 'declined'] as const;

export const medicationRequestSchema = z.object({
  _id: z.string(),
  medicationName: z.string(),
  brandName: z.string(),
  category: z.string(),
  commonDoses: z.array(z.string()),
  species: z.string(),
  reason: z.string(),
  status: z.enum(MEDICATION_REQUEST_STATUSES),
  createdAt: z.string(),
});
export type MedicationRequest = z.infer<typeof medicationRequestSchema>;

export const medicationRequestResponseSchema = envelope(medicationRequestSchema);
export const medicationRequestListResponseSchema = envelope(z.array(medicationRequestSchema));

/** Requests one account may send per hour: enough for real use, not for flooding the table. */
export const MEDICATION_REQUESTS_PER_HOUR = 30;

import { z } from 'zod';
import { envelope } from './envelope';
import { riskLevelSchema, speciesSchema, type RiskLevel } from './enums';
import { FREQUENCY_CHOICES } from './constants';

// Quick Check (spec §3 "Quick check result", §4 "Interaction verdict", §7 check row).

export const medicationToCheckSchema = z.object({
  name: z.string().trim().min(1, 'Medication name is required').max(200),
  dosage: z.string().trim().max(200).optional().default(''),
  frequency: z.string().trim().max(100).optional().default(''),
});
export type MedicationToCheck = z.infer<typeof medicationToCheckSchema>;

export const interactionCheckBodySchema = z.object({
  petId: z.string().min(1, 'Please select a pet'),
  medications: z.array(medicationToCheckSchema).min(1).max(50),
});
export type InteractionCheckBody = z.infer<typeof interactionCheckBodySchema>;

export const frequencySchema = z.enum(FREQUENCY_CHOICES);

/** Where a rule's fact comes from: a label, FDA CVM, WSU VCPL, ASPCA APCC or a paper. */
export const sourceSchema = z.object({
  publisher: z.string(),
  title: z.string(),
  url: z.string().optional(),
});
export type Source = z.infer<typeof sourceSchema>;

/** What kind of rule produced a finding; the page groups findings by it. */
export const FINDING_KINDS = [
  'species-toxicity',
  'drug-drug',
  'allergy',
  'condition',
  'age',
  'mdr1',
  'duplicate',
  'dose',
] as const;
export const findingKindSchema = z.enum(FINDING_KINDS);
export type FindingKind = z.infer<typeof findingKindSchema>;

export const toxicMedicationSchema = z.object({
  medication: z.string(),
  reason: z.string(),
  recommendation: z.string(),
  species: z.array(speciesSchema),
  severity: riskLevelSchema,
  kind: z.literal('species-toxicity'),
  source: sourceSchema,
});
export type ToxicMedication = z.infer<typeof toxicMedicationSchema>;

export const drugInteractionSchema = z.object({
  medication1: z.string(),
  /** The other party: a drug, or e.g. 'chronic kidney disease (condition)', 'penicillin allergy'. */
  medication2: z.string(),
  riskLevel: riskLevelSchema,
  description: z.string(),
  recommendation: z.string(),
  kind: findingKindSchema,
  source: sourceSchema,
});
export type DrugInteraction = z.infer<typeof drugInteractionSchema>;

export const quickCheckResultSchema = z.object({
  toxicMedications: z.array(toxicMedicationSchema),
  drugInteractions: z.array(drugInteractionSchema),
  analysis: z.string(),
  /** Names the engine could not resolve: they were not judged, never silently safe. */
  unrecognized: z.array(z.string()),
});
export type QuickCheckResult = z.infer<typeof quickCheckResultSchema>;

export const interactionCheckResponseSchema = envelope(quickCheckResultSchema);

// ── Verdict (spec §4): the one rule, used by the checker page and the add-medication warning.

export const VERDICTS = ['dangerous', 'caution', 'safe', 'unknown'] as const;
export type Verdict = (typeof VERDICTS)[number];

type VerdictInput = {
  toxicMedications: readonly unknown[];
  drugInteractions: ReadonlyArray<{ riskLevel: RiskLevel }>;
};

export function verdict(result: VerdictInput | null | undefined): Verdict {
  if (!result) return 'unknown';
  const severe = result.drugInteractions.some(
    (i) => i.riskLevel === 'Critical' || i.riskLevel === 'High',
  );
  if (result.toxicMedications.length > 0 || severe) return 'dangerous';
  if (result.drugInteractions.length > 0) return 'caution';
  return 'safe';
}

export const VERDICT_COPY: Record<Verdict, { title: string; message: string }> = {
  dangerous: {
    title: 'Do Not Give Together',
    message:
      'These medications should not be given together without veterinary supervision. Talk to your veterinarian before giving them.',
  },
  caution: {
    title: 'Use with Caution',
    message:
      'These medications can be used together, but with care. Check the notes below and ask your veterinarian about monitoring.',
  },
  safe: {
    title: 'Safe to Give Together',
    message: 'No known interactions were found between these medications for this pet.',
  },
  unknown: {
    title: 'Unable to Determine',
    message: 'The check did not return a result. Please try again or ask your veterinarian.',
  },
};

/**
 * A clean result whose new medication was itself not recognised checked nothing about it: the
 * checker shows this instead of 'Safe to Give Together', so an unknown or misspelt product is
 * never reported safe (the spec's "unknown if no result", for the medication asked about).
 */
export function newMedicationNotChecked(
  result: VerdictInput & { unrecognized: readonly string[] },
  newName: string,
): boolean {
  const asked = newName.trim().toLowerCase();
  return (
    verdict(result) === 'safe' &&
    asked !== '' &&
    result.unrecognized.some((name) => name.trim().toLowerCase() === asked)
  );
}

export const NOT_CHECKED_COPY = {
  title: 'Medication Not Recognised',
  message:
    'This medication was not recognised, so it could not be checked. This does not mean it is safe: check the spelling, or ask your veterinarian or pharmacist before giving it.',
} as const;

/** The add-medication warning's confirm label (spec §4 "Add medication flow"). */
export const confirmLabelFor = (v: Verdict): string =>
  v === 'dangerous' ? 'Add Anyway (Consult Vet First!)' : 'Proceed with Caution';

import { z } from 'zod';
import { ageUnitSchema, weightUnitSchema } from './enums';
import { envelope } from './envelope';
import { speciesSchema } from './species';

// Emergency links (issue 16): a secret, expiring, revocable URL that shows an emergency vet what
// the pet takes, without signing in. The URL's last path segment is the token.

export const EMERGENCY_LINK_MAX_HOURS = 168;
/** Live links a pet may have at once; revoke one to make another. */
export const MAX_LIVE_EMERGENCY_LINKS = 10;
/** Reactions the public page lists, most recent first. */
export const EMERGENCY_REACTIONS_SHOWN = 5;
/** Vaccinations the public page lists, most recent first. */
export const EMERGENCY_VACCINATIONS_SHOWN = 10;
/** Views listed per link to the owner (the count covers all of them). */
export const EMERGENCY_VIEWS_LISTED = 20;

const hoursMessage = `hours must be a whole number from 1 to ${EMERGENCY_LINK_MAX_HOURS}`;
export const emergencyLinkCreateBodySchema = z.object({
  hours: z
    .number({ error: hoursMessage })
    .int(hoursMessage)
    .min(1, hoursMessage)
    .max(EMERGENCY_LINK_MAX_HOURS, hoursMessage),
});
export type EmergencyLinkCreateBody = z.infer<typeof emergencyLinkCreateBodySchema>;

/**
 * The create answer, the only place the URL ever appears (decision 034): the server keeps only
 * the token's hash, so nobody (its maker included) can be shown it again.
 */
export const emergencyLinkCreatedSchema = z.object({
  id: z.string(),
  url: z.string(),
  label: z.string(),
  expiresAt: z.string(),
});
export type EmergencyLinkCreated = z.infer<typeof emergencyLinkCreatedSchema>;

export const EMERGENCY_LINK_STATUSES = ['active', 'expired', 'revoked'] as const;
export type EmergencyLinkStatus = (typeof EMERGENCY_LINK_STATUSES)[number];

export const emergencyViewRecordSchema = z.object({ at: z.string(), ip: z.string() });

/** A link as owners and co-owners see it: metadata only, never its URL or token. */
export const emergencyLinkSchema = z.object({
  id: z.string(),
  /** The URL's first characters after /emergency/, to tell links apart; opens nothing. */
  label: z.string(),
  status: z.enum(EMERGENCY_LINK_STATUSES),
  createdAt: z.string(),
  createdBy: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  viewCount: z.number(),
  /** The most recent views, newest first. */
  views: z.array(emergencyViewRecordSchema),
});
export type EmergencyLink = z.infer<typeof emergencyLinkSchema>;

/** What the public page shows: the least an emergency vet needs. */
export const emergencyViewSchema = z.object({
  pet: z.object({
    name: z.string(),
    species: speciesSchema,
    breed: z.string(),
    age: z.number().nullable(),
    ageUnit: ageUnitSchema.nullable(),
    weight: z.number().nullable(),
    weightUnit: weightUnitSchema.nullable(),
    /** Served through the token; null when the pet has no photo. */
    photo: z.string().nullable(),
    allergies: z.array(z.string()),
    conditions: z.array(z.string()),
  }),
  medications: z.array(
    z.object({
      name: z.string(),
      brandName: z.string(),
      dosage: z.string(),
      frequency: z.string(),
      route: z.string(),
      status: z.string(),
      instructions: z.string(),
      /** When the last dose was given (the dose log's time given), or null if none is logged. */
      lastGivenAt: z.string().nullable(),
    }),
  ),
  reactions: z.array(
    z.object({
      medication: z.string(),
      date: z.string(),
      severity: z.string(),
      symptoms: z.array(z.string()),
      outcome: z.string(),
    }),
  ),
  owner: z.object({ name: z.string(), phone: z.string().nullable() }),
  /** The owner's IANA zone, in which the page shows when doses were given. */
  timeZone: z.string(),
  /**
   * The pet's vets: members with the vet role whose access is live, by name and clinic. Never their
   * phone: the page is public to whoever holds the link, and a vet's account phone may be personal;
   * the owner chose to share only their own.
   */
  vets: z.array(z.object({ name: z.string(), clinic: z.string() })),
  /** Vaccinations, most recent first (at most EMERGENCY_VACCINATIONS_SHOWN). */
  vaccinations: z.array(
    z.object({ vaccine: z.string(), date: z.string(), nextDue: z.string().nullable() }),
  ),
  expiresAt: z.string(),
});
export type EmergencyView = z.infer<typeof emergencyViewSchema>;

export const petEmergencyParamsSchema = z.object({ petId: z.string().max(100) });
export const emergencyLinkParamsSchema = z.object({
  petId: z.string().max(100),
  linkId: z.string().max(100),
});
export const emergencyTokenParamsSchema = z.object({ token: z.string().max(200) });

export const emergencyLinkCreatedResponseSchema = envelope(emergencyLinkCreatedSchema);
export const emergencyLinkListResponseSchema = envelope(z.array(emergencyLinkSchema));
export const emergencyViewResponseSchema = envelope(emergencyViewSchema);

export const EMERGENCY_MESSAGES = {
  created: 'Emergency link created',
  listed: 'Emergency links',
  revoked: 'Emergency link revoked',
  notFound: 'This emergency link is not valid',
  expired: 'This link has expired',
  tooMany: `A pet can have at most ${MAX_LIVE_EMERGENCY_LINKS} live emergency links: revoke one first`,
  view: 'Emergency information',
  copied: 'Emergency link copied',
  shownOnce: 'Copy this link now: for your safety PawRx keeps no copy and cannot show it again.',
  copyFailed: 'Could not copy the link',
  createError: 'Could not create the emergency link',
  revokeError: 'Could not revoke the emergency link',
  confirmRevoke: 'Revoke this emergency link? Anyone who opens it will see "not found".',
} as const;

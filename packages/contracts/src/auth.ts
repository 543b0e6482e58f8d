import { z } from 'zod';
import { reminderChannelSchema } from './push';
import { roleSchema } from './enums';
import { MIN_PASSWORD_LENGTH } from './constants';
import { VALIDATION_MESSAGES } from './messages';
import { timeZoneSchema } from './zoned-time';

// Accounts (spec §3 User, §5 Register/Reset/Forgot, §7 auth rows).

/** Trimmed, lower-cased; any valid address, `first.last+tag@mail.clinic` included. */
export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));

const optionalTrimmed = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

export const vetInfoSchema = z.object({
  licenseNumber: z.string().trim().max(100).default(''),
  clinic: z.string().trim().max(200).default(''),
  specializations: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
});
export type VetInfo = z.infer<typeof vetInfoSchema>;

/** Register fields before the vet rule (the web's form extends them with the confirmation). */
export const registerFieldsSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100),
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(MIN_PASSWORD_LENGTH, VALIDATION_MESSAGES.passwordTooShortRegister)
    .max(200),
  role: roleSchema.default('user'),
  phone: optionalTrimmed(40),
  vetInfo: vetInfoSchema.optional(),
  /** The browser's IANA zone; dose times are read in it. */
  timezone: timeZoneSchema.optional(),
  /**
   * From an invitation email's link (decision 046): its key proves the address, so the account
   * starts verified when the invitation was sent to this email.
   */
  invitationId: z.uuid().optional(),
  invitationKey: z.string().trim().min(1).max(200).optional(),
});

/** Spec §5: a veterinarian gives a license number and a clinic; nobody else has to. */
export function requireVetInfo(
  body: { role: string; vetInfo?: { licenseNumber?: string; clinic?: string } | undefined },
  ctx: z.RefinementCtx,
): void {
  if (body.role !== 'vet') return;
  if (!body.vetInfo?.licenseNumber)
    ctx.addIssue({
      code: 'custom',
      path: ['vetInfo', 'licenseNumber'],
      message: 'License number is required for veterinarians',
    });
  if (!body.vetInfo?.clinic)
    ctx.addIssue({
      code: 'custom',
      path: ['vetInfo', 'clinic'],
      message: 'Clinic or practice name is required for veterinarians',
    });
}

export const registerBodySchema = registerFieldsSchema
  .superRefine(requireVetInfo)
  // vetInfo belongs to vets only: an owner's stray vetInfo is dropped, not stored.
  .transform((body) => (body.role === 'vet' ? body : { ...body, vetInfo: undefined }));
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  phone: z.string().optional(),
  vetInfo: vetInfoSchema.optional(),
  timezone: z.string(),
  remindersEnabled: z.boolean(),
  /** How reminders reach the account (decision 055). */
  reminderChannel: reminderChannelSchema,
  /** Whether `email` was proven by a link sent to it; reminders and invitations need it. */
  emailVerified: z.boolean(),
  /** A new address asked for and not yet confirmed from its own inbox. */
  pendingEmail: z.string().optional(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** `GET /api/auth/me` and `PUT /api/auth/profile`: the client reads `data.data`. */
export const userEnvelopeSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: userSchema,
});

export const profileUpdateBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(100).optional(),
    phone: z.string().trim().max(40).optional(),
    vetInfo: vetInfoSchema.partial().optional(),
    timezone: timeZoneSchema.optional(),
    /** Off stops every reminder email of the account. */
    remindersEnabled: z.boolean({ error: 'Reminders must be on or off' }).optional(),
    /** Push notifications, email, or both. */
    reminderChannel: reminderChannelSchema.optional(),
  })
  .strict();
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

/** `POST /api/auth/verify-email`: the token from the verification email's link. */
export const verifyEmailBodySchema = z.object({
  token: z.string({ error: 'Token is required' }).trim().min(1, 'Token is required').max(200),
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

/** `POST /api/auth/email`: a new sign-in address, confirmed by the account's password. */
export const changeEmailBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({
  password: z
    .string({ error: 'Password is required' })
    .min(MIN_PASSWORD_LENGTH, VALIDATION_MESSAGES.passwordTooShortReset)
    .max(200),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** The seeded demo pet owner the login page can fill in (spec §1). */
export const DEMO_ACCOUNT = { email: 'user@demo.com', password: 'demo123' } as const;

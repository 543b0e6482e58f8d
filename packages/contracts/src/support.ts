import { z } from 'zod';
import { emailSchema } from './auth';
import { supportCategorySchema } from './enums';
import { messageOnlySchema } from './envelope';

// Contact support (spec §3 Support request, §5 Support form, §7 POST /api/support/contact).

/** Server-side ceilings; the form shows no limits (spec §5) but the API must bound what it stores. */
export const SUPPORT_LIMITS = {
  name: 100,
  subject: 200,
  message: 5000,
} as const;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const supportRequestBodySchema = z.object({
  name: requiredText('Name', SUPPORT_LIMITS.name),
  email: emailSchema,
  subject: requiredText('Subject', SUPPORT_LIMITS.subject),
  category: supportCategorySchema.default('general'),
  message: requiredText('Message', SUPPORT_LIMITS.message),
  urgent: z.boolean().default(false),
});
/** What the form sends (before defaults). */
export type SupportRequestInput = z.input<typeof supportRequestBodySchema>;
/** What the server works with (trimmed, defaults applied). */
export type SupportRequestBody = z.output<typeof supportRequestBodySchema>;

export const supportResponseSchema = messageOnlySchema;
export type SupportResponse = z.infer<typeof supportResponseSchema>;

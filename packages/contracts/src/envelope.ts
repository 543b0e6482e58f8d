import { z } from 'zod';

// The wire envelope of every JSON answer: `{ success, message, data }` (spec §7).

export const apiIssueSchema = z.object({ path: z.string(), message: z.string() });
export type ApiIssue = z.infer<typeof apiIssueSchema>;

export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  issues: z.array(apiIssueSchema).optional(),
  /** What the client needs to act on the error, where a route documents it (a dose's log on 409). */
  data: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });

export const messageOnlySchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageOnly = z.infer<typeof messageOnlySchema>;

export type Envelope<T> = { success: true; message: string; data: T };

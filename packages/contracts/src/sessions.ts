import { z } from 'zod';
import { envelope } from './envelope';

// Where the account is signed in (issue 25 item 5, decision 045).

export const sessionSchema = z.object({
  _id: z.string(),
  /** Browser and system read from the User-Agent at sign-in, e.g. "Firefox on Windows". */
  device: z.string(),
  /** The address the sign-in came from. */
  ip: z.string().nullable(),
  createdAt: z.string(),
  /** Last use, kept to the minute (it is written at most once a minute). */
  lastSeenAt: z.string().nullable(),
  /** The session of the request that asks. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionListResponseSchema = envelope(z.array(sessionSchema));
export const sessionParamsSchema = z.object({ id: z.string().max(100) });
/** How many sessions "Sign out everywhere else" ended. */
export const sessionsEndedResponseSchema = envelope(z.object({ ended: z.number().int() }));

export const SESSION_MESSAGES = {
  listed: 'Signed-in devices',
  ended: 'Signed out of that device',
  endedOthers: (n: number) =>
    n === 0
      ? 'No other device was signed in'
      : `Signed out of ${n} other device${n === 1 ? '' : 's'}`,
  notFound: 'Session not found',
  unknownDevice: 'Unknown device',
  loadFailed: 'Could not load your signed-in devices',
  endFailed: 'Could not sign that device out',
} as const;

// The words of push notifications the service worker shows itself (no zod here: the worker's
// bundle has a 30 KB budget). The reminder's own words come from the server in its payload.

/** Notification action ids: the keys of a dose payload's `actions`. */
export const PUSH_ACTIONS = { given: 'given', skipped: 'skipped' } as const;

export const PUSH_WORDS = {
  given: 'Given',
  skip: 'Skip',
  /** After the action was sent: `what` is the notification's title ("Milo: Carprofen"). */
  logged: (what: string, action: 'given' | 'skipped') =>
    `${what}: logged as ${action === 'given' ? 'given' : 'skipped'}`,
  alreadyLogged: (what: string) => `${what}: this dose was already logged`,
  linkUsed:
    'This reminder’s buttons were used already or have expired. Open PawRx to log the dose.',
  noConnection: (what: string) => `${what}: not logged (no connection). Open PawRx to log it.`,
} as const;

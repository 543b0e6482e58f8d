// Which requests the service worker handles beyond the app shell. Plain functions over URLs, so
// they are tested without a worker.

const ID = '[^/]+';

/**
 * Records the installed app shows offline: who is signed in, the pets (list and each), their
 * medications, their doses (Today asks for a day's range) and emergency cards (each pet's links
 * and the card a link opens).
 */
const OFFLINE_RECORDS = [
  /^\/api\/auth\/me$/,
  /^\/api\/pets$/,
  new RegExp(`^/api/pets/${ID}$`),
  new RegExp(`^/api/pets/${ID}/(medications|doses|emergency-links)$`),
  new RegExp(`^/api/emergency/${ID}$`),
];

export const isOfflineRecord = (url: URL): boolean =>
  OFFLINE_RECORDS.some((pattern) => pattern.test(url.pathname));

/** POST /api/pets/:petId/medications/:medicationId/doses: Given or Skipped for one dose. */
const DOSE_LOG = new RegExp(`^/api/pets/${ID}/medications/${ID}/doses$`);

export const isDoseLog = (url: URL): boolean => DOSE_LOG.test(url.pathname);

/** POST /api/auth/logout: the end of the session on this phone. */
export const isSignOut = (url: URL): boolean => url.pathname === '/api/auth/logout';

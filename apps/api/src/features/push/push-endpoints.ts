// Which push services PawRx posts to (decision 055). A subscription's endpoint is user input: a
// server that posts wherever it is told is an SSRF (internal addresses, cloud metadata). Only
// the browsers' own push services on the default https port, plus the origins an operator lists
// in PUSH_ALLOWED_ORIGINS, are accepted when subscribing and checked again before every send.

/** The push services of Chrome/Edge/Android (FCM), Firefox (Mozilla) and Safari (Apple). */
const KNOWN_HOSTS = new Set([
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
]);
/** Windows Push Notification Services serve each region from a subdomain. */
const KNOWN_HOST_SUFFIXES = ['.notify.windows.com'];

export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return (
    KNOWN_HOSTS.has(host) ||
    KNOWN_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length)
  );
}

/** The service's host: what Settings and the log show instead of the capability URL itself. */
export const pushServiceOf = (endpoint: string): string =>
  URL.canParse(endpoint) ? new URL(endpoint).host : 'unknown';

// What must never reach the log (issue 11 item 3): passwords, argon2 hashes, sign-in tokens,
// password-reset tokens and the signatures of signed photo URLs. Pure functions used by the
// logger (lib/logger.ts) on every line; each pattern names the secret it hides.

export const REDACTED = '[redacted]';

/** Query parameters whose values are credentials or capabilities. */
const SECRET_QUERY_KEYS = /^(sig|signature|token|access_token|password|secret|key|api_key|code)$/i;

const TEXT_PATTERNS: [RegExp, string][] = [
  // argon2 hashes as stored in users.password_hash ($argon2id$v=19$m=...,t=...,p=...$salt$hash).
  [/\$argon2(?:id|i|d)\$[^\s'",)]*/g, REDACTED],
  // Bearer credentials in a header echoed into a message.
  [/\b(Bearer\s+)[^\s'",]+/gi, `$1${REDACTED}`],
  // Signed JWTs (sign-in tokens) anywhere: three base64url parts, the first a JSON header.
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]+/g, REDACTED],
  // A reset token in a path or a link (/api/auth/reset-password/:token, #/reset-password/:token).
  [/(reset-password\/)[^\s/?#'"]+/g, `$1${REDACTED}`],
  // Capability tokens in a path, each of which opens something without signing in: an emergency
  // link (/api/emergency/:token, #/emergency/:token) a pet's record, a dose link
  // (/api/dose-links/:token) a dose log, a calendar feed (/api/calendar/feed/:token) the schedule.
  // The feed's own "reset" route is a name, not a token.
  [
    /((?:emergency|dose-links|calendar\/feed)\/)(?!reset(?:[\s/?#'"]|$))[^\s/?#'"]+/g,
    `$1${REDACTED}`,
  ],
  // Secret query parameters in any URL (the photo URL's sig, tokens, passwords).
  [
    /([?&](?:sig|signature|token|access_token|password|secret|key|api_key|code)=)[^&#\s'"]*/gi,
    `$1${REDACTED}`,
  ],
  // Drizzle's "Failed query: … params: …": the values may be hashes, emails or any user text.
  [/(\bparams: )[^\n]*/g, `$1${REDACTED}`],
  // Credentials inside a connection string (postgres://user:password@host).
  [/(\b[a-z][\w+.-]*:\/\/[^\s:/@]+:)[^\s@/]+@/gi, `$1${REDACTED}@`],
];

/** The text with every secret it contains replaced by a marker. */
export function scrubText(text: string): string {
  let result = text;
  for (const [pattern, replacement] of TEXT_PATTERNS) result = result.replace(pattern, replacement);
  return result;
}

/** A request URL as logged: the reset token and secret query values replaced. */
export function scrubUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = scrubText(queryAt === -1 ? url : url.slice(0, queryAt));
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && SECRET_QUERY_KEYS.test(key) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${scrubText(query)}`;
}

type SerializedError = {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  statusCode?: number;
  cause?: SerializedError;
};

/**
 * An error as logged: type, scrubbed message and stack frames, codes and its causes. Only these
 * fields, on purpose: Drizzle's query errors carry the query's parameters as a property, and
 * PostgreSQL's `detail` quotes the failing row, hash included.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubText(String(error)) };
  const message = scrubText(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  const serialized: SerializedError = {
    type: error.constructor?.name ?? 'Error',
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  if (typeof code === 'string') serialized.code = code;
  if (typeof statusCode === 'number') serialized.statusCode = statusCode;
  if (error.cause !== undefined && depth < 4)
    serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/** Every string in a logged object scrubbed (objects copied, never changed in place). */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value instanceof Error) return serializeError(value);
  if (!value || typeof value !== 'object' || depth > 6) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  // Requests and replies have their own serializers; leave class instances to them.
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) copy[key] = scrubValue(child, depth + 1);
  return copy;
}

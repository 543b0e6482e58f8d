// Value generators for the API fuzz test: a seeded random source, a pool of hostile values
// (what attackers and broken clients send) and a generator that follows a route's JSON schema
// from the OpenAPI document, so most bodies get past the first check and reach the database.

/** A small seeded generator (mulberry32): the same seed replays the same requests. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;
export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

/** Injected into strings: an error answer that contains it echoed the request back. */
export const ECHO_MARKER = 'Xq7echoZ';

const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  'a',
  'x'.repeat(201),
  'y'.repeat(6000),
  '\u0000',
  `a\u0000${ECHO_MARKER}`,
  '\uD800',
  `${ECHO_MARKER}\uDFFF`,
  '\uDC00\uD800',
  '🐶 Zoë café',
  '\u202E\uFEFF\u200B',
  `<script>alert('${ECHO_MARKER}')</script>`,
  `'; DROP TABLE users; -- ${ECHO_MARKER}`,
  '%00',
  '%zz',
  '../../etc/passwd',
  '\r\n\t',
  '2023-02-30',
  '2023-02-29',
  '2024-02-29',
  '0000-00-00',
  '0001-01-01',
  '9999-12-31',
  '+275760-09-13',
  '2026-03-08T25:61:00Z',
  '2026-03-08T10:00:00.000Z',
  '2026-13-45',
  '1e309',
  'NaN',
  '-1',
  'null',
  '10:00',
  '24:00',
  'owner@example.com',
  `${ECHO_MARKER}@example.com`,
  'not-an-email',
  '00000000-0000-0000-0000-000000000000',
  TINY_PNG,
  'data:image/png;base64,!!!!',
  'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  'data:text/html,<b>x</b>',
  'dog',
  'cat',
  'Apoquel',
  'carprofen 75 mg',
  'ivermectin',
];

const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  1,
  -1,
  1.5,
  3,
  10000,
  10001,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  5e-324,
];

/** Raw bodies that are not what JSON.stringify would make (sent as application/json). */
export const RAW_JSON_BODIES: readonly string[] = [
  '',
  '{',
  '{"a":',
  'nul',
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  '[1,2,3]',
  '{"weight":1e999,"age":-1e999,"name":"x"}',
  '{"__proto__":{"admin":true},"name":"x"}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
  '{"name":"\\u0000","email":"a\\u0000@b.co","password":"\\ud800\\ud800"}',
  '{"date":"\\udfff","petId":"\\u0000"}',
  '\uFEFF{"name":"bom"}',
  '{"name":"x"} trailing',
];

export const HOSTILE_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/xml',
  'image/png',
];

export const HOSTILE_PARAMS: readonly string[] = [
  'a'.repeat(150),
  '%zz',
  '%E0%A4%A',
  '%00',
  '%ED%A0%80',
  '%F0%9F%90%B6',
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  '1',
  '..%2F..%2Fetc',
  `${ECHO_MARKER}`,
];

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
};

/** Any value at all, mostly hostile. */
function hostileValue(random: Random, depth = 0): unknown {
  const roll = random();
  if (roll < 0.5) return pick(random, HOSTILE_STRINGS);
  if (roll < 0.7) return pick(random, HOSTILE_NUMBERS);
  if (roll < 0.78) return random() < 0.5;
  if (roll < 0.85) return null;
  if (depth > 2) return pick(random, HOSTILE_STRINGS);
  if (roll < 0.93)
    return Array.from({ length: Math.floor(random() * 4) }, () => hostileValue(random, depth + 1));
  return {
    [pick(random, ['a', 'name', '__proto__', ECHO_MARKER])]: hostileValue(random, depth + 1),
  };
}

/** A value shaped by the schema (right type, an allowed enum value), hostile in half the fields. */
export function valueFor(schema: JsonSchema | undefined, random: Random, depth = 0): unknown {
  if (!schema || random() < 0.3) return hostileValue(random, depth);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return valueFor(pick(random, variants), random, depth);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return pick(random, schema.enum);
  if (schema.nullable && random() < 0.1) return null;
  const type = Array.isArray(schema.type) ? pick(random, schema.type) : schema.type;
  switch (type) {
    case 'string':
      return pick(random, HOSTILE_STRINGS);
    case 'number':
    case 'integer':
      return pick(random, HOSTILE_NUMBERS);
    case 'boolean':
      return random() < 0.5;
    case 'array':
      return Array.from({ length: Math.floor(random() * 4) }, () =>
        valueFor(schema.items, random, depth + 1),
      );
    case 'object':
      return depth > 3 ? {} : objectFor(schema, random, depth + 1);
    default:
      return hostileValue(random, depth);
  }
}

export function objectFor(schema: JsonSchema, random: Random, depth = 0): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {}))
    if (random() < 0.8) body[key] = valueFor(property, random, depth);
  if (random() < 0.1) body[pick(random, ['extra', ECHO_MARKER, 'constructor'])] = 'x';
  return body;
}

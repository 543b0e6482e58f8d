import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPet } from '../features/pets/pets.test-helpers';
import { bearer, createTestApp, registerUser, type TestApp } from './test-app';
import {
  ECHO_MARKER,
  HOSTILE_CONTENT_TYPES,
  HOSTILE_PARAMS,
  HOSTILE_STRINGS,
  RAW_JSON_BODIES,
  objectFor,
  pick,
  seededRandom,
  valueFor,
  type Random,
} from './fuzz-values';

// Sends generated bodies, parameters and query strings to every route of the OpenAPI document,
// signed in as an owner with a pet and one record of each kind. Whatever arrives, the API must
// answer below 500, in the error envelope, and without repeating the request back.
// FUZZ_SEED replays a run; FUZZ_PER_ROUTE sets how many requests each route gets.

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const PER_ROUTE = Number(process.env.FUZZ_PER_ROUTE ?? 100);
/**
 * Pages a person opens from an email answer in HTML, errors included (an unknown one-click dose
 * link is a small "this link is invalid" page): no envelope there, but never a 5xx or an echo.
 */
const HTML_PAGES = new Set(['GET /api/dose-links/{token}', 'POST /api/dose-links/{token}']);

type Operation = {
  requestBody?: { content?: Record<string, { schema?: Parameters<typeof objectFor>[0] }> };
  parameters?: { in: string; name: string; schema?: Parameters<typeof valueFor>[0] }[];
};
type Route = { method: string; path: string; operation: Operation };

function routesOf(app: FastifyInstance): Route[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}

type Fixture = { token: string; ids: Record<string, string> };

/** A fresh owner with a pet and one record of each kind (medication to emergency link). */
async function fixture(app: FastifyInstance): Promise<Fixture> {
  const { token } = await registerUser(app);
  const pet = await createPet(app, token);
  const post = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, headers: bearer(token), payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return (res.json() as { data: { _id: string } }).data._id;
  };
  const postId = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, headers: bearer(token), payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return (res.json() as { data: { id: string } }).data.id;
  };
  const base = `/api/pets/${pet._id}`;
  const medicationId = await post(`${base}/medications`, { name: 'Apoquel' });
  return {
    token,
    ids: {
      id: pet._id,
      petId: pet._id,
      medicationId,
      doseId: await post(`${base}/medications/${medicationId}/doses`, { status: 'given' }),
      reactionId: await post(`${base}/reactions`, {
        medication: 'Apoquel',
        date: '2026-01-05',
        severity: 'mild',
        symptoms: ['itching'],
      }),
      appointmentId: await post(`${base}/appointments`, { date: '2026-02-01', type: 'checkup' }),
      vaccinationId: await post(`${base}/vaccinations`, { vaccine: 'Rabies', date: '2025-06-01' }),
      memberId: await post(`${base}/members`, { email: 'member@example.com', role: 'caregiver' }),
      linkId: await postId(`${base}/emergency-links`, { hours: 24 }),
      token: 'not-a-real-reset-token',
    },
  };
}

/** Percent-encodes any string, a lone surrogate included (as the bytes a lax encoder sends). */
const encodeAny = (value: string): string => {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .replace(/[\uD800-\uDFFF]/g, '%ED%A0%80')
      .replace(/[^%\w]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  }
};

function urlFor(route: Route, fixtureIds: Record<string, string>, random: Random): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    random() < 0.8
      ? (fixtureIds[name] ?? 'unknown')
      : random() < 0.5
        ? pick(random, HOSTILE_PARAMS)
        : encodeAny(pick(random, HOSTILE_STRINGS)),
  );
  const query = (route.operation.parameters ?? []).filter((p) => p.in === 'query');
  const pairs: string[] = [];
  for (const parameter of query)
    if (random() < 0.7)
      pairs.push(`${parameter.name}=${encodeAny(String(valueFor(parameter.schema, random)))}`);
  if (random() < 0.2)
    pairs.push(`${pick(random, ['q', ECHO_MARKER])}=${pick(random, HOSTILE_PARAMS)}`);
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

/** A body each writing route accepts, to mutate one field at a time. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'POST /api/auth/register': { name: 'Fuzz', email: 'fuzz@example.com', password: 'fuzzy-pass-9' },
  'POST /api/auth/login': { email: 'fuzz@example.com', password: 'fuzzy-pass-9' },
  'PUT /api/auth/profile': { name: 'Fuzz', phone: '555-0100' },
  'POST /api/auth/forgot-password': { email: 'fuzz@example.com' },
  'POST /api/auth/reset-password/{token}': { password: 'fuzzy-pass-9' },
  'POST /api/auth/verify-email': { token: 'fuzz-token' },
  'POST /api/auth/email': { email: 'fuzz-new@example.com', password: 'fuzzy-pass-9' },
  'POST /api/pets/': { name: 'Rex', species: 'dog', weight: 10, age: 3, birthDate: '2020-01-01' },
  'PUT /api/pets/{id}': { name: 'Rex', breed: 'Beagle', birthDate: '2020-01-01', microchipId: '1' },
  'POST /api/pets/{id}/appointments': { date: '2026-02-01', type: 'checkup', title: 'Visit' },
  'PUT /api/pets/{id}/appointments/{appointmentId}': { status: 'completed' },
  'POST /api/pets/{id}/vaccinations': {
    vaccine: 'Rabies',
    date: '2025-06-01',
    nextDue: '2026-06-01',
  },
  'PUT /api/pets/{id}/vaccinations/{vaccinationId}': { vaccine: 'Rabies', date: '2025-06-01' },
  'POST /api/pets/{petId}/medications': {
    name: 'Apoquel',
    dosage: '16 mg',
    startDate: '2025-01-01',
  },
  'PUT /api/pets/{petId}/medications/{medicationId}': { name: 'Apoquel', endDate: '2026-01-01' },
  'POST /api/pets/{petId}/reactions': {
    medication: 'Apoquel',
    date: '2026-01-05',
    severity: 'mild',
    symptoms: ['itching'],
  },
  'PUT /api/pets/{petId}/reactions/{reactionId}': { notes: 'better', date: '2026-01-06' },
  'PUT /api/pets/{petId}/doses/{doseId}': { version: 1, status: 'skipped', note: 'spat it out' },
  'POST /api/pets/{petId}/members': { email: 'friend@example.com', role: 'co-owner' },
  'POST /api/pets/{petId}/emergency-links': { hours: 12 },
  'POST /api/pets/{petId}/notes': { text: 'Seen today' },
  'POST /api/medications/request': { medicationName: 'Fuzzocillin', species: 'dog', reason: 'x' },
  'POST /api/support/contact': {
    name: 'Fuzz',
    email: 'fuzz@example.com',
    subject: 'Hi',
    message: 'Help',
  },
  'POST /api/interactions/check': { medications: [{ name: 'carprofen' }] },
  'POST /api/interactions/ai-analysis': { medications: [{ name: 'carprofen' }], query: 'safe?' },
};

type BodySchema = Parameters<typeof objectFor>[0];

/** Bodies that name a pet get the fixture's pet. */
const withFixture = (
  body: Record<string, unknown>,
  schema: BodySchema | undefined,
  fixtureValue: Fixture,
): Record<string, unknown> =>
  schema?.properties?.petId ? { petId: fixtureValue.ids.petId, ...body } : body;

function requestFor(route: Route, fixtureValue: Fixture, random: Random): InjectOptions {
  const schema = route.operation.requestBody?.content?.['application/json']?.schema;
  const headers: Record<string, string> = random() < 0.9 ? bearer(fixtureValue.token) : {};
  const request: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: urlFor(route, fixtureValue.ids, random),
    headers,
  };
  if (route.method === 'GET' || random() < 0.05) return request;
  const roll = random();
  const valid = VALID_BODIES[`${route.method} ${route.path}`];
  if (valid && roll < 0.4) {
    // A valid body with one field swapped for a hostile value: it reaches the database.
    const base = withFixture(valid, schema, fixtureValue);
    const key = random() < 0.8 ? pick(random, Object.keys(base)) : 'unknownField';
    request.payload = JSON.stringify({ ...base, [key]: valueFor(undefined, random) });
    headers['content-type'] = 'application/json';
  } else if (roll < 0.75) {
    request.payload = JSON.stringify(schema ? objectFor(schema, random) : {});
    headers['content-type'] = 'application/json';
  } else if (roll < 0.9) {
    request.payload = pick(random, RAW_JSON_BODIES);
    headers['content-type'] = 'application/json';
  } else {
    request.payload = `${ECHO_MARKER}=1&name=%00`;
    headers['content-type'] = pick(random, HOSTILE_CONTENT_TYPES);
  }
  return request;
}

describe('API fuzz: generated input on every route', () => {
  let testApp: TestApp;
  const seen = { requests: 0, byStatus: new Map<number, number>() };
  const timings: string[] = [];

  beforeAll(async () => {
    testApp = await createTestApp({
      RATE_LIMIT_LOGIN_PER_IP: '1000000',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000000',
      RATE_LIMIT_REGISTER_PER_IP: '1000000',
      RATE_LIMIT_FORGOT_PER_IP: '1000000',
      RATE_LIMIT_FORGOT_PER_ACCOUNT: '1000000',
      RATE_LIMIT_RESET_PER_IP: '1000000',
      RATE_LIMIT_CHECK_PER_MINUTE: '1000000',
      RATE_LIMIT_AI_PER_MINUTE: '1000000',
      RATE_LIMIT_SUPPORT_PER_HOUR: '1000000',
      RATE_LIMIT_INVITE_PER_HOUR: '1000000',
    });
  });
  afterAll(async () => {
    console.info(
      `api fuzz: ${seen.requests} requests, statuses ${JSON.stringify(Object.fromEntries(seen.byStatus))}`,
    );
    if (process.env.FUZZ_TIMINGS) console.info(timings.join('\n'));
    await testApp?.close();
  });

  it('finds every route in the OpenAPI document', () => {
    expect(routesOf(testApp.app).length).toBeGreaterThanOrEqual(35);
  });

  it('starts from valid bodies: each one, unchanged, is accepted', async () => {
    const { app } = testApp;
    const current = await fixture(app);
    for (const route of routesOf(testApp.app)) {
      const valid = VALID_BODIES[`${route.method} ${route.path}`];
      if (!valid || route.path.startsWith('/api/auth/')) continue;
      const schema = route.operation.requestBody?.content?.['application/json']?.schema;
      const url = urlFor({ ...route, operation: {} }, current.ids, () => 0);
      const res = await app.inject({
        method: route.method as InjectOptions['method'],
        url,
        headers: bearer(current.token),
        payload: withFixture(valid, schema, current),
      });
      expect([200, 201], `${route.method} ${route.path}: ${res.body}`).toContain(res.statusCode);
    }
  });

  it('answers every generated request below 500, in the envelope, without echoing it', async () => {
    const { app } = testApp;
    const random = seededRandom(SEED);
    const failures: string[] = [];
    let current = await fixture(app);
    for (const route of routesOf(app)) {
      const started = performance.now();
      for (let i = 0; i < PER_ROUTE; i += 1) {
        const request = requestFor(route, current, random);
        const res = await app.inject(request);
        seen.requests += 1;
        seen.byStatus.set(res.statusCode, (seen.byStatus.get(res.statusCode) ?? 0) + 1);
        const what = `${request.method} ${String(request.url).slice(0, 120)} ${String(request.payload ?? '').slice(0, 200)}`;
        if (res.statusCode >= 500) failures.push(`${res.statusCode} ${what}`);
        const page =
          HTML_PAGES.has(`${route.method} ${route.path}`) &&
          String(res.headers['content-type']).startsWith('text/html');
        if (res.statusCode >= 400 && !page) {
          const body = res.json() as { success?: unknown; message?: unknown };
          if (body.success !== false || typeof body.message !== 'string')
            failures.push(`not an envelope: ${res.body.slice(0, 200)} for ${what}`);
        }
        if (res.statusCode >= 400 && res.body.includes(ECHO_MARKER))
          failures.push(`echoed: ${res.body.slice(0, 200)}`);
      }
      timings.push(`${route.method} ${route.path} ${Math.round(performance.now() - started)}ms`);
      // Deleting and signing out use up the fixture; the next route gets a fresh one.
      if (route.method === 'DELETE' || route.path.endsWith('/logout')) current = await fixture(app);
    }
    expect(failures.slice(0, 20)).toEqual([]);
    expect(seen.requests).toBe(routesOf(app).length * PER_ROUTE);
  }); // time limit: vitest.fuzz.config.ts (decision 036)
});

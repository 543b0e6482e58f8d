import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PET_MESSAGES } from '@pawrx/contracts/messages';
import { createPet } from '../features/pets/pets.test-helpers';
import { PUBLIC_BY_DESIGN, RIGHTS_MATRIX, type World } from './rights-matrix.table';
import { call, person, share, type Person } from './sharing-fixtures';
import { createTestApp, type TestApp } from './test-app';

// Every pet-scoped route × every kind of caller: owner, co-owner, caregiver, vet, a revoked
// member, an expired member and a stranger. Allowed: the row's status; a member without the
// right: 403; anyone without access: 404 'Pet not found', exactly as for a pet that does not exist.

const CALLERS = [
  'owner',
  'co-owner',
  'caregiver',
  'vet',
  'revoked',
  'expired',
  'stranger',
] as const;
type Caller = (typeof CALLERS)[number];

let clock = Date.parse('2026-02-01T08:00:00Z');
let t: TestApp;
const people = {} as Record<Caller, Person>;
let world: World;

type Operation = {
  requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
};

/** Routes whose path or body names a pet, from the app's own OpenAPI document. */
function petScopedRoutes(): string[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, op]) => {
        const body = op.requestBody?.content?.['application/json']?.schema?.properties ?? {};
        return /\/pets?\/\{/.test(path) || 'petId' in body;
      })
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}

/** A pet of the owner shared with each member; the revoked and expired memberships ended. */
async function sharedPet(): Promise<string> {
  const { owner } = people;
  const petId = (await createPet(t.app, owner.token))._id;
  await share(t.app, owner, petId, people['co-owner'], 'co-owner');
  await share(t.app, owner, petId, people.caregiver, 'caregiver');
  await share(t.app, owner, petId, people.vet, 'vet');
  const revoked = await share(t.app, owner, petId, people.revoked, 'co-owner');
  await call(t.app, owner, 'DELETE', `/api/pets/${petId}/members/${revoked}`);
  const end = new Date(clock + 60_000).toISOString();
  await share(t.app, owner, petId, people.expired, 'co-owner', end);
  clock += 120_000;
  return petId;
}

beforeAll(async () => {
  t = await createTestApp(
    {
      SESSION_TTL_HOURS: '100000',
      RATE_LIMIT_AI_PER_MINUTE: '1000',
      RATE_LIMIT_CHECK_PER_MINUTE: '1000',
      RATE_LIMIT_INVITE_PER_HOUR: '1000',
    },
    { now: () => new Date(clock) },
  );
  for (const caller of CALLERS) people[caller] = await person(t.app, `The ${caller}`);
  world = { app: t.app, owner: people.owner, petId: await sharedPet(), freshPet: sharedPet };
}, 120_000);
afterAll(() => t.close());

describe('the rights matrix covers every pet-scoped route', () => {
  it('has a row for each pet-scoped route the app registers, and no row for a missing route', () => {
    const app = petScopedRoutes().filter((route) => !(route in PUBLIC_BY_DESIGN));
    const table = RIGHTS_MATRIX.map((row) => row.route);
    expect(app.length).toBeGreaterThan(25);
    expect([...app].sort()).toEqual([...table].sort());
  });
});

describe.each(RIGHTS_MATRIX)('$route', ({ route, allowed, ok, request }) => {
  const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

  it.each(CALLERS)('as %s', async (caller) => {
    const { url, payload, headers } = await request(world);
    const res = await call(t.app, people[caller], method, url, payload, headers);
    // The owner is refused like a member where a right is not theirs (leaving their own pet).
    const isMember = ['owner', 'co-owner', 'caregiver', 'vet'].includes(caller);
    if ((allowed as readonly string[]).includes(caller)) {
      expect(res.statusCode, res.body.slice(0, 300)).toBe(ok);
    } else if (isMember) {
      expect(res.statusCode, res.body.slice(0, 300)).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
      expect(res.json().message).toMatch(/^(An owner|A co-owner|A caregiver|A vet) cannot /);
    } else {
      expect(res.statusCode, res.body.slice(0, 300)).toBe(404);
      expect(res.json().message).toBe(PET_MESSAGES.notFound);
    }
  });
});

describe('what the matrix does not show', () => {
  it("lists shared pets with the caller's role, and none to a revoked, expired or stranger", async () => {
    for (const caller of CALLERS) {
      const list = (await call(t.app, people[caller], 'GET', '/api/pets')).json().data;
      const entry = list.find((p: { _id: string }) => p._id === world.petId);
      const expected = ['revoked', 'expired', 'stranger'].includes(caller) ? undefined : caller;
      expect(entry?.role, caller).toBe(expected);
    }
  });
});

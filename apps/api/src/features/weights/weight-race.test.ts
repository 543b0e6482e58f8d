import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../test/schedule-fixtures';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { createPet } from '../pets/pets.test-helpers';

// Issue 23, part 5: a weight typed on the profile (PUT /api/pets/:id) is also a weighing, but it
// was written without the pet-row lock the weighings take, so a profile edit and a weighing (or
// two profile edits) sent at once could leave the pet's weight different from its newest
// weighing. Both writers now take the lock, and the newest weighing is whichever wrote last.
// The race shows on PostgreSQL (the suite's second run, TEST_DATABASE_URL): in one process the
// embedded database answers each query within the same task, so requests already run one by one.

const clock = movableClock();
const TODAY = clock.day();
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  ({ token } = await registerUser(t.app));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

describe('profile weight edits and weighings sent at once', () => {
  it.each([1, 2, 3, 4, 5])(
    'leave the pet weighing what its newest weighing says (round %i)',
    async () => {
      const pet = await createPet(t.app, token, { weight: 10, weightUnit: 'kg' });
      const writes = Array.from({ length: 12 }, (_, i) =>
        i % 2
          ? call('PUT', `/api/pets/${pet._id}`, { weight: 20 + i, weightUnit: 'kg' })
          : call('POST', `/api/pets/${pet._id}/weights`, {
              date: TODAY,
              weight: 40 + i,
              weightUnit: 'kg',
            }),
      );
      const answers = await Promise.all(writes);
      for (const answer of answers) expect([200, 201], answer.body).toContain(answer.statusCode);

      const weights = (await call('GET', `/api/pets/${pet._id}/weights`)).json().data as {
        weightKg: number;
      }[];
      const profile = (await call('GET', `/api/pets/${pet._id}`)).json().data;
      // Every weighing stays (a profile weight of the day may be replaced by a later one), and
      // the newest weighing is the pet's weight.
      const kept = weights.map((w) => w.weightKg);
      for (let i = 0; i < writes.length; i += 2) expect(kept).toContain(40 + i);
      expect(profile.weightUnit).toBe('kg');
      expect(profile.weight).toBe(weights.at(-1)!.weightKg);
    },
  );
});

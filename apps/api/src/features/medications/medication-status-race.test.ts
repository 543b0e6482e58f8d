import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { FINAL_MEDICATION_STATUSES } from '@pawrx/contracts/medications';
import type { MedicationStatus } from '@pawrx/contracts/enums';
import { medicationStatusChanges, medications } from '../../db/schema';
import { createPet } from '../pets/pets.test-helpers';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';

// Issue 23, part 5: status moves used to be read, check, write with nothing in between, so two
// moves sent at once both started from the status they read: two transitions out of 'active', a
// move out of a final status, and a status history that no longer chains. Each move now holds
// the medication's row for its read-check-write.
// The race shows on PostgreSQL (the suite's second run, TEST_DATABASE_URL): in one process the
// embedded database answers each query within the same task, so requests already run one by one.

let t: TestApp;
let token: string;
let petId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerUser(t.app));
  petId = (await createPet(t.app, token))._id;
});
afterAll(() => t.close());

const put = (medId: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/pets/${petId}/medications/${medId}`,
    headers: bearer(token),
    payload,
  });

async function newMedication(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/pets/${petId}/medications`,
    headers: bearer(token),
    payload: { name: 'Carprofen', dosage: '75 mg' },
  });
  return res.json().data._id;
}

async function historyOf(medId: string) {
  const changes = await t.database.db
    .select()
    .from(medicationStatusChanges)
    .where(eq(medicationStatusChanges.medicationId, medId))
    .orderBy(asc(medicationStatusChanges.createdAt));
  const [row] = await t.database.db.select().from(medications).where(eq(medications.id, medId));
  return { changes: changes.map((c) => [c.fromStatus, c.toStatus]), status: row!.status };
}

const MOVES: MedicationStatus[][] = [
  [
    'paused',
    'completed',
    'discontinued',
    'paused',
    'active',
    'completed',
    'paused',
    'discontinued',
  ],
  ['paused', 'paused', 'paused', 'active', 'active', 'paused'],
  ['completed', 'discontinued', 'completed', 'discontinued'],
];

describe('medication status moves sent at once', () => {
  it.each(MOVES)(
    'record one transition per winning move, chained from active to the status the medication has (%s …)',
    async (...moves) => {
      const medId = await newMedication();
      const answers = await Promise.all(moves.map((status) => put(medId, { status })));
      const { changes, status } = await historyOf(medId);
      // The history chains: from 'active', each move starting where the one before ended.
      let at: string = 'active';
      for (const [from, to] of changes) {
        expect(from, JSON.stringify(changes)).toBe(at);
        expect(FINAL_MEDICATION_STATUSES).not.toContain(from);
        at = to!;
      }
      expect(status).toBe(at);
      // Every move answered 200 (it won, or found the status already there) or 409 (a final
      // status came first); one transition per move that changed the status.
      for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
      const refused = answers.filter((a) => a.statusCode === 409);
      for (const answer of refused)
        expect(answer.json().message).toMatch(/^This medication is (completed|discontinued);/);
      expect(changes.length).toBeLessThanOrEqual(answers.length - refused.length);
    },
  );
});

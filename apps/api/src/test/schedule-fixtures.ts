import type { FastifyInstance } from 'fastify';
import { addDays } from '@pawrx/contracts/zoned-time';
import { createPet } from '../features/pets/pets.test-helpers';
import { bearer } from './test-app';

/**
 * A clock tests move by hand. It starts on the day after today (UTC) so that sign-in tokens,
 * which are checked against the real clock, stay valid while dose times are set exactly.
 */
export function movableClock() {
  const day = addDays(new Date().toISOString().slice(0, 10), 1);
  let current = new Date(`${day}T07:00:00.000Z`);
  return {
    /** 'YYYY-MM-DD' of the first day, plus `offset` days. */
    day: (offset = 0) => addDays(day, offset),
    now: () => current,
    set(iso: string) {
      current = new Date(iso);
    },
  };
}

export async function addScheduledMedication(
  app: FastifyInstance,
  token: string,
  petId: string,
  body: Record<string, unknown>,
): Promise<{ _id: string } & Record<string, unknown>> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/pets/${petId}/medications`,
    headers: bearer(token),
    payload: { name: 'Carprofen', dosage: '75 mg', frequency: 'Twice daily', ...body },
  });
  if (res.statusCode !== 201)
    throw new Error(`add medication failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

export { createPet };

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../test/schedule-fixtures';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { createPet } from '../pets/pets.test-helpers';

// Issue 24 item 6: the dose-too-high warning is part of the medication, worked out from the
// stored dose and weight, so it stays until one of them changes (not only in the weight form's
// answer).

const clock = movableClock();
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  owner = await registerUser(t.app);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(owner.token), payload });
const currentOf = async (petId: string) => {
  const res = await call('GET', `/api/pets/${petId}/medications`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    current: { _id: string; doseWarning: unknown }[];
    history: { doseWarning: unknown }[];
  };
};

describe('medication doseWarning', () => {
  it('stays on the medication after the weighing, and goes once the dose or weight is right', async () => {
    const pet = await createPet(t.app, owner.token, { weight: 25, weightUnit: 'kg' });
    const urlOf = `/api/pets/${pet._id}/medications`;
    const created = await call('POST', urlOf, {
      name: 'Rimadyl 100mg',
      dosage: '1 tablet',
      frequency: 'Once daily',
    });
    expect(created.json().data.doseWarning).toBeNull();
    const medId = created.json().data._id as string;

    // A loss to 15 kg takes 100 mg to 6.67 mg/kg: the warning is on the medication from now on.
    await call('POST', `/api/pets/${pet._id}/weights`, {
      date: clock.day(),
      weight: 15,
      weightUnit: 'kg',
    });
    const warning = {
      riskLevel: 'Medium',
      mgPerKg: 6.67,
      description: expect.stringContaining('times the usual maximum for a dog'),
      recommendation: expect.stringContaining('Check the dose'),
    };
    expect((await currentOf(pet._id)).current[0]!.doseWarning).toEqual(warning);
    expect((await currentOf(pet._id)).current[0]!.doseWarning).toEqual(warning);

    // Half a tablet is 3.3 mg/kg: the edit answers without the warning, and the list agrees.
    const edited = await call('PUT', `${urlOf}/${medId}`, { dosage: '0.5 tablet' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.doseWarning).toBeNull();
    expect((await currentOf(pet._id)).current[0]!.doseWarning).toBeNull();

    // Back to a whole tablet: warned again; then the weight comes back and it goes.
    expect(
      (await call('PUT', `${urlOf}/${medId}`, { dosage: '1 tablet' })).json().data.doseWarning,
    ).toEqual(warning);
    await call('POST', `/api/pets/${pet._id}/weights`, {
      date: clock.day(),
      weight: 25,
      weightUnit: 'kg',
    });
    expect((await currentOf(pet._id)).current[0]!.doseWarning).toBeNull();
  });

  it('is not worked out for a finished course', async () => {
    const pet = await createPet(t.app, owner.token, { weight: 5, weightUnit: 'kg' });
    await call('POST', `/api/pets/${pet._id}/medications`, {
      name: 'Rimadyl 100mg',
      dosage: '1 tablet',
      frequency: 'Once daily',
      status: 'completed',
    });
    const list = await currentOf(pet._id);
    expect(list.history).toHaveLength(1);
    expect(list.history[0]!.doseWarning).toBeNull();
  });
});

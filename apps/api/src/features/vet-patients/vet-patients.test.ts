import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, created, person, share, type Person } from '../../test/sharing-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPet } from '../pets/pets.test-helpers';

// Vet Mode's patient list: the pets shared with the account as vet, each with its owner, current
// medications, allergies, conditions and the Quick Check findings of those medications.

let t: TestApp;
let owner: Person;
let vet: Person;

beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t.app, 'Jamie Rivera');
  vet = await person(t.app, 'Dr Vee', {
    role: 'vet',
    vetInfo: { licenseNumber: 'L-9', clinic: 'Night Clinic' },
  });
});
afterAll(() => t.close());

describe('GET /api/vet/patients', () => {
  it('lists vet-shared pets with medications and engine findings, not caregiver shares', async () => {
    const rex = (await createPet(t.app, owner.token, { name: 'Rex' }))._id;
    await call(t.app, owner, 'PUT', `/api/pets/${rex}`, {
      medicalHistory: { allergies: ['penicillin'], chronicConditions: ['arthritis'] },
    });
    for (const name of ['Carprofen', 'Meloxicam'])
      await created(t.app, owner, `/api/pets/${rex}/medications`, { name, dosage: '1 tab' });
    await created(t.app, owner, `/api/pets/${rex}/medications`, {
      name: 'Old',
      status: 'completed',
    });
    await share(t.app, owner, rex, vet, 'vet');
    const walked = (await createPet(t.app, owner.token, { name: 'Walked' }))._id;
    await share(t.app, owner, walked, vet, 'caregiver');
    await createPet(t.app, vet.token, { name: 'Own pet' });

    const res = await call(t.app, vet, 'GET', '/api/vet/patients');
    expect(res.statusCode).toBe(200);
    const [patient, ...rest] = res.json().data;
    expect(rest).toEqual([]);
    expect(patient).toMatchObject({
      petId: rex,
      name: 'Rex',
      ownerName: 'Jamie Rivera',
      allergies: ['penicillin'],
      conditions: ['arthritis'],
      expiresAt: null,
    });
    expect(patient.medications.map((m: { name: string }) => m.name)).toEqual([
      'Carprofen',
      'Meloxicam',
    ]);
    // Two NSAIDs together: the engine reports the pair.
    expect(patient.findings.drugInteractions).toContainEqual(
      expect.objectContaining({ medication1: expect.any(String), riskLevel: expect.any(String) }),
    );
    expect(JSON.stringify(patient.findings)).toMatch(/carprofen/i);
  });

  it('answers an empty list to an account with no patients, and 401 signed out', async () => {
    expect((await call(t.app, owner, 'GET', '/api/vet/patients')).json().data).toEqual([]);
    expect((await call(t.app, undefined, 'GET', '/api/vet/patients')).statusCode).toBe(401);
  });
});

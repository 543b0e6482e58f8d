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

  it("carries species, age, sex, neutering, weight with its unit and the owner's contact (issue 24 item 9)", async () => {
    const phoned = await person(t.app, 'Morgan Lee', { phone: ' 555-0142 ' });
    const luna = (
      await createPet(t.app, phoned.token, {
        name: 'Luna',
        species: 'cat',
        sex: 'female',
        neutered: true,
        age: 7,
        ageUnit: 'years',
        weight: 9.5,
        weightUnit: 'lbs',
      })
    )._id;
    const vet2 = await person(t.app, 'Dr Two', {
      role: 'vet',
      vetInfo: { licenseNumber: 'L-10', clinic: 'Day Clinic' },
    });
    await share(t.app, phoned, luna, vet2, 'vet');
    const [patient] = (await call(t.app, vet2, 'GET', '/api/vet/patients')).json().data;
    expect(patient).toMatchObject({
      name: 'Luna',
      species: 'cat',
      sex: 'female',
      neutered: true,
      age: 7,
      ageUnit: 'years',
      weight: 9.5,
      weightUnit: 'lbs',
      ownerName: 'Morgan Lee',
      ownerEmail: phoned.email,
      ownerPhone: '555-0142',
    });
    // An owner who gave no phone: null, not an empty string to print.
    const [rex] = (await call(t.app, vet, 'GET', '/api/vet/patients')).json().data;
    expect(rex).toMatchObject({ ownerEmail: owner.email, ownerPhone: null });
  });

  it('answers an empty list to an account with no patients, and 401 signed out', async () => {
    expect((await call(t.app, owner, 'GET', '/api/vet/patients')).json().data).toEqual([]);
    expect((await call(t.app, undefined, 'GET', '/api/vet/patients')).statusCode).toBe(401);
  });
});

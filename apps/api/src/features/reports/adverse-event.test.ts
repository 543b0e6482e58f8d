import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adverseEventReportPath } from '@pawrx/contracts/reports';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { readPdf } from './pdf-text';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let petId: string;
let reactionId: string;

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object, token = owner.token) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app, { name: 'Sam Carer' });
  petId = (
    await call('POST', '/api/pets', {
      name: 'Łatka',
      species: 'dog',
      breed: 'Beagle',
      sex: 'female',
      neutered: true,
      weight: 15,
      weightUnit: 'kg',
      age: 6,
    })
  ).json().data._id;
  await call('POST', `/api/pets/${petId}/medications`, {
    name: 'Rimadyl 100mg',
    dosage: '1 tablet',
    frequency: 'Once daily',
    route: 'oral',
    startDate: '2026-01-01',
  });
  await call('POST', `/api/pets/${petId}/medications`, { name: 'Apoquel', dosage: '16 mg' });
  reactionId = (
    await call('POST', `/api/pets/${petId}/reactions`, {
      medication: 'Rimadyl',
      date: '2026-01-08',
      severity: 'severe',
      symptoms: ['vomiting', 'black stools'],
      duration: '3 days',
      outcome: 'recovering',
    })
  ).json().data._id;
});
afterAll(() => t.close());

describe('GET /api/reports/pet/:petId/reactions/:reactionId/adverse-event', () => {
  it('answers the owner with the reaction as a PDF named after the pet and the day', async () => {
    const res = await call('GET', adverseEventReportPath(petId, reactionId));
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="_atka_Adverse_Event_2026-01-08.pdf"; filename*=UTF-8''%C5%81atka_Adverse_Event_2026-01-08.pdf`,
    );
    const text = (await readPdf(res.rawPayload)).map((p) => p.text).join(' ');
    expect(text).toContain('Adverse Event Report: Łatka');
    expect(text).toContain('Species Dog');
    expect(text).toContain('Rimadyl 100mg');
    expect(text).toContain('Dose 1 tablet');
    expect(text).toContain('Onset Jan 8, 2026 (7 days after the first dose)');
    expect(text).toContain('Signs vomiting, black stools');
    expect(text).toContain('Severity Severe');
    expect(text).toContain('Apoquel');
    expect(text).toContain('Where to send this report');
  });

  it("answers 404 'Pet not found' for another owner's pet", async () => {
    const stranger = await registerUser(t.app);
    const res = await call(
      'GET',
      adverseEventReportPath(petId, reactionId),
      undefined,
      stranger.token,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Pet not found' });
  });

  it("answers 404 for another pet's reaction, a random id and a malformed id", async () => {
    const other = (await call('POST', '/api/pets', { name: 'Other', weight: 5, age: 1 })).json()
      .data._id;
    for (const id of [reactionId, '6f1c2d3e-4b5a-4c6d-8e7f-901234567890', 'not-a-uuid']) {
      const res = await call('GET', adverseEventReportPath(other, id));
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('Reaction not found');
    }
  });

  it('answers 401 without a token and is in the OpenAPI document', async () => {
    const res = await call('GET', adverseEventReportPath(petId, reactionId), undefined, '');
    expect(res.statusCode).toBe(401);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toContain(
      '/api/reports/pet/{petId}/reactions/{reactionId}/adverse-event',
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medicalReportFileName } from '@pawrx/contracts/reports';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { attachmentDisposition } from '../../lib/content-disposition';
import { multipart, pngPart } from '../documents/documents.test-helpers';
import { readPdf } from './pdf-text';
import { appointment, medication, reaction, reportData, vaccination } from './report-fixtures';
import { seedReportPet } from './report-seed';

let t: TestApp;
let owner: { token: string; userId: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app);
});
afterAll(() => t.close());

const report = (petId: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/reports/pet/${petId}/medical-record`,
    headers: token ? bearer(token) : {},
  });

async function seed(name: string, overrides: Parameters<typeof reportData>[0] = {}) {
  const data = reportData(overrides);
  data.pet.name = name;
  return seedReportPet(t.database.db, owner.userId, data);
}

describe('GET /api/reports/pet/:id/medical-record', () => {
  it('answers the owner with a PDF of the stored record, named after the pet', async () => {
    const petId = await seed('Zoë Müller', {
      currentMedications: [medication(1), { ...medication(3), status: 'paused' }],
      medicationHistory: [medication(2, 'completed'), medication(4, 'discontinued')],
      vaccinations: [
        { ...vaccination(1), nextDue: '2020-01-10' },
        { ...vaccination(2), nextDue: '2099-05-16' },
      ],
      reactions: [reaction(1)],
      appointments: [appointment(1), appointment(25)],
    });
    const res = await report(petId, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Zoe Muller_Medical_Report.pdf"; filename*=UTF-8''Zo%C3%AB%20M%C3%BCller_Medical_Report.pdf`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const pages = await readPdf(res.rawPayload);
    const text = pages.map((p) => p.text).join(' ');
    expect(text).toContain('Medical Record: Zoë Müller');
    expect(text).toMatch(/Generated [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M UTC/);
    expect(text).toContain('Insurance Łatka Pet Insurance');
    // Active and paused are current; completed and discontinued are history.
    const current = text.slice(
      text.indexOf('Current Medications'),
      text.indexOf('Medication Safety Check'),
    );
    expect(current).toContain('Medication 1 Active');
    expect(current).toContain('Medication 3 (Brand3) Paused');
    const history = text.slice(text.indexOf('Medication History'), text.indexOf('Appointments'));
    expect(history).toContain('Completed');
    expect(history).toContain('Discontinued');
    expect(history).toContain('Medication 4');
    // Overdue is judged against the day the report is made.
    expect(text).toContain('Vaccine 1 May 18, 2025 Jan 10, 2020 (OVERDUE)');
    expect(text).toContain('Vaccine 2 May 17, 2025 May 16, 2099 Dr. Shot 2');
    // Appointments newest first.
    expect(text.indexOf('Visit 25')).toBeLessThan(text.indexOf('Visit 1 '));
    pages.forEach((page, i) => expect(page.text).toContain(`Page ${i + 1} of ${pages.length}`));
  });

  it("prints what the formulary's safety check finds among the current medications only", async () => {
    const petId = await seed('Rex', {
      currentMedications: [
        { ...medication(1), name: 'Carprofen', dosage: '75 mg', frequency: 'Twice daily' },
        { ...medication(2), name: 'Prednisone', dosage: '10 mg', frequency: 'Once daily' },
      ],
      // Past, so not checked, although the pet is allergic to penicillin.
      medicationHistory: [{ ...medication(3, 'completed'), name: 'Amoxicillin' }],
    });
    const res = await report(petId, owner.token);
    const text = (await readPdf(res.rawPayload)).map((p) => p.text).join(' ');
    const safety = text.slice(
      text.indexOf('Medication Safety Check'),
      text.indexOf('Vaccinations'),
    );
    expect(safety).toContain('Do Not Give Together');
    expect(safety).toContain('Carprofen + Prednisone High');
    expect(safety).toContain('ulcers');
    expect(safety).not.toContain('Amoxicillin');
  });

  it('prints the weight history and the timeline, pauses included, from the stored records', async () => {
    const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: bearer(owner.token), payload });
    const pet = await call('POST', '/api/pets', {
      name: 'Biscuit',
      weight: 20,
      weightUnit: 'kg',
      age: 3,
    });
    const petId = pet.json().data._id as string;
    await call('POST', `/api/pets/${petId}/weights`, {
      date: '2025-01-10',
      weight: 18.5,
      weightUnit: 'kg',
      note: 'Winter',
    });
    const med = await call('POST', `/api/pets/${petId}/medications`, {
      name: 'Apoquel',
      dosage: '16 mg',
      frequency: 'Once daily',
      startDate: '2025-01-01',
    });
    await call('PUT', `/api/pets/${petId}/medications/${med.json().data._id}`, {
      status: 'paused',
    });
    const text = (await readPdf((await report(petId, owner.token)).rawPayload))
      .map((p) => p.text)
      .join(' ');
    expect(text).toContain('Weight History');
    expect(text).toContain('Jan 10, 2025 18.5 kg Winter');
    expect(text).toContain('Health Timeline');
    expect(text).toContain('Jan 1, 2025 Medication Apoquel started 16 mg · Once daily');
    expect(text).toContain('Apoquel paused');
  });

  it('shows the newest value of each lab test, flagged against its range', async () => {
    const petId = await seed('Labbed');
    for (const [date, creatinine] of [
      ['2025-01-04', 3.1],
      ['2025-03-04', 2.8],
    ] as const) {
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/pets/${petId}/labs`,
        headers: bearer(owner.token),
        payload: {
          date,
          results: [{ test: 'Creatinine', value: creatinine, unit: 'mg/dL', low: 0.5, high: 1.8 }],
        },
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const text = (await readPdf((await report(petId, owner.token)).rawPayload))
      .map((p) => p.text)
      .join(' ');
    expect(text).toContain('Creatinine 2.8 mg/dL 0.5–1.8 H Mar 4, 2025');
    expect(text).not.toContain('3.1 mg/dL');
  });

  it('lists the documents kept with the record by date, title and category', async () => {
    const petId = await seed('Documented');
    const upload = multipart(
      { title: 'Kidney panel', category: 'lab-result', date: '2025-03-04' },
      [pngPart()],
    );
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/pets/${petId}/documents`,
      payload: upload.payload,
      headers: { ...upload.headers, ...bearer(owner.token) },
    });
    expect(added.statusCode, added.body).toBe(201);
    const text = (await readPdf((await report(petId, owner.token)).rawPayload))
      .map((p) => p.text)
      .join(' ');
    expect(text).toContain('Documents Date Title Category Mar 4, 2025 Kidney panel Lab result');
  });

  it.each([
    ['../Rex "the" \\dog/', 'Rex the dog_Medical_Report.pdf', 'Rex the dog_Medical_Report.pdf'],
    ["Bella's\tpup", 'Bellas pup_Medical_Report.pdf', 'Bellas%20pup_Medical_Report.pdf'],
    ['/"/', 'Pet_Medical_Report.pdf', 'Pet_Medical_Report.pdf'],
    ['Łatka', '_atka_Medical_Report.pdf', '%C5%81atka_Medical_Report.pdf'],
  ])('makes the name %j safe in the file name', async (name, ascii, encoded) => {
    const res = await report(await seed(name), owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${ascii}"; filename*=UTF-8''${encoded.replace(/ /g, '%20')}`,
    );
  });

  it("answers 404 'Pet not found' for another owner's pet, a random id and a malformed id", async () => {
    const petId = await seed('Rex');
    const other = await registerUser(t.app);
    for (const id of [petId, '6f1c2d3e-4b5a-4c6d-8e7f-901234567890', 'not-a-uuid']) {
      const res = await report(id, other.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Pet not found' });
    }
  });

  it('answers 401 without a token', async () => {
    const res = await report(await seed('Rex'));
    expect(res.statusCode).toBe(401);
  });
});

describe('report file name', () => {
  it.each([
    ['Zoë Müller', 'Zoë Müller_Medical_Report.pdf'],
    ['  Max  ', 'Max_Medical_Report.pdf'],
    ['a/b\\c"d\'e<f>g:h|i?j*k', 'abcdefghijk_Medical_Report.pdf'],
    ['..hidden', 'hidden_Medical_Report.pdf'],
    ['line\nbreak\u0000', 'line break_Medical_Report.pdf'],
    ['', 'Pet_Medical_Report.pdf'],
    ['x'.repeat(300), `${'x'.repeat(100)}_Medical_Report.pdf`],
  ])('medicalReportFileName(%j) is %j', (name, expected) => {
    expect(medicalReportFileName(name)).toBe(expected);
  });

  it('gives an ASCII fallback and the exact UTF-8 name in Content-Disposition', () => {
    expect(attachmentDisposition("Zoë (1)'s.pdf")).toBe(
      `attachment; filename="Zoe (1)'s.pdf"; filename*=UTF-8''Zo%C3%AB%20%281%29%27s.pdf`,
    );
  });
});

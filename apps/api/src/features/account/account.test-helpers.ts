import type { FastifyInstance } from 'fastify';
import { unzipSync, strFromU8 } from 'fflate';
import { ACCOUNT_EXPORT_JSON } from '@pawrx/contracts/account';
import { created, call, person, share, type Person } from '../../test/sharing-fixtures';
import { bearer } from '../../test/test-app';
import { JPEG_BYTES, createPet, dataUrl } from '../pets/pets.test-helpers';
import { multipart, pngPart } from '../documents/documents.test-helpers';

// An account holding one record of every exported kind, made through the API as a person would,
// and the reading of its export archive.

export interface RichAccount {
  owner: Person;
  coOwner: Person;
  vet: Person;
  petId: string;
  /** A pet of someone else the owner cares for (caregiver): never exported as theirs. */
  foreignPetId: string;
  emergencyUrl: string;
}

export async function richAccount(app: FastifyInstance, tag = 'a'): Promise<RichAccount> {
  const owner = await person(app, `Olivia ${tag}`, { phone: '+44 20 7946 0000' });
  const coOwner = await person(app, `Colin ${tag}`);
  const vet = await person(app, `Dr Vera ${tag}`, {
    role: 'vet',
    vetInfo: { licenseNumber: 'VET-1', clinic: 'Green Clinic', specializations: [] },
  });
  const pet = await createPet(app, owner.token, {
    name: 'Biscuit',
    photo: dataUrl('image/jpeg', JPEG_BYTES),
    allergies: ['chicken'],
  });
  const petId = pet._id;
  const base = `/api/pets/${petId}`;
  const medicationId = await created(app, owner, `${base}/medications`, {
    name: 'Apoquel',
    dosage: '16 mg',
    frequency: 'twice daily',
  });
  await created(app, owner, `${base}/medications/${medicationId}/doses`, {
    status: 'given',
    note: '=SUM(A1) with breakfast',
  });
  await call(app, owner, 'PUT', `${base}/medications/${medicationId}`, { status: 'paused' });
  await created(app, owner, `${base}/reactions`, {
    medication: 'Apoquel',
    date: '2026-01-05',
    severity: 'mild',
    symptoms: ['itching', 'redness'],
  });
  await created(app, owner, `${base}/vaccinations`, { vaccine: 'Rabies', date: '2025-06-01' });
  await created(app, owner, `${base}/appointments`, {
    date: '2030-01-01',
    notes: 'Annual, "fasted"',
  });
  await created(app, owner, `${base}/weights`, {
    date: '2025-12-01',
    weight: 11,
    weightUnit: 'kg',
  });
  await created(app, owner, `${base}/labs`, {
    date: '2025-12-02',
    source: 'Green Clinic, "fasted"',
    results: [
      { test: 'Creatinine', value: 2.8, unit: 'mg/dL', low: 0.5, high: 1.8 },
      { test: '=Glucose', value: 101, unit: 'mg/dL' },
    ],
  });
  await created(app, owner, `${base}/expenses`, {
    date: '2025-12-03',
    amount: '48.75',
    currency: 'USD',
    category: 'medication',
    medicationId,
    note: '+refill, "90 tablets"',
  });
  await created(app, owner, `${base}/expenses`, {
    date: '2025-12-04',
    amount: '120',
    currency: 'EUR',
    category: 'vet-visit',
  });
  await share(app, owner, petId, coOwner, 'co-owner');
  await share(app, owner, petId, vet, 'vet');
  await created(app, vet, `${base}/notes`, { text: 'Skin looks better.' });
  // A document the vet uploaded: its file travels beside its row, its uploader as a person.
  const upload = multipart(
    {
      title: 'Skin scraping',
      category: 'visit-summary',
      date: '2025-12-03',
      text: 'No mites seen',
    },
    [pngPart()],
  );
  const doc = await call(app, vet, 'POST', `${base}/documents`, upload.payload, upload.headers);
  if (doc.statusCode !== 201) throw new Error(`document: ${doc.statusCode} ${doc.body}`);
  await created(app, owner, `${base}/members`, {
    email: `pending-${tag}@example.com`,
    role: 'caregiver',
  });
  const link = await call(app, owner, 'POST', `${base}/emergency-links`, { hours: 24 });
  const emergencyUrl = (link.json() as { data: { url: string } }).data.url;
  await created(app, owner, '/api/medications/request', {
    medicationName: 'Zenrelia',
    reason: 'New on the market',
  });
  // Someone else's pet the owner looks after: a membership, not a pet of theirs.
  const foreignPet = await createPet(app, coOwner.token, { name: 'Stranger Cat', species: 'cat' });
  await share(app, coOwner, foreignPet._id, owner, 'caregiver');
  return { owner, coOwner, vet, petId, foreignPetId: foreignPet._id, emergencyUrl };
}

export async function downloadExport(app: FastifyInstance, token: string) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/account/export',
    headers: bearer(token),
  });
  if (res.statusCode !== 200) throw new Error(`export: ${res.statusCode} ${res.body}`);
  return res.rawPayload;
}

export function openExport(zip: Uint8Array) {
  const files = unzipSync(zip);
  const document = JSON.parse(strFromU8(files[ACCOUNT_EXPORT_JSON]!)) as Record<string, unknown> & {
    schemaVersion: number;
    profile: Record<string, unknown>;
  };
  return { files, document, text: (name: string) => strFromU8(files[name]!) };
}

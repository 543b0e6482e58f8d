import type { FastifyInstance } from 'fastify';
import type { PetRole } from '@pawrx/contracts/pet-access';
import { DOCUMENT_FIELDS, multipart, pngPart } from '../features/documents/documents.test-helpers';
import { created, type Person } from './sharing-fixtures';

// The rights matrix, written out by hand from issue 16 (not derived from the code's rights
// table, so the two check each other): every pet-scoped route of the API, the roles that may use
// it and the status they get. Every other role gets 403 if it is a member, 404 if it is not
// (a stranger, a revoked member, an expired one). rights-matrix.test.ts fails when the app has
// a pet-scoped route missing here.

export interface World {
  app: FastifyInstance;
  owner: Person;
  petId: string;
  /** A fresh pet with the same people shared as in the main world (for DELETE /api/pets/:id). */
  freshPet: () => Promise<string>;
}

interface Call {
  url: string;
  /** JSON, or a multipart body (a Buffer) with its content type in `headers`. */
  payload?: object;
  headers?: Record<string, string>;
}

export interface MatrixRow {
  /** "METHOD /openapi/path", as the OpenAPI document names the route. */
  route: string;
  allowed: readonly PetRole[];
  /** Status of an allowed call. */
  ok: 200 | 201;
  /** Builds the call; records it targets are created fresh so a DELETE never runs out. */
  request: (w: World) => Promise<Call>;
}

const ALL: PetRole[] = ['owner', 'co-owner', 'caregiver', 'vet'];
const OWNERS: PetRole[] = ['owner', 'co-owner'];
const DOSE_GIVERS: PetRole[] = ['owner', 'co-owner', 'caregiver'];
const WITH_VET: PetRole[] = ['owner', 'co-owner', 'vet'];

const pet = (w: World) => `/api/pets/${w.petId}`;
const make = (w: World, path: string, payload: object) =>
  created(w.app, w.owner, `${pet(w)}/${path}`, payload);
const medication = (w: World) => make(w, 'medications', { name: 'Apoquel', dosage: '16 mg' });
/**
 * A medication started a week before the matrix's clock (2026-02-01), so a dose given the
 * evening before may be logged afterwards (issue 24 item 4).
 */
const startedMedication = (w: World) =>
  make(w, 'medications', { name: 'Apoquel', dosage: '16 mg', startDate: '2026-01-25' });
const reaction = (w: World) =>
  make(w, 'reactions', {
    medication: 'Apoquel',
    date: '2026-01-05',
    severity: 'mild',
    symptoms: ['itching'],
  });
const vaccination = (w: World) =>
  make(w, 'vaccinations', { vaccine: 'Rabies', date: '2025-06-01' });
const appointment = (w: World) => make(w, 'appointments', { date: '2030-01-01' });
const invitation = (w: World) =>
  make(w, 'members', { email: `x-${Math.random()}@example.com`, role: 'vet' });
const emergencyLink = (w: World) => make(w, 'emergency-links', { hours: 1 });
/** A dose the owner logged (an extra dose of a fresh medication): its log's id, at version 1. */
const ownersDoseLog = async (w: World) =>
  created(w.app, w.owner, `${pet(w)}/medications/${await medication(w)}/doses`, {
    status: 'given',
  });
const weighing = (w: World) =>
  make(w, 'weights', { date: '2025-01-02', weight: 10, weightUnit: 'kg' });
const labPanel = (w: World) =>
  make(w, 'labs', { date: '2025-01-02', results: [{ test: 'ALT', value: 40, unit: 'U/L' }] });
const documentUpload = (w: World) => ({
  url: `${pet(w)}/documents`,
  ...multipart(DOCUMENT_FIELDS, [pngPart()]),
});
const document = async (w: World) => {
  const { url, payload, headers } = documentUpload(w);
  const res = await w.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, authorization: `Bearer ${w.owner.token}` },
  });
  return (res.json() as { data: { id: string } }).data.id;
};
const expense = (w: World) =>
  make(w, 'expenses', { date: '2025-01-02', amount: '12.50', currency: 'USD', category: 'food' });
const uniqueEmail = () => `invitee-${Math.random().toString(36).slice(2)}@example.com`;
const CHECK = { medications: [{ name: 'carprofen' }, { name: 'meloxicam' }] };

export const RIGHTS_MATRIX: MatrixRow[] = [
  // The pet itself
  { route: 'GET /api/pets/{id}', allowed: ALL, ok: 200, request: async (w) => ({ url: pet(w) }) },
  {
    route: 'PUT /api/pets/{id}',
    allowed: OWNERS,
    ok: 200,
    request: async (w) => ({ url: pet(w), payload: { breed: 'Beagle mix' } }),
  },
  {
    route: 'DELETE /api/pets/{id}',
    allowed: ['owner'],
    ok: 200,
    request: async (w) => ({ url: `/api/pets/${await w.freshPet()}?permanent=true` }),
  },
  {
    route: 'GET /api/reports/pet/{id}/medical-record',
    allowed: ALL,
    ok: 200,
    request: async (w) => ({ url: `/api/reports/pet/${w.petId}/medical-record` }),
  },
  // Appointments: vets add them too
  {
    route: 'GET /api/pets/{id}/appointments',
    allowed: ALL,
    ok: 200,
    request: async (w) => ({ url: `${pet(w)}/appointments` }),
  },
  {
    route: 'POST /api/pets/{id}/appointments',
    allowed: WITH_VET,
    ok: 201,
    request: async (w) => ({ url: `${pet(w)}/appointments`, payload: { date: '2030-02-02' } }),
  },
  {
    route: 'PUT /api/pets/{id}/appointments/{appointmentId}',
    allowed: WITH_VET,
    ok: 200,
    request: async (w) => ({
      url: `${pet(w)}/appointments/${await appointment(w)}`,
      payload: { status: 'completed' },
    }),
  },
  // Vaccinations
  {
    route: 'GET /api/pets/{id}/vaccinations',
    allowed: ALL,
    ok: 200,
    request: async (w) => ({ url: `${pet(w)}/vaccinations` }),
  },
  {
    route: 'POST /api/pets/{id}/vaccinations',
    allowed: OWNERS,
    ok: 201,
    request: async (w) => ({
      url: `${pet(w)}/vaccinations`,
      payload: { vaccine: 'DHPP', date: '2025-01-01' },
    }),
  },
  {
    route: 'PUT /api/pets/{id}/vaccinations/{vaccinationId}',
    allowed: OWNERS,
    ok: 200,
    request: async (w) => ({
      url: `${pet(w)}/vaccinations/${await vaccination(w)}`,
      payload: { vaccine: 'Rabies', date: '2025-06-02' },
    }),
  },
  {
    route: 'DELETE /api/pets/{id}/vaccinations/{vaccinationId}',
    allowed: OWNERS,
    ok: 200,
    request: async (w) => ({ url: `${pet(w)}/vaccinations/${await vaccination(w)}` }),
  },
  // Medications and doses
  {
    route: 'GET /api/pets/{petId}/medications',
    allowed: ALL,
    ok: 200,
    request: async (w) => ({ url: `${pet(w)}/medications` }),
  },
  {
    route: 'POST /api/pets/{petId}/medications',
    allowed: OWNERS,
    ok: 201,
    request: async (w) => ({ url: `${pet(w)}/medications`, payload: { name: 'Gabapentin' } }),
  },
  {
    route: 'PUT /api/pets/{petId}/medications/{medicationId}',
    allowed: OWNERS,
    ok: 200,
    request: async (w) => ({
      url: `${pet(w)}/medications/${await medication(w)}`,
      payload: { dosage: '8 mg' },
    }),
  },
  {
    route: 'DELETE /api/pets/{petId}/medications/{medicationId}',
    allowed: OWNERS,
    ok: 200,
    request: async (w) => ({ url: `${pet(w)}/medications/${await medication(w)}` }),
  },
  {
    route: 'GET /api/pets/{petId}/doses',
    allowed: ALL,
    ok: 200,
    request: async (w) => ({ url: `${pet(w)}/doses?from=2026-01-01&to=2026-01-07` }),
  },
  {
    route: 'POST /api/pets/{petId}/medications/{medicationId}/doses',
    allowed: DOSE_GIVERS,
    ok: 201,
    // Logged afterwards, with the time it was given: the same right as a dose given now.
    request: async (w) => ({
      url: `${pet(w)}/medications/${await startedMedication(w)}/doses`,
      payload: { status: 'given', givenAt: '2026-01-31T20:00:00Z' },
    }),
  },
  // A dose log changes by an explicit edit or an Undo: caregivers change only their own logs
  // (dose-log.test.ts), so another's log is the owners' to change.
  {
    route: 'PUT /api/pets/{petId}/doses/{doseId}',
    allowed: OWNERS,
    ok: 200,
    request: async (w) => ({
      url: `${pet(w)}/doses/${await ownersDoseLog(w)}`,
      payload: { version: 1, status: 'skipped' },
    }),
  },
  {
    route: 'DELETE /api/pets/{petId}/doses/{doseId}',
    allowed: OWNERS,
    ok: 200,
    request: async (w) => ({ url: `${pet(w)}/doses/${await ownersDoseLog(w)}?version=1` }),
  },
  // Reactions: caregivers record them, only owners edit or delete
  {
    route: 'GET /api/pets/{petId}/reactions',
    allowed: ALL,
    ok: 200,
    request: async (w) => ({ url: `${pet(w)}/reactions` }),
  },
  {
    route: 'POST /api/pets/{petId}/reactions',
    allowed: DOSE_GIVERS,
    ok: 201,
    request: async (w) => ({
      url: `${pet(w)}/reactions`,
      payload: { medication: 'Apoquel', date: '2026-01-06', severity: 'mild', symptoms: ['hives'] },
    }),
  },
  {
    route: 'PUT /api/pets/{petId}/reactions/{reactionId}',
    allowed: OWNERS,
    ok: 200,
    request: async (w) => ({
      url: `${pet(w)}/reactions/${await reaction(w)}`,
      payload: { notes: 'better' },
    }),
  },
  {
    route: 'DELETE /api/pets/{petId}/reactions/{reactionId}',
    allowed: OWNERS,
    ok: 200,
    request: async (w) => ({ url: `${pet(w)}/reactions/${await reaction(w)}` }),
  },
  // Safety checks read the pet (its id is in the body)
  {
    route: 'POST /api/interactions/check',
    allowed: ALL,
    ok: 200,
    request: async (w) => ({
      url: '/api/interactions/check',
      payload: { petId: w.petId, ...CHECK },
    }),
  },
  {
    route: 'POST /api/interactions/ai-analysis',
    allowed: ALL,
    ok: 200,
    request: async (w) => ({
      url: '/api/interactions/ai-analysis',
      payload: { petId: w.petId, ...CHECK, query: 'Are these safe together?' },
    }),
  },
  // Notes (Vet Mode)
  {
    route: 'GET /api/pets/{petId}/notes',
    allowed: ALL,
    ok: 200,
    request: async (w) => ({ url: `${pet(w)}/notes` }),
  },
  {
    route: 'POST /api/pets/{petId}/notes',
    allowed: WITH_VET,
    ok: 201,
    request: async (w) => ({ url: `${pet(w)}/notes`, payload: { text: 'Heart murmur grade 2' } }),
  },
  // Sharing: members are the owner's alone; emergency links and the log are owners' and co-owners'
  {
    route: 'GET /api/pets/{petId}/members',
    allowed: ['owner'],
    ok: 200,
    request: async (w) => ({ url: `${pet(w)}/members` }),
  },
  {
    route: 'POST /api/pets/{petId}/members',
    allowed: ['owner'],
    ok: 201,
    request: async (w) => ({
      url: `${pet(w)}/members`,
      payload: { email: uniqueEmail(), role: 'caregiver' },
    }),
  },
  {
    route: 'DELETE /api/pets/{petId}/members/{memberId}',
    allowed: ['owner'],
    ok: 200,
    request: async (w) => ({ url: `${pet(w)}/members/${await invitation(w)}` }),
  },
  {
    // Leaving ends the caller's membership, so each call leaves a fresh pet shared alike; the
    // owner cannot leave (403), whoever has no membership gets the 404 of a pet they cannot see.
    route: 'DELETE /api/pets/{petId}/membership',
    allowed: ['co-owner', 'caregiver', 'vet'],
    ok: 200,
    request: async (w) => ({ url: `/api/pets/${await w.freshPet()}/membership` }),
  },
  {
    route: 'GET /api/pets/{petId}/emergency-links',
    allowed: OWNERS,
    ok: 200,
    request: async (w) => ({ url: `${pet(w)}/emergency-links` }),
  },
  {
    route: 'POST /api/pets/{petId}/emergency-links',
    allowed: OWNERS,
    ok: 201,
    request: async (w) => ({ url: `${pet(w)}/emergency-links`, payload: { hours: 1 } }),
  },
  {
    route: 'DELETE /api/pets/{petId}/emergency-links/{linkId}',
    allowed: OWNERS,
    ok: 200,
    request: async (w) => ({ url: `${pet(w)}/emergency-links/${await emergencyLink(w)}` }),
  },
  // Health analytics (issue 15): everyone who reads the pet sees them; weighings are the profile.
  {
    route: 'GET /api/pets/{petId}/weights',
    allowed: ALL,
    ok: 200,
    request: async (w) => ({ url: `${pet(w)}/weights` }),
  },
  {
    route: 'POST /api/pets/{petId}/weights',
    allowed: OWNERS,
    ok: 201,
    request: async (w) => ({
      url: `${pet(w)}/weights`,
      payload: { date: '2025-01-03', weight: 11, weightUnit: 'kg' },
    }),
  },
  {
    route: 'DELETE /api/pets/{petId}/weights/{id}',
    allowed: OWNERS,
    ok: 200,
    request: async (w) => ({ url: `${pet(w)}/weights/${await weighing(w)}` }),
  },
  // Lab results (issue 30): members read them; they are written like weighings.
  {
    route: 'GET /api/pets/{petId}/labs',
    allowed: ALL,
    ok: 200,
    request: async (w) => ({ url: `${pet(w)}/labs` }),
  },
  {
    route: 'POST /api/pets/{petId}/labs',
    allowed: OWNERS,
    ok: 201,
    request: async (w) => ({
      url: `${pet(w)}/labs`,
      payload: { date: '2025-01-03', results: [{ test: 'Creatinine', value: 1.1, unit: 'mg/dL' }] },
    }),
  },
  {
    route: 'DELETE /api/pets/{petId}/labs/{id}',
    allowed: OWNERS,
    ok: 200,
    request: async (w) => ({ url: `${pet(w)}/labs/${await labPanel(w)}` }),
  },
  // Documents (issue 30): members read them; owners, co-owners and vets add; owners delete.
  {
    route: 'GET /api/pets/{petId}/documents',
    allowed: ALL,
    ok: 200,
    request: async (w) => ({ url: `${pet(w)}/documents?q=blood` }),
  },
  {
    route: 'POST /api/pets/{petId}/documents',
    allowed: WITH_VET,
    ok: 201,
    request: async (w) => documentUpload(w),
  },
  {
    route: 'GET /api/pets/{petId}/documents/{id}',
    allowed: ALL,
    ok: 200,
    request: async (w) => ({ url: `${pet(w)}/documents/${await document(w)}` }),
  },
  {
    route: 'GET /api/pets/{petId}/documents/{id}/file',
    allowed: ALL,
    ok: 200,
    request: async (w) => ({ url: `${pet(w)}/documents/${await document(w)}/file` }),
  },
  {
    route: 'DELETE /api/pets/{petId}/documents/{id}',
    allowed: OWNERS,
    ok: 200,
    request: async (w) => ({ url: `${pet(w)}/documents/${await document(w)}` }),
  },
  // Expenses (issue 30): the owners' business only, to see and to change (decision 053).
  {
    route: 'GET /api/pets/{petId}/expenses',
    allowed: OWNERS,
    ok: 200,
    request: async (w) => ({ url: `${pet(w)}/expenses` }),
  },
  {
    route: 'GET /api/pets/{petId}/expenses.csv',
    allowed: OWNERS,
    ok: 200,
    request: async (w) => ({ url: `${pet(w)}/expenses.csv` }),
  },
  {
    route: 'POST /api/pets/{petId}/expenses',
    allowed: OWNERS,
    ok: 201,
    request: async (w) => ({
      url: `${pet(w)}/expenses`,
      payload: { date: '2025-01-03', amount: '40', currency: 'EUR', category: 'vet-visit' },
    }),
  },
  {
    route: 'PATCH /api/pets/{petId}/expenses/{id}',
    allowed: OWNERS,
    ok: 200,
    request: async (w) => ({
      url: `${pet(w)}/expenses/${await expense(w)}`,
      payload: { note: 'Chicken and rice' },
    }),
  },
  {
    route: 'DELETE /api/pets/{petId}/expenses/{id}',
    allowed: OWNERS,
    ok: 200,
    request: async (w) => ({ url: `${pet(w)}/expenses/${await expense(w)}` }),
  },
  {
    route: 'GET /api/pets/{petId}/medications/{id}/last-expense',
    allowed: OWNERS,
    ok: 200,
    request: async (w) => ({ url: `${pet(w)}/medications/${await medication(w)}/last-expense` }),
  },
  {
    route: 'GET /api/pets/{petId}/timeline',
    allowed: ALL,
    ok: 200,
    request: async (w) => ({ url: `${pet(w)}/timeline` }),
  },
  {
    route: 'GET /api/reports/pet/{petId}/reactions/{reactionId}/adverse-event',
    allowed: ALL,
    ok: 200,
    request: async (w) => ({
      url: `/api/reports/pet/${w.petId}/reactions/${await reaction(w)}/adverse-event`,
    }),
  },
  {
    route: 'GET /api/pets/{petId}/activity',
    allowed: OWNERS,
    ok: 200,
    request: async (w) => ({ url: `${pet(w)}/activity` }),
  },
];

/**
 * Routes under a pet that answer without a session by design, with the reason. Anything else
 * with a pet in its path or body must be in RIGHTS_MATRIX.
 */
export const PUBLIC_BY_DESIGN: Record<string, string> = {
  'GET /api/pets/{id}/photo':
    'signed, versioned photo URL: the HMAC of pet id and version is the capability (decision 006)',
};

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '@pawrx/contracts/documents';
import { PET_MESSAGES } from '@pawrx/contracts/messages';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { createPet } from '../pets/pets.test-helpers';
import {
  DOCUMENT_FIELDS,
  PNG_PIXEL,
  multipart,
  pdfPart,
  pdfWithText,
  pngPart,
  type FilePart,
} from './documents.test-helpers';

// Issue 30 item 1: documents uploaded as multipart, typed by their bytes, their text searched
// with the database's full-text search, served back as attachments.

let t: TestApp;
let token: string;
let labPdf: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerUser(t.app));
  labPdf = await pdfWithText([
    'Green Clinic laboratory report',
    'Creatinine 2.8 mg/dL 0.5-1.8',
    'ALT 45 U/L 10-100',
  ]);
});
afterAll(() => t.close());

const newPet = async (who = token) => (await createPet(t.app, who))._id;
const upload = (petId: string, fields: Record<string, string>, files: FilePart[], who = token) => {
  const { payload, headers } = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/pets/${petId}/documents`,
    payload,
    headers: { ...headers, ...bearer(who) },
  });
};
const get = (url: string, who = token) =>
  t.app.inject({ method: 'GET', url, headers: bearer(who) });
const list = async (petId: string, q?: string) =>
  (
    await get(`/api/pets/${petId}/documents${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`)
  ).json();

describe('POST /api/pets/:petId/documents', () => {
  it('stores a PDF, reads its text layer and answers 201 with the document', async () => {
    const petId = await newPet();
    const res = await upload(petId, DOCUMENT_FIELDS, [pdfPart(labPdf)]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: DOCUMENT_MESSAGES.added,
      data: {
        title: 'Blood work',
        category: 'lab-result',
        date: '2026-11-02',
        mimeType: 'application/pdf',
        size: labPdf.length,
        hasText: true,
      },
    });
    const one = (await get(`/api/pets/${petId}/documents/${res.json().data.id}`)).json().data;
    expect(one.text).toContain('Creatinine 2.8 mg/dL 0.5-1.8');
  });

  it('keeps OCR text sent with an image, and types the file by its bytes, not its name', async () => {
    const petId = await newPet();
    const res = await upload(
      petId,
      {
        title: 'Rabies certificate',
        category: 'vaccination-certificate',
        date: '2026-03-01',
        text: 'Rabies vaccine lot 42',
      },
      [{ filename: 'scan.pdf', contentType: 'application/pdf', bytes: PNG_PIXEL }],
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ mimeType: 'image/png', hasText: true });
  });

  it('keeps text sent with a PDF only when the PDF has no text layer of its own (a scan read by OCR in the browser)', async () => {
    const petId = await newPet();
    const withLayer = await upload(
      petId,
      { ...DOCUMENT_FIELDS, text: 'Parvovirus guessed by OCR' },
      [pdfPart(labPdf)],
    );
    expect(withLayer.statusCode, withLayer.body).toBe(201);
    const layerText = (await get(`/api/pets/${petId}/documents/${withLayer.json().data.id}`)).json()
      .data.text;
    expect(layerText).toContain('Creatinine 2.8 mg/dL 0.5-1.8');
    expect(layerText).not.toContain('Parvovirus');

    const scan = await upload(
      petId,
      { ...DOCUMENT_FIELDS, title: 'Scanned letter', text: 'Leptospirosis booster due' },
      [pdfPart(await pdfWithText([]), 'scan.pdf')],
    );
    expect(scan.statusCode, scan.body).toBe(201);
    expect(scan.json().data).toMatchObject({ mimeType: 'application/pdf', hasText: true });
    const hits = (await list(petId, 'leptospirosis')).data;
    expect(hits.map((d: { title: string }) => d.title)).toEqual(['Scanned letter']);
    expect((await list(petId, 'parvovirus')).data).toEqual([]);
  });

  it.each([
    ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['an SVG image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
  ])('refuses %s named .png with 415', async (_what, bytes) => {
    const res = await upload(await newPet(), DOCUMENT_FIELDS, [pngPart(bytes, 'x.png')]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ message: DOCUMENT_MESSAGES.unsupportedType });
  });

  it('refuses a file over 20 MB with 413', async () => {
    const big = Buffer.alloc(MAX_DOCUMENT_BYTES + 1);
    PNG_PIXEL.copy(big);
    const res = await upload(await newPet(), DOCUMENT_FIELDS, [pngPart(big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: DOCUMENT_MESSAGES.tooLarge });
  });

  it.each([
    ['title', { ...DOCUMENT_FIELDS, title: 'a\u0000b' }, 'Text cannot contain the NUL character'],
    ['title', { ...DOCUMENT_FIELDS, title: 'x'.repeat(201) }, DOCUMENT_MESSAGES.titleTooLong],
    ['title', { category: 'other', date: '2026-01-01' }, DOCUMENT_MESSAGES.titleRequired],
    ['date', { ...DOCUMENT_FIELDS, date: '2026-02-30' }, DOCUMENT_MESSAGES.dateInvalid],
    ['category', { ...DOCUMENT_FIELDS, category: 'poem' }, DOCUMENT_MESSAGES.categoryInvalid],
    ['text', { ...DOCUMENT_FIELDS, text: 'ocr\u0000' }, 'Text cannot contain the NUL character'],
  ])('answers 400 naming %s', async (field, fields, message) => {
    const res = await upload(await newPet(), fields, [pngPart()]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues).toContainEqual({ path: field, message });
  });

  it('answers 400 naming file when there is none, or two', async () => {
    const petId = await newPet();
    const none = await upload(petId, DOCUMENT_FIELDS, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().issues).toEqual([{ path: 'file', message: DOCUMENT_MESSAGES.fileRequired }]);
    const two = await upload(petId, DOCUMENT_FIELDS, [pngPart(), pngPart()]);
    expect(two.statusCode).toBe(400);
    expect(two.json().issues).toEqual([{ path: 'file', message: DOCUMENT_MESSAGES.oneFile }]);
  });

  it('answers 415 to a JSON body and 400 to a multipart body cut short', async () => {
    const petId = await newPet();
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/pets/${petId}/documents`,
      payload: DOCUMENT_FIELDS,
      headers: bearer(token),
    });
    expect(json.statusCode).toBe(415);
    const { payload, headers } = multipart(DOCUMENT_FIELDS, [pngPart()]);
    const cut = await t.app.inject({
      method: 'POST',
      url: `/api/pets/${petId}/documents`,
      payload: payload.subarray(0, payload.length - 30),
      headers: { ...headers, ...bearer(token) },
    });
    expect(cut.statusCode, cut.body).toBe(400);
  });

  it("answers 404 for another owner's pet, before reading the upload", async () => {
    const other = await registerUser(t.app);
    const res = await upload(await newPet(other.token), DOCUMENT_FIELDS, [pngPart()]);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(PET_MESSAGES.notFound);
  });

  it('stores a corrupt PDF without text instead of failing (fault: the text layer cannot be read)', async () => {
    const petId = await newPet();
    const corrupt = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41)]);
    const res = await upload(petId, DOCUMENT_FIELDS, [pdfPart(corrupt)]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ mimeType: 'application/pdf', hasText: false });
  });
});

describe('GET /api/pets/:petId/documents', () => {
  it('lists newest first, and finds words in titles and text with a snippet around them', async () => {
    const petId = await newPet();
    await upload(petId, DOCUMENT_FIELDS, [pdfPart(labPdf)]);
    await upload(petId, { title: 'Insurance policy', category: 'insurance', date: '2026-12-01' }, [
      pngPart(),
    ]);
    await upload(
      petId,
      {
        title: 'Old visit',
        category: 'visit-summary',
        date: '2025-01-01',
        text: 'Kidneys checked, all fine',
      },
      [pngPart()],
    );
    expect((await list(petId)).data.map((d: { title: string }) => d.title)).toEqual([
      'Insurance policy',
      'Blood work',
      'Old visit',
    ]);

    const hits = (await list(petId, 'creatinine')).data;
    expect(hits.map((d: { title: string }) => d.title)).toEqual(['Blood work']);
    const marked = hits[0].snippet.filter((p: { match: boolean }) => p.match);
    expect(marked.map((p: { text: string }) => p.text.toLowerCase())).toEqual(['creatinine']);
    // Stemmed: "kidney" finds "Kidneys"; a title word finds its document.
    expect((await list(petId, 'kidney')).data.map((d: { title: string }) => d.title)).toEqual([
      'Old visit',
    ]);
    expect((await list(petId, 'insurance')).data).toHaveLength(1);
    expect((await list(petId, 'parvovirus')).data).toEqual([]);
    // Search syntax typed by a person never fails.
    expect(
      (await get(`/api/pets/${petId}/documents?q=${encodeURIComponent('"(& !:*')}`)).statusCode,
    ).toBe(200);
  });

  it('answers 400 naming q when the search is too long', async () => {
    const res = await get(`/api/pets/${await newPet()}/documents?q=${'a'.repeat(201)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toMatchObject({
      path: 'q',
      message: DOCUMENT_MESSAGES.queryTooLong,
    });
  });
});

describe('GET /api/pets/:petId/documents/:id/file', () => {
  it('serves the original bytes as an attachment that is never sniffed', async () => {
    const petId = await newPet();
    const { id } = (
      await upload(petId, { ...DOCUMENT_FIELDS, title: 'Blood/work "Nov"' }, [pdfPart(labPdf)])
    ).json().data;
    const res = await get(`/api/pets/${petId}/documents/${id}/file`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(labPdf)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Blood_work _Nov_\.pdf"/,
    );
  });

  it('answers 404 for a missing document, a malformed id and a stranger', async () => {
    const petId = await newPet();
    const { id } = (await upload(petId, DOCUMENT_FIELDS, [pngPart()])).json().data;
    expect((await get(`/api/pets/${petId}/documents/${crypto.randomUUID()}/file`)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/pets/${petId}/documents/nope/file`)).statusCode).toBe(404);
    const stranger = await registerUser(t.app);
    expect((await get(`/api/pets/${petId}/documents/${id}/file`, stranger.token)).statusCode).toBe(
      404,
    );
  });
});

describe('DELETE /api/pets/:petId/documents/:id', () => {
  it('deletes a document, then 404s it', async () => {
    const petId = await newPet();
    const { id } = (await upload(petId, DOCUMENT_FIELDS, [pngPart()])).json().data;
    const del = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/pets/${petId}/documents/${id}`,
        headers: bearer(token),
      });
    expect((await del()).json()).toMatchObject({ message: DOCUMENT_MESSAGES.deleted });
    expect((await del()).statusCode).toBe(404);
    expect((await list(petId)).data).toEqual([]);
  });
});

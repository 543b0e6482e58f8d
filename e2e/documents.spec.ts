import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { api, expect, test } from './fixtures';
import { API_URL } from './support/env';

// Issue 30 items 1 and 2 in Chromium: a lab report PDF uploaded with progress, its text layer
// found by a search with the word marked, opened (drawn by pdf.js) and downloaded, its values
// entered as a lab panel; a photo uploaded (read by OCR first) and deleted; a scanned PDF read by
// OCR in the browser and paged through in the viewer.

/**
 * A one-page PDF whose text layer holds `lines`, written out by hand: the objects, then the
 * cross-reference table with each object's byte offset, as PDF 1.4 (ISO 32000-1 §7.5) lays out.
 */
function pdfWithText(lines: string[]): Buffer {
  const stream = [
    'BT /F1 12 Tf 72 720 Td 16 TL',
    ...lines.map((line) => `(${line.replace(/[()\\]/g, '\\$&')}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A JPEG page image: black words, large, on white, drawn by the browser's canvas. */
async function pageImage(page: Page, words: string): Promise<JpegPage> {
  const dataUrl = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1224;
    canvas.height = 1584;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = '#000';
    ctx.font = 'bold 88px sans-serif';
    ctx.fillText(text, 90, 300);
    return canvas.toDataURL('image/jpeg', 0.92);
  }, words);
  return { bytes: Buffer.from(dataUrl.split(',')[1]!, 'base64'), width: 1224, height: 1584 };
}

type JpegPage = { bytes: Buffer; width: number; height: number };

/**
 * A scanned PDF: each page one JPEG image (a DCTDecode image XObject) filling a letter page, and
 * no text layer at all, laid out by hand as pdfWithText is.
 */
function pdfOfImages(images: JpegPage[]): Buffer {
  const objects: Buffer[] = [];
  const object = (body: string | Buffer[]) =>
    objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : Buffer.concat(body));
  const kids = images.map((_, i) => `${3 + i * 3} 0 R`).join(' ');
  object('<< /Type /Catalog /Pages 2 0 R >>');
  object(`<< /Type /Pages /Kids [${kids}] /Count ${images.length} >>`);
  images.forEach((image, i) => {
    const n = 3 + i * 3;
    object(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${n + 2} 0 R /Resources << /XObject << /Im1 ${n + 1} 0 R >> >> >>`,
    );
    object([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${image.bytes.length} >>\nstream\n`,
        'latin1',
      ),
      image.bytes,
      Buffer.from('\nendstream', 'latin1'),
    ]);
    const draw = 'q 612 0 0 792 0 0 cm /Im1 Do Q';
    object(`<< /Length ${draw.length} >>\nstream\n${draw}\nendstream`);
  });
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(chunk);
    length += chunk.length;
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) tail += `${String(offset).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(tail, 'latin1'));
  return Buffer.concat(parts);
}

/** The tab's empty state: no document was stored. */
const DOCUMENT_MESSAGES_EMPTY = /^No documents yet/;

/** The smallest valid PNG: one transparent pixel. */
const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function upload(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  fields: { title: string; category: string; date: string },
) {
  await page.getByRole('button', { name: 'Upload a document' }).click();
  const form = page.getByRole('form', { name: 'Upload a document' });
  await form.getByLabel('File').setInputFiles(file);
  await form.getByLabel('Title').fill(fields.title);
  await form.getByLabel('Category').selectOption({ label: fields.category });
  await form.getByLabel('Date').fill(fields.date);
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form).toBeHidden({ timeout: 60_000 });
}

test.describe('documents', () => {
  test('a lab PDF is uploaded, found by a word with a snippet, downloaded and entered as a lab panel; a photo is uploaded and deleted', async ({
    signedInPage: page,
    account,
  }) => {
    const pet = await api<{ data: { _id: string } }>(page.request, account, 'POST', '/api/pets', {
      name: 'Rex',
      species: 'dog',
      breed: 'Labrador',
      weight: 30,
      weightUnit: 'kg',
      age: 9,
      ageUnit: 'years',
    });
    await page.goto(`#/pet/${pet.data._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Rex' })).toBeVisible();
    await page.getByRole('tab', { name: 'Documents' }).click();
    await expect(page.getByText(/^No documents yet\./)).toBeVisible();

    const pdf = pdfWithText([
      'Green Clinic chemistry',
      'Creatinine 2.8 mg/dL 0.5-1.8',
      'ALT 45 U/L 10-100',
    ]);
    await upload(
      page,
      { name: 'blood-work.pdf', mimeType: 'application/pdf', buffer: pdf },
      { title: 'Blood work November', category: 'Lab result', date: '2026-11-02' },
    );
    await expect(
      page.getByRole('button', { name: 'Blood work November', exact: true }),
    ).toBeVisible();
    // The day in the app's one date format, not ISO.
    await expect(page.getByText('Lab result · Nov 2, 2026 · PDF')).toBeVisible();

    // The search waits for a pause in typing, then marks the word it found in the PDF's text.
    await page.getByLabel('Search documents').fill('creatinine');
    const snippet = page.getByTestId('document-snippet');
    await expect(snippet.locator('mark')).toHaveText('Creatinine');
    await expect(snippet).toContainText('2.8 mg/dL');
    await page.getByLabel('Search documents').fill('parvovirus');
    await expect(page.getByText('No documents match your search')).toBeVisible();
    await page.getByLabel('Search documents').fill('');

    // Open: the text read from the PDF, and the original file as a download.
    await page.getByRole('button', { name: 'Open Blood work November' }).click();
    const viewer = page.getByRole('dialog', { name: 'Blood work November' });
    await expect(viewer.getByText('Creatinine 2.8 mg/dL 0.5-1.8')).toBeVisible();
    // The page itself, drawn by pdf.js; one page, so no pager.
    await expect(viewer.getByRole('img', { name: 'Blood work November, page 1' })).toHaveAttribute(
      'data-drawn-page',
      '1',
    );
    await expect(viewer.getByRole('group', { name: 'Pages' })).toHaveCount(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      viewer.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Blood work November.pdf');
    const saved = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of saved) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(pdf)).toBe(true);

    // Its values go to the Labs tab's form, filled in for the owner to check.
    await viewer.getByRole('button', { name: 'Enter these values as a lab panel' }).click();
    const labForm = page.getByRole('form', { name: 'Add lab results' });
    await expect(labForm.getByRole('status')).toHaveText(
      '2 results filled in below: check each one before saving.',
    );
    await expect(labForm.getByLabel('Test 1')).toHaveValue('Creatinine');
    await expect(labForm.getByLabel('Value 1')).toHaveValue('2.8');
    await expect(labForm.getByLabel('High 1')).toHaveValue('1.8');
    await labForm.getByLabel('Date').fill('2026-11-02');
    await labForm.getByRole('button', { name: 'Save lab results' }).click();
    await expect(labForm).toBeHidden();
    await expect(page.getByText(/Nov 2, 2026 · 2 results · out of range values/)).toBeVisible();

    // A photo: read by OCR in the browser, uploaded, then deleted after a confirmation.
    await page.getByRole('tab', { name: 'Documents' }).click();
    await upload(
      page,
      { name: 'insurance-card.png', mimeType: 'image/png', buffer: PNG_PIXEL },
      { title: 'Insurance card', category: 'Insurance', date: '2026-01-15' },
    );
    await page.getByLabel('Category').selectOption({ label: 'Insurance' });
    await expect(
      page.getByRole('button', { name: 'Blood work November', exact: true }),
    ).toBeHidden();
    await page.getByRole('button', { name: 'Open Insurance card' }).click();
    const photo = page.getByRole('dialog', { name: 'Insurance card' });
    await expect(photo.getByRole('img', { name: 'Insurance card' })).toBeVisible();
    await photo.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: 'Delete Insurance card' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this document?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('button', { name: 'Open Insurance card' })).toBeHidden();
    await expect(page.getByText('No documents match your search')).toBeVisible();
  });

  test('a scanned PDF (no text layer) is read by OCR in the browser, found by a word of its second page, and shown page by page', async ({
    signedInPage: page,
    account,
  }) => {
    test.setTimeout(240_000);
    // pdf.js and OCR run under the app's CSP: a refused worker or script would be an error here.
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    const pet = await api<{ data: { _id: string } }>(page.request, account, 'POST', '/api/pets', {
      name: 'Scout',
      species: 'dog',
      weight: 20,
      weightUnit: 'kg',
      age: 5,
      ageUnit: 'years',
    });
    await page.goto(`#/pet/${pet.data._id}`);
    const scan = pdfOfImages([
      await pageImage(page, 'VACCINATION RECORD'),
      await pageImage(page, 'LEPTOSPIROSIS BOOSTER'),
    ]);
    await page.getByRole('tab', { name: 'Documents' }).click();
    await page.getByRole('button', { name: 'Upload a document' }).click();
    const form = page.getByRole('form', { name: 'Upload a document' });
    await form
      .getByLabel('File')
      .setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: scan });
    await form.getByLabel('Title').fill('Scanned vaccination record');
    await form.getByLabel('Category').selectOption({ label: 'Vaccination certificate' });
    // The reading can be cancelled: nothing is uploaded, the form stays for another try.
    await form.getByRole('button', { name: 'Upload' }).click();
    await form.getByRole('button', { name: 'Cancel reading' }).click();
    await expect(page.getByText('Reading cancelled: nothing was uploaded')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Cancel', exact: true })).toBeEnabled();
    await expect(page.getByText(DOCUMENT_MESSAGES_EMPTY)).toBeVisible();

    await form.getByRole('button', { name: 'Upload' }).click();
    // Its pages are read one by one, with a way out.
    await expect(form.getByText(/Reading page \d of 2/)).toBeVisible({ timeout: 60_000 });
    await expect(form.getByRole('button', { name: 'Cancel reading' })).toBeVisible();
    await expect(form).toBeHidden({ timeout: 150_000 });

    await page.getByLabel('Search documents').fill('leptospirosis');
    await expect(page.getByTestId('document-snippet').locator('mark')).toHaveText(/leptospirosis/i);

    await page.getByRole('button', { name: 'Open Scanned vaccination record' }).click();
    const viewer = page.getByRole('dialog', { name: 'Scanned vaccination record' });
    const pages = viewer.getByRole('group', { name: 'Pages' });
    await expect(pages.getByText('Page 1 of 2')).toBeVisible();
    await expect(viewer.getByRole('img', { name: /page 1$/ })).toHaveAttribute(
      'data-drawn-page',
      '1',
    );
    await pages.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(pages.getByText('Page 2 of 2')).toBeVisible();
    await expect(viewer.getByRole('img', { name: /page 2$/ })).toHaveAttribute(
      'data-drawn-page',
      '2',
    );
    await expect(pages.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(viewer.getByRole('button', { name: 'Download' })).toBeEnabled();
    expect(errors).toEqual([]);
  });

  test.describe('on a phone (390×844)', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the tab, its search hit and the upload form fit the screen and pass axe-core', async ({
      signedInPage: page,
      account,
    }) => {
      const pet = await api<{ data: { _id: string } }>(page.request, account, 'POST', '/api/pets', {
        name: 'Biscuit',
        species: 'cat',
        weight: 4,
        weightUnit: 'kg',
        age: 12,
        ageUnit: 'years',
      });
      const added = await page.request.post(`${API_URL}/api/pets/${pet.data._id}/documents`, {
        headers: { authorization: `Bearer ${account.token}` },
        multipart: {
          title: 'A visit summary with a rather long title that has to wrap on a phone',
          category: 'visit-summary',
          date: '2026-04-01',
          file: {
            name: 'visit.pdf',
            mimeType: 'application/pdf',
            buffer: pdfWithText(['Thyroid recheck: total T4 within range, continue methimazole']),
          },
        },
      });
      expect(added.status(), await added.text()).toBe(201);

      await page.goto(`#/pet/${pet.data._id}`);
      await page.getByRole('tab', { name: 'Documents' }).click();
      await page.getByLabel('Search documents').fill('methimazole');
      await expect(page.getByTestId('document-snippet').locator('mark')).toHaveText('methimazole');
      // The PDF's page is drawn to the phone's width.
      await page.getByRole('button', { name: /^Open A visit summary/ }).click();
      const drawn = page.getByRole('dialog').getByRole('img', { name: /page 1$/ });
      await expect(drawn).toHaveAttribute('data-drawn-page', '1');
      expect((await drawn.boundingBox())!.width).toBeLessThanOrEqual(390);
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();

      await page.getByRole('button', { name: 'Upload a document' }).click();
      await expect(page.getByRole('form', { name: 'Upload a document' })).toBeVisible();

      const width = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(width.scroll).toBeLessThanOrEqual(width.client);
      for (const button of await page.getByRole('main').getByRole('button').all()) {
        const box = await button.boundingBox();
        if (box) expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    });
  });
});

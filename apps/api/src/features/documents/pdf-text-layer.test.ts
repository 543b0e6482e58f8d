import { describe, expect, it } from 'vitest';
import { detectDocumentType } from './file-type';
import { cleanText, readPdfTextLayer, TEXT_LAYER_LIMITS } from './pdf-text-layer';
import { PNG_PIXEL, pdfWithText } from './documents.test-helpers';

describe('readPdfTextLayer', () => {
  it('puts items of one baseline back into one line', async () => {
    const pdf = await pdfWithText(['Creatinine 2.8 mg/dL 0.5-1.8', 'SDMA 20 ug/dL']);
    expect(await readPdfTextLayer(pdf)).toBe('Creatinine 2.8 mg/dL 0.5-1.8\nSDMA 20 ug/dL');
  });

  it('gives up with no text when the worker runs past its time bound (a PDF that hangs the parser)', async () => {
    const pdf = await pdfWithText(['Never read']);
    expect(await readPdfTextLayer(pdf, { ...TEXT_LAYER_LIMITS, timeoutMs: 0 })).toBe('');
  });

  it('keeps at most maxChars characters', async () => {
    const pdf = await pdfWithText(['abcdefghij'.repeat(5)]);
    expect(await readPdfTextLayer(pdf, { ...TEXT_LAYER_LIMITS, maxChars: 12 })).toHaveLength(12);
  });

  it('answers no text for bytes that are not a PDF at all', async () => {
    expect(await readPdfTextLayer(PNG_PIXEL)).toBe('');
  });
});

describe('cleanText', () => {
  it('drops what the database cannot store and the search marks, and folds spaces', () => {
    expect(cleanText('a\u0000b \uE000c\uE001  d\n\n\n\ne\uD800')).toBe('a b c d\n\ne');
  });
});

describe('detectDocumentType', () => {
  it.each([
    ['%PDF-1.4', 'application/pdf'],
    ['\xff\xd8\xff\xe0', 'image/jpeg'],
    ['RIFF\x00\x00\x00\x00WEBPVP8 ', 'image/webp'],
    ['RIFF\x00\x00\x00\x00WAVEfmt ', null],
    ['<svg', null],
    ['', null],
  ])('%j is %s', (start, type) => {
    expect(detectDocumentType(Buffer.from(start, 'latin1'))).toBe(type);
  });
  it('reads a PNG signature', () => expect(detectDocumentType(PNG_PIXEL)).toBe('image/png'));
});

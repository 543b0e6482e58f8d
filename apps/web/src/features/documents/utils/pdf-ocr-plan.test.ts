import { describe, expect, it } from 'vitest';
import { OCR_MAX_PAGES, planPdfOcr } from './pdf-ocr-plan';

describe('planPdfOcr', () => {
  it.each([
    ['a PDF with a text layer: the server reads it, no OCR', 3, 120, { ocr: false }],
    ['one character of text is a text layer too', 1, 1, { ocr: false }],
    ['a PDF without pages: nothing to read', 0, 0, { ocr: false }],
    ['a one-page scan: its page read', 1, 0, { ocr: true, pages: 1, totalPages: 1, capped: false }],
    [
      'a scan of exactly the cap: every page read',
      OCR_MAX_PAGES,
      0,
      { ocr: true, pages: OCR_MAX_PAGES, totalPages: OCR_MAX_PAGES, capped: false },
    ],
    [
      'a longer scan: the first pages read, and it says so',
      12,
      0,
      { ocr: true, pages: OCR_MAX_PAGES, totalPages: 12, capped: true },
    ],
  ])('%s', (_what, totalPages, textChars, plan) => {
    expect(planPdfOcr(totalPages, textChars)).toEqual(plan);
  });
});

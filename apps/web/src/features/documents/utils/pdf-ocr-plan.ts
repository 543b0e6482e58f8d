// What a picked PDF needs before its upload (issue 30): the server reads a PDF's own text layer
// itself and keeps text sent with a PDF only when that layer is empty, so OCR in the browser is
// only for a scan (pages that are pictures, no text at all), and only on its first pages: OCR
// takes seconds a page on a phone.

/** Pages of a scanned PDF read by OCR before the upload; the rest is stored unread. */
export const OCR_MAX_PAGES = 5;

/** Pages whose text layer is looked at: as many as the server reads (pdf-text-layer.ts). */
export const TEXT_LAYER_PAGES = 100;

export type PdfOcrPlan =
  { ocr: false } | { ocr: true; pages: number; totalPages: number; capped: boolean };

/** Whether to read the PDF by OCR, and how many of its pages. */
export function planPdfOcr(totalPages: number, textLayerChars: number): PdfOcrPlan {
  if (totalPages < 1 || textLayerChars > 0) return { ocr: false };
  const pages = Math.min(totalPages, OCR_MAX_PAGES);
  return { ocr: true, pages, totalPages, capped: pages < totalPages };
}

import { recognizeText } from '../../../lib/ocr/ocr-worker';
import { abortable } from './abortable';
import { drawPage, openPdf, textLayerLength } from './pdf-document';
import { planPdfOcr, TEXT_LAYER_PAGES } from './pdf-ocr-plan';

// A scanned PDF's text, read in the browser before its upload (issue 30): its first pages drawn
// by pdf.js and read by the label scanner's OCR. Loaded lazily, with pdf.js and tesseract.js.

export type ScanProgress = {
  page: number;
  pages: number;
  /** The PDF's page count, when more than `pages` (only the first pages are read). */
  totalPages?: number;
  fraction: number;
};

/** Width pages are drawn at for OCR: about 200 dpi for a letter page, large text reads well. */
const OCR_PAGE_WIDTH = 1700;

/**
 * The text to send with a PDF: undefined when it has a text layer (the server reads that
 * itself), else the OCR text of its first pages. Throws an AbortError when cancelled.
 */
export async function readScannedPdf(
  file: Blob,
  onProgress: (progress: ScanProgress) => void,
  signal: AbortSignal,
): Promise<string | undefined> {
  const pdf = await abortable(openPdf(file), signal);
  try {
    const chars = await abortable(textLayerLength(pdf, TEXT_LAYER_PAGES), signal);
    const plan = planPdfOcr(pdf.numPages, chars);
    if (!plan.ocr) return undefined;
    const texts: string[] = [];
    for (let page = 1; page <= plan.pages; page++) {
      const report = (fraction: number) =>
        onProgress({
          page,
          pages: plan.pages,
          totalPages: plan.capped ? plan.totalPages : undefined,
          fraction: (page - 1 + fraction) / plan.pages,
        });
      report(0);
      const canvas = document.createElement('canvas');
      await abortable(drawPage(pdf, page, canvas, OCR_PAGE_WIDTH).done, signal);
      const { text } = await abortable(
        recognizeText(canvas, (p) => report(p.stage === 'reading' ? p.fraction : 0)),
        signal,
      );
      texts.push(text.trim());
    }
    return texts.filter(Boolean).join('\n\n');
  } finally {
    void pdf.destroy();
  }
}

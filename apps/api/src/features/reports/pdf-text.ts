import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Test helper: reads a PDF back with pdfjs-dist, as a reader's PDF viewer would.

export interface PdfPage {
  /** The page's text, items joined by single spaces. */
  text: string;
  /** Height of the page in points. */
  height: number;
  /** Baselines of the text items, measured from the top of the page, with their text. */
  lines: { top: number; text: string }[];
}

export async function readPdf(bytes: Uint8Array): Promise<PdfPage[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages: PdfPage[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const [, , , pageTop] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    const lines: PdfPage['lines'] = [];
    for (const item of content.items)
      if ('str' in item && item.str.trim())
        lines.push({ top: pageTop - (item.transform[5] as number), text: item.str });
    const text = lines
      .map((l) => l.text)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    pages.push({ text, height: pageTop, lines });
  }
  await pdf.destroy();
  return pages;
}

import PDFDocument from 'pdfkit';
import { COLOR, FONT, ReportLayout } from './pdf-layout';
import { reportFonts } from './report-fonts';
import { formatDateTime } from './report-format';

// What every PawRx PDF shares: a Letter page with the embedded DejaVu fonts (so any name prints),
// the brand header, 'Page n of m' footers written once all pages exist, and the bytes collected.
// The medical record and the adverse-event report both start here.

const MARGIN = { top: 44, bottom: 54, left: 50, right: 50 };

export interface DocumentInfo {
  title: string;
  subject: string;
  generatedAt: Date;
}

/** A new document at density `k` (1 = normal; the medical record may retry denser). */
export function openReportDocument(info: DocumentInfo, k = 1): ReportLayout {
  const fonts = reportFonts();
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: MARGIN,
    bufferPages: true,
    // No initial font (pdfkit would load Helvetica): the registered DejaVu fonts are set below.
    font: null as unknown as string,
    info: {
      Title: info.title,
      Author: 'PawRx',
      Subject: info.subject,
      CreationDate: info.generatedAt,
    },
  });
  doc.registerFont(FONT.regular, fonts.regular);
  doc.registerFont(FONT.bold, fonts.bold);
  doc.font(FONT.regular);
  return new ReportLayout(doc, k);
}

/** The brand line, the title, when it was generated and a short note under it. */
export function documentHeader(
  layout: ReportLayout,
  title: string,
  generatedAt: Date,
  note: string,
): void {
  const { doc, left, width } = layout;
  let y = doc.y;
  layout.write('PawRx · Pet Medication Management', left, y, width, {
    bold: true,
    size: 9,
    color: COLOR.accent,
  });
  y += layout.s(14);
  layout.write(title, left, y, width, { bold: true, size: 20 });
  y += layout.measure(title, width, { bold: true, size: 20 }) + layout.s(2);
  layout.write(`Generated ${formatDateTime(generatedAt)}`, left, y, width, {
    size: 9,
    color: COLOR.muted,
  });
  y += layout.s(13);
  layout.write(note, left, y, width, { size: 8, color: COLOR.muted });
  doc.y = y + layout.measure(note, width, { size: 8 }) + layout.s(2);
}

/** `label` and 'Page n of m' on every page, written once all pages exist; returns m. */
export function pageFooters(layout: ReportLayout, label: string): number {
  const { doc } = layout;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    // Writing below the bottom margin would make pdfkit add a page: lift the margin meanwhile.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 36;
    const { left, width } = layout;
    doc
      .moveTo(left, y - 6)
      .lineTo(left + width, y - 6)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke();
    doc.font(FONT.regular).fontSize(8).fillColor(COLOR.muted);
    doc.text(label, left, y, { width: width - 90, lineBreak: false, ellipsis: true });
    doc.text(`Page ${i + 1 - range.start} of ${range.count}`, left + width - 90, y, {
      width: 90,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
  return range.count;
}

/** Ends the document and resolves with its bytes. */
export function finishDocument(layout: ReportLayout): Promise<Buffer> {
  const { doc } = layout;
  const bytes = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.end();
  return bytes;
}

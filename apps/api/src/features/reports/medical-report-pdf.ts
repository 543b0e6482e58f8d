import PDFDocument from 'pdfkit';
import type { MedicalReportData } from './medical-report.types';
import { COLOR, FONT, ReportLayout } from './pdf-layout';
import { reportFonts } from './report-fonts';
import { formatDateTime } from './report-format';
import { adverseReactions, appointmentsSection, vaccinationsSection } from './report-history';
import { currentMedications, medicationHistory, safetyCheck } from './report-medications';
import { medicalAlerts, petProfile } from './report-profile';

const MARGIN = { top: 44, bottom: 54, left: 50, right: 50 };

/** Below this share of its body, a last page counts as near-empty. */
const NEAR_EMPTY_FILL = 0.25;
/** The denser layout tried when the normal one ends on a near-empty page. */
const DENSE = 0.88;

/**
 * The medical record PDF: a pure function of its data (no database, no clock), so tests and
 * the benchmark call it directly. When the last page would hold only a few lines, the report is
 * laid out once more a little denser, which usually pulls them back onto the page before.
 */
export async function renderMedicalReport(data: MedicalReportData): Promise<Buffer> {
  const normal = layOut(data, 1);
  if (normal.pages === 1 || normal.lastPageFill >= NEAR_EMPTY_FILL) return normal.finish();
  const dense = layOut(data, DENSE);
  const better = dense.pages < normal.pages || dense.lastPageFill >= NEAR_EMPTY_FILL;
  // Only the chosen layout is written out; the other is dropped unfinished.
  return better ? dense.finish() : normal.finish();
}

/** Renders a small sample report so the fonts are opened and their tables decoded. */
export async function warmUpReports(): Promise<void> {
  await renderMedicalReport({
    pet: {
      name: 'Warm-up Łatka',
      species: 'dog',
      breed: '',
      sex: 'unknown',
      neutered: false,
      age: 1,
      ageUnit: 'years',
      birthDate: null,
      weight: 1,
      weightUnit: 'kg',
      microchipId: '',
      insuranceProvider: '',
      allergies: [],
      chronicConditions: [],
      mdr1Status: 'untested',
      photo: null,
    },
    currentMedications: [],
    medicationHistory: [],
    vaccinations: [],
    reactions: [],
    appointments: [],
    safety: { status: 'no-medications' },
    generatedAt: new Date(0),
  });
}

function layOut(data: MedicalReportData, density: number) {
  const fonts = reportFonts();
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: MARGIN,
    bufferPages: true,
    // No initial font (pdfkit would load Helvetica): the registered DejaVu fonts are set below.
    font: null as unknown as string,
    info: {
      Title: `${data.pet.name} – Medical Record`,
      Author: 'PawRx',
      Subject: 'Pet medical record',
      CreationDate: data.generatedAt,
    },
  });
  doc.registerFont(FONT.regular, fonts.regular);
  doc.registerFont(FONT.bold, fonts.bold);
  doc.font(FONT.regular);

  const layout = new ReportLayout(doc, density);
  header(layout, data);
  petProfile(layout, data);
  medicalAlerts(layout, data.pet);
  currentMedications(layout, data.currentMedications);
  safetyCheck(layout, data.safety);
  vaccinationsSection(layout, data.vaccinations, data.generatedAt);
  adverseReactions(layout, data.reactions);
  medicationHistory(layout, data.medicationHistory);
  appointmentsSection(layout, data.appointments);
  const lastPageFill = layout.pageFill;
  const pages = pageFooters(layout, data.pet.name);
  const finish = () => {
    const bytes = collect(doc);
    doc.end();
    return bytes;
  };
  return { pages, lastPageFill, finish };
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function header(layout: ReportLayout, data: MedicalReportData): void {
  const { doc, left, width } = layout;
  const title = `Medical Record: ${data.pet.name}`;
  const note =
    'Records kept by the owner in PawRx. General information for the owner and their veterinarian, not a substitute for veterinary advice.';
  let y = doc.y;
  layout.write('PawRx · Pet Medication Management', left, y, width, {
    bold: true,
    size: 9,
    color: COLOR.accent,
  });
  y += layout.s(14);
  layout.write(title, left, y, width, { bold: true, size: 20 });
  y += layout.measure(title, width, { bold: true, size: 20 }) + layout.s(2);
  layout.write(`Generated ${formatDateTime(data.generatedAt)}`, left, y, width, {
    size: 9,
    color: COLOR.muted,
  });
  y += layout.s(13);
  layout.write(note, left, y, width, { size: 8, color: COLOR.muted });
  doc.y = y + layout.measure(note, width, { size: 8 }) + layout.s(2);
}

/** 'Page n of m' on every page, written once all pages exist (bufferPages); returns m. */
function pageFooters(layout: ReportLayout, petName: string): number {
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
    doc.text(`${petName} · Medical Record · PawRx`, left, y, {
      width: width - 90,
      lineBreak: false,
      ellipsis: true,
    });
    doc.text(`Page ${i + 1 - range.start} of ${range.count}`, left + width - 90, y, {
      width: 90,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
  return range.count;
}

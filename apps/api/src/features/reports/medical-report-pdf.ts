import type { MedicalReportData } from './medical-report.types';
import { documentHeader, finishDocument, openReportDocument, pageFooters } from './pdf-document';
import { adverseReactions, appointmentsSection, vaccinationsSection } from './report-history';
import { currentMedications, medicationHistory, safetyCheck } from './report-medications';
import { medicalAlerts, petProfile } from './report-profile';
import { documentsSection } from './report-documents';
import { labsSection } from './report-labs';
import { healthTimeline } from './report-timeline';
import { weightHistory } from './report-weights';

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
    weights: [{ date: '2026-01-01', weightKg: 1, note: '' }],
    timeline: [],
    documents: [],
    labs: [],
    safety: { status: 'no-medications' },
    generatedAt: new Date(0),
  });
}

function layOut(data: MedicalReportData, density: number) {
  const layout = openReportDocument(
    {
      title: `${data.pet.name} – Medical Record`,
      subject: 'Pet medical record',
      generatedAt: data.generatedAt,
    },
    density,
  );
  documentHeader(
    layout,
    `Medical Record: ${data.pet.name}`,
    data.generatedAt,
    'Records kept by the owner in PawRx. General information for the owner and their veterinarian, not a substitute for veterinary advice.',
  );
  petProfile(layout, data);
  medicalAlerts(layout, data.pet);
  weightHistory(layout, data.pet, data.weights);
  currentMedications(layout, data.currentMedications);
  safetyCheck(layout, data.safety);
  vaccinationsSection(layout, data.vaccinations, data.generatedAt);
  adverseReactions(layout, data.reactions);
  medicationHistory(layout, data.medicationHistory);
  appointmentsSection(layout, data.appointments);
  labsSection(layout, data.labs);
  documentsSection(layout, data.documents);
  healthTimeline(layout, data.timeline);
  const lastPageFill = layout.pageFill;
  const pages = pageFooters(layout, `${data.pet.name} · Medical Record · PawRx`);
  // Only the chosen layout is written out; the other is dropped unfinished.
  return { pages, lastPageFill, finish: () => finishDocument(layout) };
}

import { VERDICT_COPY, verdict } from '@pawrx/contracts/interactions';
import type {
  MedicalReportData,
  ReportAppointment,
  ReportMedication,
  ReportPet,
  ReportReaction,
  ReportSafety,
  ReportVaccination,
} from './medical-report.types';
import { COLOR, type Field, type Item, type ReportLayout } from './pdf-layout';
import {
  EMPTY,
  MDR1_TEXT,
  capitalize,
  decodePhoto,
  formatAge,
  formatDate,
  formatWeight,
  isoDay,
  list,
  orEmpty,
} from './report-format';

// One function per section of the report, in the order they appear.

const NONE = 'None recorded.';
const PHOTO_SIZE = 96;

export function petProfile(layout: ReportLayout, data: MedicalReportData): void {
  const { pet } = data;
  const fields: [string, string][] = [
    ['Name', pet.name],
    ['Species', capitalize(pet.species)],
    ['Breed', orEmpty(pet.breed)],
    ['Sex', capitalize(pet.sex)],
    ['Age', formatAge(pet, data.generatedAt)],
    ['Neutered', pet.neutered ? 'Yes' : 'No'],
    ['Weight', formatWeight(pet)],
    ['Microchip', orEmpty(pet.microchipId)],
    ['Insurance', orEmpty(pet.insuranceProvider)],
  ];
  const photoSize = layout.s(PHOTO_SIZE);
  const labelWidth = layout.s(60);
  const columnWidth = (layout.width - photoSize - 16 - 12) / 2;
  const valueWidth = columnWidth - labelWidth;
  const rows: [string, string][][] = [];
  for (let i = 0; i < fields.length; i += 2) rows.push(fields.slice(i, i + 2));
  const rowHeights = rows.map(
    (row) => Math.max(...row.map(([, value]) => layout.measure(value, valueWidth))) + 2,
  );
  const height =
    Math.max(
      rowHeights.reduce((a, b) => a + b, 0),
      photoSize,
    ) + layout.s(8);
  layout.section('Pet Profile');
  layout.block(height, (top) => {
    let y = top;
    rows.forEach((row, r) => {
      row.forEach(([label, value], c) => {
        const x = layout.left + c * (columnWidth + 12);
        layout.write(label, x, y + 0.5, labelWidth, { bold: true, size: 8, color: COLOR.muted });
        layout.write(value, x + labelWidth, y, valueWidth);
      });
      y += rowHeights[r]!;
    });
    drawPhoto(layout, pet.photo, layout.left + layout.width - photoSize, top, photoSize);
  });
}

/** The photo when it is a JPEG or PNG; a framed note otherwise (pdfkit cannot embed WebP). */
function drawPhoto(
  layout: ReportLayout,
  dataUrl: string | null,
  x: number,
  y: number,
  size: number,
) {
  const photo = decodePhoto(dataUrl);
  if (photo && (photo.format === 'jpeg' || photo.format === 'png')) {
    try {
      layout.doc.image(photo.bytes, x, y, { fit: [size, size], align: 'center', valign: 'center' });
      return;
    } catch {
      // A corrupt image must not cost the owner the whole report: fall through to the note.
    }
  }
  const note = !photo
    ? 'No photo'
    : photo.format === 'webp'
      ? 'Photo on file (WebP, not shown in the PDF)'
      : 'Photo could not be shown';
  layout.doc.rect(x, y, size, size).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
  const style = { size: 8, color: COLOR.muted, align: 'center' as const };
  const noteHeight = layout.measure(note, size - 12, style);
  layout.write(note, x + 6, y + (size - noteHeight) / 2, size - 12, style);
}

export function medicalAlerts(layout: ReportLayout, pet: ReportPet): void {
  const mdr1Risk = pet.mdr1Status.startsWith('mutant');
  layout.section('Medical Alerts');
  layout.items([
    {
      fields: [
        {
          label: 'Allergies',
          value: list(pet.allergies),
          wide: true,
          color: pet.allergies.length ? COLOR.danger : undefined,
        },
        { label: 'Chronic conditions', value: list(pet.chronicConditions), wide: true },
        {
          label: 'MDR1 (ABCB1)',
          value: MDR1_TEXT[pet.mdr1Status] ?? pet.mdr1Status,
          wide: true,
          color: mdr1Risk ? COLOR.danger : undefined,
        },
      ],
    },
  ]);
}

const STATUS_COLOR: Record<string, string> = {
  active: COLOR.good,
  paused: COLOR.warning,
  completed: '#1d4ed8',
  discontinued: COLOR.danger,
};

function dateRange(m: ReportMedication): string {
  if (!m.startDate && !m.endDate) return EMPTY;
  if (!m.endDate) return `Since ${formatDate(m.startDate)}`;
  if (!m.startDate) return `Until ${formatDate(m.endDate)}`;
  return `${formatDate(m.startDate)} – ${formatDate(m.endDate)}`;
}

const medicationTitle = (m: ReportMedication) =>
  m.brandName ? `${m.name} (${m.brandName})` : m.name;

export function currentMedications(layout: ReportLayout, medications: ReportMedication[]): void {
  layout.section('Current Medications');
  if (medications.length === 0) return layout.paragraph(NONE, { color: COLOR.muted });
  layout.items(
    medications.map((m): Item => {
      const fields: Field[] = [
        { label: 'Dose', value: orEmpty(m.dosage) },
        { label: 'Frequency', value: orEmpty(m.frequency) },
        { label: 'Route', value: m.route ? capitalize(m.route) : EMPTY },
        { label: 'Dates', value: dateRange(m) },
        { label: 'Prescribed by', value: orEmpty(m.prescribedBy) },
        { label: 'Reason', value: orEmpty(m.reason) },
      ];
      if (m.instructions.trim())
        fields.push({ label: 'Instructions', value: m.instructions.trim(), wide: true });
      const color = STATUS_COLOR[m.status] ?? COLOR.muted;
      return { title: medicationTitle(m), tag: { text: capitalize(m.status), color }, fields };
    }),
  );
}

export function safetyCheck(layout: ReportLayout, safety: ReportSafety): void {
  layout.section('Medication Safety Check');
  if (safety.status === 'no-medications')
    return layout.paragraph('No current medications to check.', { color: COLOR.muted });
  if (safety.status === 'unavailable')
    return layout.paragraph(`The safety check could not be run: ${safety.reason}`, {
      color: COLOR.muted,
    });
  const { result } = safety;
  const v = verdict(result);
  const tone = v === 'dangerous' ? COLOR.danger : v === 'caution' ? COLOR.warning : COLOR.good;
  layout.paragraph(`${VERDICT_COPY[v].title}: ${VERDICT_COPY[v].message}`, {
    bold: true,
    color: tone,
  });
  const items: Item[] = [
    ...result.toxicMedications.map((t) => ({
      title: `${t.medication}: toxic for ${t.species.join(', ')}`,
      tag: { text: t.severity, color: COLOR.danger },
      fields: [
        { label: 'Why', value: t.reason, wide: true },
        { label: 'Advice', value: t.recommendation, wide: true },
        {
          label: 'Source',
          value: t.source.publisher ? `${t.source.publisher}: ${t.source.title}` : t.source.title,
          wide: true,
        },
      ],
    })),
    ...result.drugInteractions.map((i) => ({
      title: `${i.medication1} + ${i.medication2}`,
      tag: {
        text: i.riskLevel,
        color: i.riskLevel === 'High' || i.riskLevel === 'Critical' ? COLOR.danger : COLOR.warning,
      },
      fields: [
        { label: 'What', value: i.description, wide: true },
        { label: 'Advice', value: i.recommendation, wide: true },
        {
          label: 'Source',
          value: i.source.publisher ? `${i.source.publisher}: ${i.source.title}` : i.source.title,
          wide: true,
        },
      ],
    })),
  ];
  if (items.length === 0)
    layout.paragraph('No interactions detected among the current medications.');
  else layout.items(items);
  if (result.unrecognized.length > 0)
    layout.paragraph(`Not recognised, so not checked: ${result.unrecognized.join(', ')}.`, {
      color: COLOR.warning,
    });
  layout.paragraph(
    'General guidance from PawRx Quick Check, not a substitute for veterinary advice.',
    {
      size: 8,
      color: COLOR.muted,
    },
  );
}

export function vaccinationsSection(
  layout: ReportLayout,
  vaccinations: ReportVaccination[],
  at: Date,
): void {
  layout.section('Vaccinations');
  if (vaccinations.length === 0) return layout.paragraph(NONE, { color: COLOR.muted });
  const today = isoDay(at);
  layout.table(
    [
      { header: 'Vaccine', share: 0.24 },
      { header: 'Given', share: 0.15 },
      { header: 'Next due', share: 0.2 },
      { header: 'Veterinarian', share: 0.19 },
      { header: 'Notes', share: 0.22 },
    ],
    vaccinations.map((v) => {
      const overdue = !!v.nextDue && v.nextDue < today;
      return [
        { text: v.vaccine, bold: true },
        { text: formatDate(v.date) },
        overdue
          ? { text: `${formatDate(v.nextDue)} (OVERDUE)`, color: COLOR.danger, bold: true }
          : { text: formatDate(v.nextDue) },
        { text: orEmpty(v.veterinarian) },
        { text: orEmpty(v.notes) },
      ];
    }),
  );
}

const SEVERITY_COLOR: Record<string, string> = {
  mild: '#a16207',
  moderate: '#c2410c',
  severe: COLOR.danger,
  'life-threatening': '#7f1d1d',
};

export function adverseReactions(layout: ReportLayout, reactions: ReportReaction[]): void {
  layout.section('Adverse Reactions');
  if (reactions.length === 0) return layout.paragraph(NONE, { color: COLOR.muted });
  layout.items(
    reactions.map((r) => ({
      title: `${r.medication} · ${formatDate(r.date)}`,
      tag: { text: capitalize(r.severity), color: SEVERITY_COLOR[r.severity] ?? COLOR.danger },
      fields: [
        { label: 'Symptoms', value: list(r.symptoms), wide: true },
        { label: 'Duration', value: orEmpty(r.duration) },
        { label: 'Outcome', value: capitalize(r.outcome) },
        { label: 'Treatment', value: orEmpty(r.treatment), wide: true },
        ...(r.notes.trim() ? [{ label: 'Notes', value: r.notes.trim(), wide: true }] : []),
      ],
    })),
  );
}

export function medicationHistory(layout: ReportLayout, medications: ReportMedication[]): void {
  layout.section('Medication History');
  if (medications.length === 0) return layout.paragraph(NONE, { color: COLOR.muted });
  layout.table(
    [
      { header: 'Medication', share: 0.25 },
      { header: 'Dose and frequency', share: 0.2 },
      { header: 'Dates', share: 0.21 },
      { header: 'Status', share: 0.15 },
      { header: 'Reason', share: 0.19 },
    ],
    medications.map((m) => [
      { text: medicationTitle(m), bold: true },
      { text: [m.dosage, m.frequency].filter(Boolean).join(', ') || EMPTY },
      { text: dateRange(m) },
      { text: capitalize(m.status), color: STATUS_COLOR[m.status] },
      { text: orEmpty(m.reason) },
    ]),
  );
}

export function appointmentsSection(layout: ReportLayout, appointments: ReportAppointment[]): void {
  layout.section('Appointments');
  if (appointments.length === 0) return layout.paragraph(NONE, { color: COLOR.muted });
  layout.table(
    [
      { header: 'Date', share: 0.17 },
      { header: 'Type', share: 0.13 },
      { header: 'Title and notes', share: 0.28 },
      { header: 'Veterinarian and clinic', share: 0.28 },
      { header: 'Status', share: 0.14 },
    ],
    appointments.map((a) => [
      { text: a.time ? `${formatDate(a.date)}\n${a.time}` : formatDate(a.date), bold: true },
      { text: capitalize(a.type) },
      { text: [a.title, a.notes].filter((s) => s.trim()).join('\n') || EMPTY },
      { text: [a.veterinarian, a.clinic].filter((s) => s.trim()).join('\n') || EMPTY },
      { text: capitalize(a.status) },
    ]),
  );
}

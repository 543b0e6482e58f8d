import { SPECIES_LABELS, speciesSchema } from '@pawrx/contracts/species';
import type { MedicalReportData, ReportPet } from './medical-report.types';
import { drawItems } from './pdf-items';
import { COLOR, type ReportLayout } from './pdf-layout';
import {
  MDR1_TEXT,
  capitalize,
  decodePhoto,
  formatAge,
  formatWeight,
  list,
  orEmpty,
} from './report-format';

// The report's first sections: the pet's profile (with its photo) and its medical alerts.

const PHOTO_SIZE = 96;

/** 'Guinea pig', 'Tortoise or turtle'; a stored value from before a rename shows as written. */
export const speciesLabel = (species: string): string => {
  const known = speciesSchema.safeParse(species);
  return known.success ? SPECIES_LABELS[known.data] : capitalize(species);
};

export function petProfile(layout: ReportLayout, data: MedicalReportData): void {
  const { pet } = data;
  const fields: [string, string][] = [
    ['Name', pet.name],
    ['Species', speciesLabel(pet.species)],
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
  drawItems(layout, [
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

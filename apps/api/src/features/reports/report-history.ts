import type { ReportAppointment, ReportReaction, ReportVaccination } from './medical-report.types';
import { drawItems } from './pdf-items';
import { COLOR, type ReportLayout } from './pdf-layout';
import { EMPTY, NONE, capitalize, formatDate, isoDay, list, orEmpty } from './report-format';

// The record sections: vaccinations (overdue marked), adverse reactions and appointments.

const notes = (text: string) => (text.trim() ? `Notes: ${text.trim()}` : undefined);

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
      { header: 'Vaccine', share: 0.3 },
      { header: 'Given', share: 0.18 },
      { header: 'Next due', share: 0.26 },
      { header: 'Veterinarian', share: 0.26 },
    ],
    vaccinations.map((v) => {
      const overdue = !!v.nextDue && v.nextDue < today;
      return {
        cells: [
          { text: v.vaccine, bold: true },
          { text: formatDate(v.date) },
          overdue
            ? { text: `${formatDate(v.nextDue)} (OVERDUE)`, color: COLOR.danger, bold: true }
            : { text: formatDate(v.nextDue) },
          { text: orEmpty(v.veterinarian) },
        ],
        detail: notes(v.notes),
      };
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
  drawItems(
    layout,
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

export function appointmentsSection(layout: ReportLayout, appointments: ReportAppointment[]): void {
  layout.section('Appointments');
  if (appointments.length === 0) return layout.paragraph(NONE, { color: COLOR.muted });
  layout.table(
    [
      { header: 'Date', share: 0.17 },
      { header: 'Type', share: 0.14 },
      { header: 'Title', share: 0.27 },
      { header: 'Veterinarian and clinic', share: 0.28 },
      { header: 'Status', share: 0.14 },
    ],
    appointments.map((a) => ({
      cells: [
        { text: a.time ? `${formatDate(a.date)}\n${a.time}` : formatDate(a.date), bold: true },
        { text: capitalize(a.type) },
        { text: orEmpty(a.title) },
        { text: [a.veterinarian, a.clinic].filter((s) => s.trim()).join('\n') || EMPTY },
        { text: capitalize(a.status) },
      ],
      detail: notes(a.notes),
    })),
  );
}

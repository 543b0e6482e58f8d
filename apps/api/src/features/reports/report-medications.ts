import { VERDICT_COPY, verdict } from '@pawrx/contracts/interactions';
import { SPECIES_NOUNS } from '@pawrx/contracts/species';
import type { ReportMedication, ReportSafety } from './medical-report.types';
import { drawItems, type Field, type Item } from './pdf-items';
import { COLOR, type ReportLayout } from './pdf-layout';
import { EMPTY, NONE, capitalize, formatDate, orEmpty } from './report-format';

// The medication sections: current medications, what the safety check finds among them, and
// the medication history.

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
  drawItems(
    layout,
    medications.map((m): Item => {
      const fields: Field[] = [
        { label: 'Dose', value: orEmpty(m.dosage) },
        { label: 'Frequency', value: orEmpty(m.frequency) },
        { label: 'Route', value: m.route ? capitalize(m.route) : EMPTY },
        { label: 'Dates', value: dateRange(m) },
        { label: 'Prescribed by', value: orEmpty(m.prescribedBy) },
        { label: 'Reason', value: orEmpty(m.reason), wide: m.reason.length > 60 },
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
      title: `${t.medication}: toxic for ${t.species.map((s) => SPECIES_NOUNS[s]).join(', ')}`,
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
  else drawItems(layout, items);
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

export function medicationHistory(layout: ReportLayout, medications: ReportMedication[]): void {
  layout.section('Medication History');
  if (medications.length === 0) return layout.paragraph(NONE, { color: COLOR.muted });
  layout.table(
    [
      { header: 'Medication', share: 0.3 },
      { header: 'Dose and frequency', share: 0.25 },
      { header: 'Dates', share: 0.28 },
      { header: 'Status', share: 0.17 },
    ],
    medications.map((m) => ({
      cells: [
        { text: medicationTitle(m), bold: true },
        { text: [m.dosage, m.frequency].filter(Boolean).join(', ') || EMPTY },
        { text: dateRange(m) },
        { text: capitalize(m.status), color: STATUS_COLOR[m.status] },
      ],
      detail:
        [
          m.reason.trim() && `Reason: ${m.reason.trim()}`,
          m.instructions.trim() && `Instructions: ${m.instructions.trim()}`,
        ]
          .filter(Boolean)
          .join('  ·  ') || undefined,
    })),
  );
}

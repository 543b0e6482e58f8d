import { daysBetween } from '@pawrx/contracts/weight-trend';
import { fromKg } from '@pawrx/contracts/weights';
import type { AdverseEventData } from './adverse-event.types';
import { formBoxes } from './pdf-form-boxes';
import { drawItems } from './pdf-items';
import { COLOR, type ReportLayout } from './pdf-layout';
import {
  EMPTY,
  capitalize,
  formatAge,
  formatDate,
  formatWeight,
  list,
  orEmpty,
} from './report-format';
import { speciesLabel } from './report-profile';

// The adverse-event report's sections, in the order FDA Form 1932a asks: the animal, the product,
// the reaction, other medications and conditions, and who to contact. What PawRx knows is filled
// in; what only the owner or the vet knows (lot number, contact details) is a blank box.

function weightAt(data: AdverseEventData): string {
  const at = data.weightAtReaction;
  if (!at) return EMPTY;
  const unit = data.pet.weightUnit === 'kg' ? 'kg' : 'lbs';
  const kg = `${fromKg(at.weightKg, 'kg')} kg`;
  const shown = unit === 'kg' ? kg : `${fromKg(at.weightKg, 'lbs')} lbs (${kg})`;
  return `${shown}, weighed ${formatDate(at.date)}`;
}

export function animalSection(layout: ReportLayout, data: AdverseEventData): void {
  const { pet } = data;
  layout.section('1. The animal');
  drawItems(layout, [
    {
      fields: [
        { label: 'Name', value: pet.name },
        { label: 'Species', value: speciesLabel(pet.species) },
        { label: 'Breed', value: orEmpty(pet.breed) },
        { label: 'Sex', value: capitalize(pet.sex) },
        { label: 'Neutered', value: pet.neutered ? 'Yes' : 'No' },
        { label: 'Age', value: formatAge(pet, data.generatedAt) },
        { label: 'Weight now', value: formatWeight(pet) },
        { label: 'Weight at the reaction', value: weightAt(data) },
      ],
    },
  ]);
}

function courseDates(data: AdverseEventData): string {
  const p = data.product;
  if (!p?.startDate) return EMPTY;
  const end = p.endDate ? `stopped ${formatDate(p.endDate)}` : 'still given';
  return `Started ${formatDate(p.startDate)}, ${end}`;
}

export function productSection(layout: ReportLayout, data: AdverseEventData): void {
  const p = data.product;
  layout.section('2. The suspected product');
  if (!p)
    layout.paragraph(
      `“${data.reaction.medication}” is not among this pet’s medication records, so only its name is filled in.`,
      { size: 8, color: COLOR.muted },
    );
  drawItems(layout, [
    {
      title: p ? (p.brandName ? `${p.name} (${p.brandName})` : p.name) : data.reaction.medication,
      fields: [
        { label: 'Dose', value: orEmpty(p?.dosage) },
        { label: 'Route', value: p?.route ? capitalize(p.route) : EMPTY },
        { label: 'Frequency', value: orEmpty(p?.frequency) },
        { label: 'Dates', value: courseDates(data) },
        { label: 'Given by', value: data.givenBy.length ? data.givenBy.join(', ') : EMPTY },
        { label: 'Prescribed by', value: orEmpty(p?.prescribedBy) },
        { label: 'Given for', value: orEmpty(p?.reason), wide: (p?.reason.length ?? 0) > 50 },
      ],
    },
  ]);
  formBoxes(layout, [
    [
      { label: 'Manufacturer or distributor (from the label)' },
      { label: 'Lot or batch number' },
      { label: 'Expiry date' },
    ],
    [
      { label: 'Where it was bought or dispensed' },
      { label: 'Strength and form (tablet, liquid…)' },
    ],
  ]);
}

function onset(data: AdverseEventData): string {
  const start = data.product?.startDate;
  const day = data.reaction.date;
  if (!start || start > day) return formatDate(day);
  const days = daysBetween(start, day);
  const after =
    days === 0
      ? 'the day of the first dose'
      : `${days} day${days === 1 ? '' : 's'} after the first dose`;
  return `${formatDate(day)} (${after})`;
}

export function reactionSection(layout: ReportLayout, data: AdverseEventData): void {
  const r = data.reaction;
  layout.section('3. The reaction');
  drawItems(layout, [
    {
      fields: [
        { label: 'Signs', value: list(r.symptoms), wide: true },
        { label: 'Onset', value: onset(data), wide: true },
        { label: 'Severity', value: capitalize(r.severity) },
        { label: 'Duration', value: orEmpty(r.duration) },
        { label: 'Outcome', value: capitalize(r.outcome) },
        { label: 'Treatment', value: orEmpty(r.treatment), wide: true },
        ...(r.notes.trim() ? [{ label: 'Notes', value: r.notes.trim(), wide: true }] : []),
      ],
    },
  ]);
  formBoxes(layout, [
    [
      { label: 'Was the product stopped? Did the signs ease when it was?', lines: 2 },
      { label: 'Was it given again? Did the signs come back?', lines: 2 },
    ],
  ]);
}

export function otherMedicationsSection(layout: ReportLayout, data: AdverseEventData): void {
  layout.section('4. Other current medications and conditions');
  if (data.otherMedications.length === 0)
    layout.paragraph('No other current medications recorded.', { color: COLOR.muted });
  else
    layout.table(
      [
        { header: 'Medication', share: 0.32 },
        { header: 'Dose and frequency', share: 0.3 },
        { header: 'Route', share: 0.14 },
        { header: 'Since', share: 0.24 },
      ],
      data.otherMedications.map((m) => ({
        cells: [
          { text: m.brandName ? `${m.name} (${m.brandName})` : m.name, bold: true },
          { text: [m.dosage, m.frequency].filter(Boolean).join(', ') || EMPTY },
          { text: m.route ? capitalize(m.route) : EMPTY },
          { text: formatDate(m.startDate) },
        ],
      })),
    );
  drawItems(layout, [
    {
      fields: [
        { label: 'Conditions', value: list(data.pet.chronicConditions), wide: true },
        { label: 'Allergies', value: list(data.pet.allergies), wide: true },
      ],
    },
  ]);
}

export function contactsSection(layout: ReportLayout): void {
  layout.section('5. Contacts (to fill in by hand)');
  formBoxes(
    layout,
    [
      [{ label: 'Owner: name' }, { label: 'Owner: phone' }, { label: 'Owner: email' }],
      [{ label: 'Owner: address', lines: 2 }],
      [{ label: 'Veterinarian: name' }, { label: 'Clinic' }, { label: 'Veterinarian: phone' }],
      [{ label: 'Clinic address and email', lines: 2 }],
    ],
    true,
  );
}

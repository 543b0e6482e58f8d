import type { LabelReading } from '@pawrx/formulary/label/parse-label';
import type { MedicationRoute } from '@pawrx/contracts/enums';
import { addDays } from '@pawrx/contracts/zoned-time';
import type { MedicationFormInput } from './medication-form';

// A scanned label (issue 28) → the add-medication form's fields. Only what the label says is
// filled; each filled field is marked "from label · check it" until the owner changes it.

export type LabelFill = Partial<MedicationFormInput>;

const FORM_ROUTE: Readonly<Record<string, MedicationRoute>> = {
  oral: 'oral',
  injection: 'injection',
  eye: 'topical',
  ear: 'topical',
  topical: 'topical',
  inhaled: 'inhalation',
  tablet: 'oral',
  'chewable tablet': 'oral',
  capsule: 'oral',
  'oral suspension': 'oral',
  'oral solution': 'oral',
  liquid: 'oral',
  paste: 'oral',
  powder: 'oral',
  'eye drops': 'topical',
  'ear drops': 'topical',
  'eye ointment': 'topical',
  ointment: 'topical',
  cream: 'topical',
  gel: 'topical',
  'spot-on': 'topical',
  spray: 'topical',
  inhaler: 'inhalation',
};

/** Dose units that are counted in the supply's unit. */
const SUPPLY_OF_DOSE: Readonly<Record<string, string>> = {
  tablet: 'tablets',
  chew: 'tablets',
  capsule: 'capsules',
  mL: 'mL',
  pipette: 'doses',
};

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

export function labelToForm(reading: LabelReading): LabelFill {
  const { drug, directions, quantity } = reading;
  const fill: LabelFill = {};
  if (drug) {
    fill.name = clip(drug.name, 200);
    if (drug.brand) fill.brandName = clip(drug.brand, 200);
  }
  if (reading.dose) fill.dosage = clip(reading.dose, 200);
  if (directions?.frequency) fill.frequency = clip(directions.frequency, 100);
  const route = FORM_ROUTE[directions?.route ?? ''] ?? FORM_ROUTE[drug?.form ?? ''];
  if (route) fill.route = route;
  if (reading.date) {
    fill.startDate = reading.date;
    if (directions?.durationDays) fill.endDate = addDays(reading.date, directions.durationDays - 1);
  }
  const prescriber = [reading.prescriber, reading.clinic].filter(Boolean).join(', ');
  if (prescriber) fill.prescribedBy = clip(prescriber, 200);
  const notes = [
    drug ? `Label: ${drug.line}.` : null,
    directions?.text ?? null,
    reading.refills !== null ? `Refills left: ${reading.refills}.` : null,
  ].filter(Boolean);
  if (notes.length > 0) fill.instructions = clip(notes.join(' '), 2000);
  if (directions && directions.doseTimes.length > 0) fill.doseTimes = directions.doseTimes;
  if (quantity) {
    fill.supplyQuantity = quantity.amount;
    if (quantity.unit) fill.supplyUnit = quantity.unit;
    const unit = directions?.unit ? SUPPLY_OF_DOSE[directions.unit] : undefined;
    if (directions?.amount && unit && unit === quantity.unit)
      fill.amountPerDose = directions.amount;
  }
  return fill;
}

/** True while a field still holds what the label filled in. */
export function stillFromLabel(fill: LabelFill, key: keyof LabelFill, value: unknown): boolean {
  const filled = fill[key];
  if (filled === undefined) return false;
  return JSON.stringify(filled) === JSON.stringify(value ?? null);
}

import type { Species } from '@pawrx/contracts/species';
import { looksLikeDirections, parseDirections, type LabelDirections } from './directions';
import { readDrug, type LabelDrug } from './label-drug';
import {
  labelStyle,
  readAnimal,
  readClinic,
  readFillDate,
  readPrescriber,
  readQuantity,
  readRefills,
  type LabelQuantity,
  type LabelStyle,
  type SupplyUnitWord,
} from './label-fields';
import { labelLines } from './ocr-text';
import { doseText } from './dose-text';

// A photographed pharmacy label's OCR text → what the add-medication form needs: the medicine
// (through the formulary's resolveName), the directions (dose, frequency, dose times), the
// supply, the prescriber and clinic, the date, and the animal the label is for. Pure; the OCR
// runs in the browser and hands its text here.

export interface LabelReading {
  drug: LabelDrug | null;
  directions: LabelDirections | null;
  /** One dose as the Quick Check reads it: '75 mg (1 tablet)', '0.75 mg (0.5 mL of 1.5 mg/mL)'. */
  dose: string | null;
  quantity: LabelQuantity | null;
  refills: number | null;
  prescriber: string | null;
  clinic: string | null;
  /** The date the label was filled, 'YYYY-MM-DD'. */
  date: string | null;
  animal: { name: string | null; species: Species | null };
  style: LabelStyle | null;
  /** The cleaned lines the reading came from. */
  lines: string[];
}

/** A line that starts a new field: directions stop before it. */
const FIELD_START =
  /^(?:qty|quantity|refills?|repeats?|rx|dr\.?\s|prescriber|prescribed|owner|client|pet|patient|animal|species|date|filled|exp|expires|discard|keep|warning|caution|for animal|for veterinary|store|tel|phone|\d{3,}\s+\w+\s+(?:st|street|rd|road|ave)\b)/iu;

const MAX_DIRECTION_LINES = 4;

function findDirections(lines: readonly string[]): { text: string; indexes: number[] } | null {
  const start = lines.findIndex((line) => looksLikeDirections(line));
  if (start < 0) return null;
  const indexes = [start];
  let text = lines[start]!.replace(
    /^(?:sig|directions|dosage|dose|instructions)\s*[:.-]?\s*/iu,
    '',
  );
  for (let i = start + 1; i < lines.length && indexes.length < MAX_DIRECTION_LINES; i += 1) {
    const line = lines[i]!;
    if (FIELD_START.test(line) || /[.!]$/u.test(text.trim())) break;
    // A continuation starts in lower case or with a word the directions go on with.
    if (
      !/^[a-z½]/u.test(line) &&
      !/^(?:every|twice|once|daily|with|by|in|into|to|for|as|and|then|hours?|food|mouth|days?|PRN|BID|SID|TID|QID|EOD|PO|SQ|OU|AU|q\d)/iu.test(
        line,
      )
    )
      break;
    text += ` ${line}`;
    indexes.push(i);
  }
  return { text: text.trim(), indexes };
}

export function parseLabel(ocrText: string): LabelReading {
  const lines = labelLines(ocrText);
  const all = lines.join('\n');
  const style = labelStyle(all);
  const found = findDirections(lines);
  const directions = found ? parseDirections(found.text) : null;
  const drug = readDrug(lines, new Set(found?.indexes ?? []));
  const quantity = readQuantity(lines);
  if (quantity && quantity.unit === null) quantity.unit = supplyUnitFor(drug, directions);
  return {
    drug,
    directions,
    dose: doseText(drug, directions),
    quantity,
    refills: readRefills(lines),
    prescriber: readPrescriber(lines),
    clinic: readClinic(lines),
    date: readFillDate(lines, style),
    animal: readAnimal(lines),
    style,
    lines,
  };
}

/** True when nothing useful was read: no medicine and no directions. */
export function isUnreadable(reading: LabelReading): boolean {
  return (
    reading.drug === null && (reading.directions === null || reading.directions.amount === null)
  );
}

/** The unit a bare 'Qty: 60' counts in, from the form or the dose. */
function supplyUnitFor(
  drug: LabelDrug | null,
  directions: LabelDirections | null,
): SupplyUnitWord | null {
  const form = drug?.form;
  const unit = directions?.unit;
  if (form === 'tablet' || form === 'chewable tablet' || unit === 'tablet' || unit === 'chew')
    return 'tablets';
  if (form === 'capsule' || unit === 'capsule') return 'capsules';
  if (form === 'oral suspension' || form === 'oral solution' || form === 'liquid' || unit === 'mL')
    return 'mL';
  if (unit === 'pipette') return 'doses';
  return null;
}

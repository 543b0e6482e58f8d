import type { LabelDirections } from './directions';
import type { LabelDrug } from './label-drug';

// One dose written the way the Quick Check reads it (engine/parse-dose.ts): the mg first, the
// count the owner gives in brackets ('25 mg (½ tablet)'), so half a 50 mg tablet is 25 mg and
// not a whole one.

const FRACTION: Readonly<Record<string, string>> = { '0.5': '½', '0.25': '¼', '0.75': '¾' };
const fmt = (n: number): string => String(Number(n.toPrecision(4)));

function count(amount: number): string {
  const whole = Math.floor(amount);
  const part = FRACTION[fmt(amount - whole)];
  if (part) return whole > 0 ? `${whole}${part}` : part;
  return fmt(amount);
}

const UNIT_WORDS: Readonly<Record<string, [string, string]>> = {
  tablet: ['tablet', 'tablets'],
  capsule: ['capsule', 'capsules'],
  chew: ['chewable tablet', 'chewable tablets'],
  drop: ['drop', 'drops'],
  pipette: ['pipette', 'pipettes'],
  puff: ['puff', 'puffs'],
  unit: ['unit', 'units'],
};

function amountWords(directions: LabelDirections): string | null {
  const { amount, amountMin, unit } = directions;
  if (amount === null || unit === null || unit === 'application') return null;
  if (unit === 'mL' || unit === 'mg') {
    return amountMin !== null
      ? `${fmt(amountMin)}-${fmt(amount)} ${unit}`
      : `${fmt(amount)} ${unit}`;
  }
  const [one, many] = UNIT_WORDS[unit]!;
  const words = amount > 1 ? many : one;
  return amountMin !== null
    ? `${count(amountMin)}-${count(amount)} ${words}`
    : `${count(amount)} ${words}`;
}

export function doseText(
  drug: LabelDrug | null,
  directions: LabelDirections | null,
): string | null {
  if (!directions) return null;
  const words = amountWords(directions);
  if (!words) return null;
  const { amount, amountMin, unit } = directions;
  const perUnit = drug?.strength?.perUnitMg ?? null;
  const perMl = drug?.strength?.perMlMg ?? null;
  const counted = unit === 'tablet' || unit === 'capsule' || unit === 'chew';
  if (counted && perUnit !== null && amount !== null) {
    const mg =
      amountMin !== null
        ? `${fmt(amountMin * perUnit)}-${fmt(amount * perUnit)}`
        : fmt(amount * perUnit);
    return `${mg} mg (${words})`;
  }
  if (unit === 'mL' && perMl !== null && amount !== null) {
    const mg =
      amountMin !== null ? `${fmt(amountMin * perMl)}-${fmt(amount * perMl)}` : fmt(amount * perMl);
    return `${mg} mg (${words} of ${drug!.strength!.text})`;
  }
  return words;
}

// The strength printed in a product name: 'Rimadyl 100mg chewable' (100 mg per tablet),
// 'Metacam 1.5 mg/mL oral suspension' and 'Amoxicillin 250mg/5ml' (mg per mL, one product),
// 'Ivomec 1%' (1 g per 100 mL = 10 mg/mL), 'Thyro-Tabs 800 mcg' (0.8 mg), 'Humulin N U-100'.

export interface NameStrength {
  /** mg per tablet, capsule or chew. */
  perUnitMg: number | null;
  /** mg per mL. */
  perMlMg: number | null;
  /** Insulin units per mL ('U-40', '100 units/mL'). */
  unitsPerMl: number | null;
  /** The strength as written, for the finding ('250mg/5ml'). */
  written: string | null;
  /** Diluted by an amount the name does not give: no strength may be assumed either. */
  unknownDilution?: boolean;
  /** Diluted 1:N with no stock strength in the name: the usual strength over N. */
  dilutedBy?: number;
}

const MASS: Readonly<Record<string, number>> = {
  mg: 1,
  mcg: 0.001,
  ug: 0.001,
  µg: 0.001,
  μg: 0.001,
  g: 1000,
  gm: 1000,
};
const NUM = String.raw`(\d+(?:\.\d+)?)`;
const MASS_UNIT = String.raw`(mg|mcg|ug|µg|μg|gm|g)`;
const CONCENTRATION = new RegExp(
  String.raw`${NUM}\s*${MASS_UNIT}\s*(?:\/|per|in)\s*${NUM}?\s*(ml|cc)\b`,
  'iu',
);
const PER_UNIT = new RegExp(
  String.raw`${NUM}\s*${MASS_UNIT}(?![a-z])(?!\s*(?:\/|per)\s*(?:kg|lb))`,
  'iu',
);
const PERCENT = new RegExp(String.raw`${NUM}\s*%`, 'u');
const INSULIN =
  /\bu\s*-?\s*(40|100|200|300)\b|\b(40|100|200|300)\s*(?:iu|u|units?)\s*(?:\/|per)\s*ml\b/iu;

const EMPTY: NameStrength = { perUnitMg: null, perMlMg: null, unitsPerMl: null, written: null };

/** '0,5 mg' → '0.5 mg' (a decimal comma); '1,000 mg' → '1000 mg' (a thousands separator). */
export function decimalCommas(text: string): string {
  return text.replace(/(\d),(\d{3})(?!\d)/gu, '$1$2').replace(/(\d),(\d)/gu, '$1.$2');
}

const DILUTED = /\bdilut(?:e|ed|ion)\b/iu;
const RATIO = /\b1\s*(?::|in)\s*(\d+(?:\.\d+)?)\b/u;

/**
 * 'Metacam 1.5 mg/mL diluted 1:10 (0.15 mg/mL)': a product diluted before use. The strength is
 * the diluted one when the name writes it after the word, else the stock strength (from the name,
 * or the usual one: `dilutedBy`) over the ratio, '1:10' and '1 in 10' read as one part made up to
 * ten, the way dilutions for small patients are written. Without a ratio it cannot be known.
 */
function diluted(text: string, stock: NameStrength): NameStrength {
  const after = text.slice(text.search(DILUTED));
  const written = nameStrengthOf(after.replace(RATIO, ' '));
  if (written.perMlMg !== null) return written;
  const ratio = RATIO.exec(after);
  const parts = ratio ? Number(ratio[1]) : null;
  if (parts === null || !(parts > 1)) return { ...EMPTY, unknownDilution: true };
  if (stock.perMlMg === null) return { ...EMPTY, dilutedBy: parts };
  return {
    ...stock,
    perMlMg: stock.perMlMg / parts,
    written: `${stock.written} diluted 1:${parts}`,
  };
}

/** The name says the product was diluted before use: its record's own strength no longer holds. */
export const saysDiluted = (name: string): boolean => DILUTED.test(name);

export function nameStrength(name: string): NameStrength {
  const text = decimalCommas(name);
  const stock = nameStrengthOf(text);
  return DILUTED.test(text) ? diluted(text, stock) : stock;
}

function nameStrengthOf(text: string): NameStrength {
  const insulin = INSULIN.exec(text);
  if (insulin) {
    return { ...EMPTY, unitsPerMl: Number(insulin[1] ?? insulin[2]), written: insulin[0] };
  }
  const conc = CONCENTRATION.exec(text);
  if (conc) {
    const mg = Number(conc[1]) * MASS[conc[2]!.toLowerCase()]!;
    const ml = conc[3] !== undefined ? Number(conc[3]) : 1;
    if (ml > 0) return { ...EMPTY, perMlMg: mg / ml, written: conc[0].trim() };
  }
  const percent = PERCENT.exec(text);
  if (percent) {
    // w/v: 1% is 1 g in 100 mL.
    return { ...EMPTY, perMlMg: Number(percent[1]) * 10, written: percent[0].trim() };
  }
  const unit = PER_UNIT.exec(text);
  if (unit) {
    const mg = Number(unit[1]) * MASS[unit[2]!.toLowerCase()]!;
    return { ...EMPTY, perUnitMg: mg, written: unit[0].trim() };
  }
  return EMPTY;
}

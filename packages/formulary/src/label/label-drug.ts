import { nameStrength } from '../engine/name-strength';
import { normaliseText, containsPhrase } from '../engine/normalise-text';
import { resolveName } from '../engine/resolve-name';

// The medicine a label names: the line that resolves through the formulary (a brand, a generic,
// a combination), with the strength ('75 mg', '1.5 mg/mL', '250 mg/5 mL', '1%') and the form
// ('chewable tablet', 'oral suspension', 'eye drops') read from it or from the line below.

export type DoseForm =
  | 'chewable tablet'
  | 'tablet'
  | 'capsule'
  | 'oral suspension'
  | 'oral solution'
  | 'liquid'
  | 'eye drops'
  | 'ear drops'
  | 'eye ointment'
  | 'ointment'
  | 'cream'
  | 'gel'
  | 'injection'
  | 'paste'
  | 'powder'
  | 'spot-on'
  | 'spray'
  | 'inhaler';

export interface LabelStrength {
  /** As a person writes it: '75 mg', '1.5 mg/mL', '250 mg/5 mL', '1%', '100 units/mL'. */
  text: string;
  perUnitMg: number | null;
  perMlMg: number | null;
}

export interface LabelDrug {
  /** What the form's name field gets: the generic ('Carprofen') or the combination's product. */
  name: string;
  /** The brand printed on the label ('Rimadyl'), when there is one. */
  brand: string | null;
  /** The formulary's ingredient ids. */
  ingredients: string[];
  /** The label's line the drug was read from. */
  line: string;
  strength: LabelStrength | null;
  form: DoseForm | null;
  /** True when a misspelling was corrected to reach the name. */
  corrected: boolean;
}

// prettier-ignore
const FORMS: ReadonlyArray<[RegExp, DoseForm]> = [
  [/\b(?:chewable|chewables|chew|chews|chewy)\b/u, 'chewable tablet'],
  [/\b(?:ophthalmic|eye)\b.*\b(?:ointment|oint)\b|\b(?:ointment|oint)\b.*\b(?:ophthalmic|eye)\b/u, 'eye ointment'],
  [/\b(?:ophthalmic|eye)\b.*\b(?:drops?|solution|suspension|soln|susp)\b|\b(?:drops?|solution|suspension)\b.*\b(?:ophthalmic|eye)\b/u, 'eye drops'],
  [/\b(?:otic|ear)\b.*\b(?:drops?|solution|suspension|soln|susp)\b|\b(?:drops?|solution|suspension)\b.*\b(?:otic|ear)\b|\botic\b/u, 'ear drops'],
  [/\b(?:tablets?|tabs?|tab|caplets?|tbl|film coated)\b/u, 'tablet'],
  [/\b(?:capsules?|caps?)\b/u, 'capsule'],
  [/\b(?:injection|injectable|inj|vial)\b/u, 'injection'],
  [/\b(?:suspension|susp)\b/u, 'oral suspension'],
  [/\b(?:oral solution|solution|soln|syrup|elixir)\b/u, 'oral solution'],
  [/\b(?:liquid|drops)\b/u, 'liquid'],
  [/\b(?:ointment|oint)\b/u, 'ointment'],
  [/\bcream\b/u, 'cream'],
  [/\bgel\b/u, 'gel'],
  [/\bpaste\b/u, 'paste'],
  [/\b(?:powder|granules|sachets?)\b/u, 'powder'],
  [/\b(?:spot on|spot-on|pipettes?)\b/u, 'spot-on'],
  [/\bspray\b/u, 'spray'],
  [/\b(?:inhaler|mdi)\b/u, 'inhaler'],
];

export function formOf(text: string): DoseForm | null {
  const t = text.toLowerCase();
  for (const [pattern, form] of FORMS) if (pattern.test(t)) return form;
  return null;
}

const fmt = (n: number): string => String(Number(n.toPrecision(4)));

/** The strength written in a line, tidied, or null. */
export function strengthOf(line: string): LabelStrength | null {
  const text = line.replace(/(\d)\s*[,](\d)/gu, '$1.$2');
  const units =
    /(\d+(?:\.\d+)?)\s*(?:iu|u|units?)\s*(?:\/|per)\s*ml\b/iu.exec(text) ??
    /\bU-?(40|100)\b/u.exec(text);
  if (units) return { text: `${units[1]} units/mL`, perUnitMg: null, perMlMg: null };
  const read = nameStrength(text);
  if (read.written === null) return null;
  const conc =
    /(\d+(?:\.\d+)?)\s*(mg|mcg|g)\s*(?:\/|per|in)\s*(\d+(?:\.\d+)?)?\s*(?:ml|cc)\b/iu.exec(text);
  if (conc) {
    const volume = conc[3] && conc[3] !== '1' ? `${conc[3]} mL` : 'mL';
    return {
      text: `${conc[1]} ${conc[2]!.toLowerCase()}/${volume}`,
      perUnitMg: null,
      perMlMg: read.perMlMg,
    };
  }
  const pct = /(\d+(?:\.\d+)?)\s*%/u.exec(text);
  if (pct && read.perMlMg !== null)
    return { text: `${pct[1]}%`, perUnitMg: null, perMlMg: read.perMlMg };
  const mass = /(\d+(?:\.\d+)?)\s*(mg|mcg|µg|ug|g|gm)(?![a-z])/iu.exec(text);
  if (mass && read.perUnitMg !== null) {
    const unit = mass[2]!
      .toLowerCase()
      .replace(/^(?:µg|ug)$/u, 'mcg')
      .replace(/^gm$/u, 'g');
    return { text: `${fmt(Number(mass[1]))} ${unit}`, perUnitMg: read.perUnitMg, perMlMg: null };
  }
  return null;
}

/** Lines that are never the medicine: fields, warnings, addresses. */
const NOT_DRUG_LINE =
  /\b(?:qty|quantity|refills?|repeats?|rx ?#|rx no|dr\.?|prescriber|prescribed|owner|client|pet|patient|animal|species|date|filled|exp|expires|discard|keep|reach|children|warning|caution|phone|tel|fax|www|\.com|street|st\.|ave|road|suite|for animal|veterinary use|use only|federal law|store|shake|directions|sig)\b/iu;

const DIRECTION_START =
  /^(?:give|take|administer|apply|instill|instil|place|inject|use|put|insert)\b/iu;

interface Candidate {
  line: string;
  index: number;
  score: number;
  resolved: ReturnType<typeof resolveName>;
}

function titleCase(text: string): string {
  return text.replace(
    /(^|[\s\-/(])([a-z])/gu,
    (_m, lead: string, c: string) => lead + c.toUpperCase(),
  );
}

function brandIn(line: string, brands: readonly string[] | undefined): string | null {
  const text = normaliseText(line);
  for (const brand of brands ?? []) if (containsPhrase(text, normaliseText(brand))) return brand;
  return null;
}

/**
 * The medicine on the label: of the lines that are not fields or directions, the one that
 * resolves to a known ingredient or product with the least left over; a line with a strength
 * beats one without, an exact name beats a corrected one.
 */
export function readDrug(lines: readonly string[], skip: ReadonlySet<number>): LabelDrug | null {
  const candidates: Candidate[] = [];
  lines.forEach((line, index) => {
    if (skip.has(index) || DIRECTION_START.test(line)) return;
    if (NOT_DRUG_LINE.test(line) && !strengthOf(line)) return;
    const text = line.replace(/\b(?:rx|generic for|gen for|compare to)\b:?/giu, ' ');
    const resolved = resolveName(text);
    if (resolved.drugs.length === 0) return;
    const letters = normaliseText(text)
      .split(' ')
      .filter((w) => /[a-z]{3}/u.test(w)).length;
    const unknown = resolved.unknownParts
      .join(' ')
      .split(/\s+/u)
      .filter((w) => /[a-z]{3}/iu.test(w)).length;
    let score = 10 - unknown * 2 - Math.max(0, letters - 6) * 0.2;
    if (strengthOf(line)) score += 4;
    if (resolved.corrected) score -= 3;
    if (NOT_DRUG_LINE.test(line)) score -= 4;
    candidates.push({ line, index, score, resolved });
  });
  if (candidates.length === 0) return null;
  candidates.sort((a, b) => b.score - a.score || a.index - b.index);
  const best = candidates[0]!;
  // A name broken over two lines: the strength or form may sit on the next line.
  const next = lines[best.index + 1];
  const nextUsable =
    next !== undefined &&
    !skip.has(best.index + 1) &&
    !DIRECTION_START.test(next) &&
    !NOT_DRUG_LINE.test(next);
  const strength = strengthOf(best.line) ?? (nextUsable ? strengthOf(next) : null);
  const form = formOf(best.line) ?? (nextUsable ? formOf(next) : null);
  const { resolved } = best;
  const single = resolved.drugs.length === 1 ? resolved.drugs[0]! : null;
  const brand = single
    ? brandIn(best.line, single.brands)
    : brandIn(best.line, resolved.product?.brands);
  const name = single
    ? titleCase(single.id)
    : (brand ??
      titleCase(
        resolved.product?.name.replace(/\s*\(.*\)$/u, '') ??
          resolved.drugs.map((d) => d.id).join(' / '),
      ));
  return {
    name,
    brand: single ? brand : null,
    ingredients: resolved.drugs.map((d) => d.id),
    line: best.line,
    strength,
    form,
    corrected: resolved.corrected,
  };
}

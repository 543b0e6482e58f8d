import { speciesFromText, type Species } from '@pawrx/contracts/species';
import { correctWords, readPhrase, readWord } from './label-words';

// The fields around the directions on a pharmacy label: quantity dispensed, refills (US) or
// repeats (UK), the date it was filled, the prescriber and the clinic, the animal's name and
// species, and whether it is a US or a UK label (which decides how 03/04/2024 reads).

export type LabelStyle = 'us' | 'uk';

const UK_CUES = [
  /\bMRCVS\b/u,
  /\bBVSc\b|\bBVM&?S\b|\bBVetMed\b/u,
  /\bPOM-?V(?:PS)?\b|\bNFA-?VPS\b/iu,
  /\bfor animal treatment only\b/iu,
  /\bVets\b/u,
  /\bcentre\b/iu,
  /\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b/u,
  /\bmls\b/iu,
  /\brepeats?\b/iu,
  /\bpractice\b/iu,
  /\+44|\b0[1-9]\d{2,3} ?\d{3} ?\d{3,4}\b/u,
];
const US_CUES = [
  /\bDVM\b|\bVMD\b/u,
  /\bRx ?#|\bRx No\b/iu,
  /\brefills?\b/iu,
  /\bNDC\b/u,
  /,\s*[A-Z]{2}\s+\d{5}\b/u,
  /\(\d{3}\)\s*\d{3}-\d{4}/u,
  /\b\d{3}-\d{3}-\d{4}\b/u,
];

export function labelStyle(text: string): LabelStyle | null {
  const uk = UK_CUES.filter((cue) => cue.test(text)).length;
  const us = US_CUES.filter((cue) => cue.test(text)).length;
  if (uk === 0 && us === 0) return null;
  return uk > us ? 'uk' : 'us';
}

export type SupplyUnitWord = 'tablets' | 'capsules' | 'mL' | 'doses';

export interface LabelQuantity {
  amount: number;
  unit: SupplyUnitWord | null;
}

function supplyUnitOf(word: string | undefined): SupplyUnitWord | null {
  if (!word) return null;
  const w = readWord(word);
  if (/^(?:tablets?|tabs?|caplets?|chewables?|chews?|tbl)$/u.test(w)) return 'tablets';
  if (/^(?:capsules?|caps?)$/u.test(w)) return 'capsules';
  if (/^(?:ml|mls|cc|milliliters?|millilitres?)$/u.test(w)) return 'mL';
  if (/^(?:doses?|pipettes?|applicators?|tubes?|syringes?|sachets?)$/u.test(w)) return 'doses';
  return null;
}

const QTY_KEY = String.raw`(?:q[t+]?[yv]|qy|[o0]ty|qnty|quantity|quant|qty dispensed|dispensed|disp|amount dispensed|supply|count|no\.? of (?:tablets|capsules|tabs))`;
const QTY = new RegExp(
  String.raw`\b${QTY_KEY}\b\s*(?:dispensed)?\s*[:;,#.=]?\s*(\d+(?:\.\d+)?)\s*([a-z]+)?`,
  'iu',
);
const HASH_QTY = /(?:^|\s)#\s?(\d{1,4})\s*([a-z]+)?/iu;

/** 'Qty: 60', 'QTY 30 TAB', 'Quantity dispensed: 28 tablets', 'Disp: 100 mL', '#60'. */
export function readQuantity(lines: readonly string[]): LabelQuantity | null {
  for (const line of lines) {
    if (/\brx\s?#/iu.test(line) && !/\bq[t+]?y\b/iu.test(line)) continue;
    const m = QTY.exec(line) ?? (/\brx\b/iu.test(line) ? null : HASH_QTY.exec(line));
    if (!m) continue;
    const amount = Number(m[1]);
    if (!Number.isFinite(amount) || amount <= 0 || amount > 10_000) continue;
    return { amount, unit: supplyUnitOf(m[2]) };
  }
  return null;
}

const COUNT: Readonly<Record<string, number>> = {
  no: 0,
  none: 0,
  zero: 0,
  nr: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
};
const REFILL_KEY = String.raw`(?:refills?|rfl|rf|repeats?|refills? (?:remaining|left|authori[sz]ed)|repeats? (?:remaining|left))`;

/** 'Refills: 2', '2 refills remaining', 'No refills', 'Repeats: 1', 'May refill 3 times'. */
export function readRefills(lines: readonly string[]): number | null {
  for (const raw of lines) {
    // 'RE: 0' is RF (refills) misread; only with its colon and a number.
    const misread = /\bRE\s*:\s*(\d{1,2})\b/u.exec(raw);
    if (misread) return Number(misread[1]);
    const line = readPhrase(raw);
    const keyed = new RegExp(
      String.raw`\b${REFILL_KEY}\s*[:;#=]?\s*(\d{1,2}|no|none|zero|nr|one|two|three|four|five|o)\b`,
      'u',
    ).exec(line);
    // 'o' after the key is a 0 misread.
    if (keyed) return keyed[1] === 'o' ? 0 : (COUNT[keyed[1]!] ?? Number(keyed[1]));
    // '2 refills remaining' (not 'Qty: 4 Refills: 1', where the 4 is the quantity's).
    const before =
      /\b(\d{1,2}|no|one|two|three|four|five)\s+(?:more\s+)?(?:refills?|repeats?)\b(?!\s*[:;#=])/u.exec(
        line,
      );
    if (before) return COUNT[before[1]!] ?? Number(before[1]);
    const may = /\bmay (?:be )?refill(?:ed)?\s+(\d{1,2}|one|two|three|four|five)\s+times?\b/u.exec(
      line,
    );
    if (may) return COUNT[may[1]!] ?? Number(may[1]);
    if (/\b(?:no refills?|not refillable|non-refillable)\b/u.test(line)) return 0;
  }
  return null;
}

const MONTHS = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');
const NOT_FILL_DATE =
  /\b(?:exp|expires?|expiry|expiration|discard|use by|use before|best before|beyond use|bud|dob|born|birth)\b/iu;
const FILL_KEY = /\b(?:date|filled|fill|dispensed|issued|prescribed|written|dt)\b/iu;

function isoDate(y: number, m: number, d: number): string | null {
  const year = y < 100 ? 2000 + y : y;
  if (m < 1 || m > 12 || d < 1 || d > 31 || year < 2000 || year > 2099) return null;
  const date = new Date(Date.UTC(year, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  return `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Every date written in a line, as 'YYYY-MM-DD'; `style` decides day and month order. */
export function datesIn(line: string, style: LabelStyle | null): string[] {
  const out: string[] = [];
  const text = line.replace(/[Oo](?=\d)|(?<=\d)[Oo]/gu, '0');
  for (const m of text.matchAll(/\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/gu)) {
    const iso = isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
    if (iso) out.push(iso);
  }
  for (const m of text.matchAll(/\b(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})\b/gu)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const y = Number(m[3]);
    const dayFirst = a > 12 ? true : b > 12 ? false : style === 'uk';
    const iso = dayFirst ? isoDate(y, b, a) : isoDate(y, a, b);
    if (iso) out.push(iso);
  }
  const monthName = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
  for (const m of text.matchAll(
    new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+${monthName},?\s+(\d{4})\b`, 'giu'),
  )) {
    const iso = isoDate(
      Number(m[3]),
      MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase()) + 1,
      Number(m[1]),
    );
    if (iso) out.push(iso);
  }
  for (const m of text.matchAll(
    new RegExp(String.raw`\b${monthName}\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`, 'giu'),
  )) {
    const iso = isoDate(
      Number(m[3]),
      MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1,
      Number(m[2]),
    );
    if (iso) out.push(iso);
  }
  return out;
}

/** The date the label was filled: a keyed date first, never an expiry or discard date. */
export function readFillDate(lines: readonly string[], style: LabelStyle | null): string | null {
  let fallback: string | null = null;
  for (const line of lines) {
    // A line with both ('Filled 03/12/24  Discard after 03/12/25') keeps the part before the expiry.
    const cut = NOT_FILL_DATE.exec(line);
    const part = cut ? line.slice(0, cut.index) : line;
    const dates = datesIn(part, style);
    if (dates.length === 0) continue;
    if (FILL_KEY.test(part)) return dates[0]!;
    fallback ??= dates[0]!;
  }
  return fallback;
}

/** A title after a vet's name, read through OCR noise ('DVM', 'MRCVs', 'MRCys', 'BVSc'). */
const TITLE_WORD =
  /^(?:D[VY]M|VMD|MRC\w{0,3}|BVSc|BVM&?S|BVetMed|MVB|BVMS|PhD|DACVIM|DACVS|Dipl\W?\w*)$/iu;
const STOP_WORD = /^(?:filled|fill|date|dated|tel|phone|rx|qty|on|at|of)$/iu;

/**
 * A vet's name from the text after 'Dr.' or a prescriber key: up to three name words, stopping
 * at a comma, a title, a field or a number; initials get their full stop ('J, Brown' → 'J. Brown').
 */
function nameWords(text: string): string | null {
  const cut = text
    .replace(/\b([A-Z]),\s/gu, '$1. ')
    .split(/,|;|\s{2,}|\|/u)[0]!
    .trim();
  const words: string[] = [];
  for (const token of cut.split(/\s+/u)) {
    const word = token.replace(/[.:]+$/u, '');
    if (word === '' || TITLE_WORD.test(word) || STOP_WORD.test(word) || /\d/u.test(word)) break;
    // 'MRCVs': capitals inside a word are a title's, not a name's.
    if (/^[A-Za-z][a-z'-]*[A-Z]/u.test(word) && word !== word.toUpperCase()) break;
    if (!/^[A-Za-z][A-Za-z'-]*$/u.test(word)) break;
    words.push(word.length === 1 ? `${word.toUpperCase()}.` : capitalise(word));
    if (words.length === 3) break;
  }
  return words.length > 0 && words.some((w) => w.length > 2) ? words.join(' ') : null;
}

const capitalise = (word: string): string =>
  word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/** 'Dr. Sarah Patel', 'Prescriber: S. Patel DVM', 'Prescribed by: J Brown MRCVS', 'Vet: Dr A Khan'. */
export function readPrescriber(lines: readonly string[]): string | null {
  for (const line of lines) {
    const keyed =
      /\b(?:prescriber|prescribed by|prescribing vet(?:erinarian)?|veterinarian|vet|doctor)\s*[:-]\s*(.+)$/iu.exec(
        line,
      );
    const text = keyed ? keyed[1]! : line;
    // 'Dr.' as OCR reads it: 'Dr', 'DR.', 'pr.' (after a prescriber key).
    const dr = (keyed ? /^(?:[DdPp][Rr]|Dr)\.?\s+(.+)$/u : /\b(?:D[Rr])\.?\s+(.+)$/u).exec(
      text.trim(),
    );
    if (dr) {
      const name = nameWords(dr[1]!);
      if (name) return `Dr. ${name}`;
    }
    if (keyed) {
      const name = nameWords(keyed[1]!);
      if (name) return name;
    }
    const titled = /((?:[A-Z][A-Za-z'-]*\.?,?\s+){1,3})(?:DVM|VMD|MRCVS|BVSc|BVetMed|BVMS)\b/u.exec(
      line,
    );
    if (titled) {
      const name = nameWords(titled[1]!);
      if (name) return name;
    }
  }
  return null;
}

const CLINIC_WORDS =
  /\b(?:veterinary|vet|vets|animal hospital|animal clinic|pet hospital|pet clinic|animal medical|pet pharmacy|pharmacy|practice|vet centre|vet center)\b/iu;
const NOT_CLINIC =
  /\b(?:veterinary use|use only|for animal|prescription only|by or on the order|licensed veterinarian|keep out|caution)\b/iu;

/** The clinic or pharmacy line ('Oakwood Veterinary Clinic'), the address after it dropped. */
export function readClinic(lines: readonly string[]): string | null {
  let pharmacy: string | null = null;
  for (const read of lines) {
    const line = correctWords(read);
    if (!CLINIC_WORDS.test(line) || NOT_CLINIC.test(line)) continue;
    if (
      /\b(?:dr\.?|prescriber|prescribed)\b/iu.test(line) &&
      !/\b(?:hospital|clinic|vets|practice)\b/iu.test(line)
    )
      continue;
    const name = line
      .split(/\s[-|•·]\s|,|\s{2,}|\bTel\b|\bPh\b|\bPhone\b|\(\d{3}\)|\d{3}-\d{3}/u)[0]!
      .replace(/^(?:clinic|practice|dispensed by|pharmacy)\s*:\s*/iu, '')
      .trim();
    if (!/[A-Za-z]{3}/u.test(name)) continue;
    const tidy = titleCaseIfShouting(name);
    if (/\bpharmacy\b/iu.test(name) && !/\b(?:veterinary|vet|vets|animal)\b/iu.test(name)) {
      pharmacy ??= tidy;
      continue;
    }
    return tidy;
  }
  return pharmacy;
}

export interface LabelAnimal {
  name: string | null;
  species: Species | null;
}

const SPECIES_EXTRA: Readonly<Record<string, Species>> = { k9: 'dog', 'k-9': 'dog', fel: 'cat' };

function speciesOf(text: string): Species | null {
  const t = text.toLowerCase().trim();
  if (SPECIES_EXTRA[t]) return SPECIES_EXTRA[t]!;
  const read = readPhrase(t);
  return speciesFromText(read);
}

const PET_KEY = String.raw`(?:pet(?:'s)? name|pet|patient name|patient|animal name|name of anima\S?|animal|for)`;
const NAME = String.raw`([A-Za-z][A-Za-z'\-]{1,20}(?:\s+[A-Z][A-Za-z'\-]{1,20})?)`;

/** 'Pet: Max (Canine)', 'Patient: BELLA SMITH', 'Name of animal: Poppy', 'Species: Feline'. */
export function readAnimal(lines: readonly string[]): LabelAnimal {
  let name: string | null = null;
  let species: Species | null = null;
  let owner: string | null = null;
  for (const line of lines) {
    const ownerMatch =
      /\b(?:owner|client|owner's name)\s*[:-]\s*(?:mrs?\.?|ms\.?|miss|dr\.?)?\s*([A-Za-z][A-Za-z.'-]*(?:\s+[A-Za-z][A-Za-z'-]*){0,2})/iu.exec(
        line,
      );
    if (ownerMatch) owner ??= ownerMatch[1]!;
    const keyedSpecies = /\b(?:species|sp)\s*[:-]\s*([A-Za-z9-]+)/iu.exec(line);
    if (keyedSpecies) species ??= speciesOf(keyedSpecies[1]!);
    if (name) continue;
    const pet = new RegExp(
      String.raw`(?:^|[\s|])${PET_KEY}\s*[:\-]\s*${NAME}(?:\s*\(([^)]+)\))?`,
      'iu',
    ).exec(line);
    if (!pet) continue;
    const candidate = pet[1]!;
    if (
      /^(?:treatment|use|dogs?|cats?|animals?|oral|external|veterinary)$/iu.test(
        candidate.split(/\s+/u)[0]!,
      )
    )
      continue;
    name = candidate;
    if (pet[2]) species ??= speciesOf(pet[2]);
    const after = line.slice(pet.index + pet[0].length);
    const spWord = /^\s*[-,/]?\s*(canine|feline|dog|cat|equine|horse|rabbit|ferret|k-?9)\b/iu.exec(
      after,
    );
    if (spWord) species ??= speciesOf(spWord[1]!);
  }
  if (name) {
    const words = name.split(/\s+/u);
    // 'BELLA SMITH' on a label whose owner is Smith: the pet's name is Bella. A species word
    // read into the name ('Max Canine') is not part of it.
    const ownerWords = (owner ?? '').toLowerCase().split(/\s+/u);
    if (words.length > 1) {
      const last = words.at(-1)!;
      const lastSpecies = speciesOf(last);
      if (lastSpecies) {
        species ??= lastSpecies;
        words.pop();
      } else if (ownerWords.includes(last.toLowerCase()) || words.length > 1) {
        words.pop();
      }
    }
    name = titleCaseIfShouting(words.join(' '));
  }
  if (!species) {
    for (const line of lines) {
      const m = /\b(canine|feline|equine|k-?9)\b/iu.exec(line);
      if (m) {
        species = speciesOf(m[1]!);
        break;
      }
    }
  }
  return { name, species };
}

function titleCaseIfShouting(text: string): string {
  const letters = text.replace(/[^A-Za-z]/gu, '');
  return letters.length > 0 && letters === letters.toUpperCase()
    ? text.toLowerCase().replace(/\b[a-z]/gu, (c) => c.toUpperCase())
    : text;
}

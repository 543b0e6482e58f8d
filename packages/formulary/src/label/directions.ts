import { parseFrequency } from '../engine/parse-frequency';
import { suggestDoseTimes } from '../schedule/dose-times';
import { correctWords, readPhrase } from './label-words';
import { cleanLine } from './ocr-text';

// A label's directions → what one dose is, how it is given, and how often: 'Give 1 tablet by
// mouth every 12 hours with food', 'Give HALF a tablet TWICE daily', '½ tab PO BID', '0.5 mL
// SID', '1 cap PO q8h', '1 tab EOD', 'Instill 1 drop OU TID', 'Inject 5 units SQ q12h',
// '1-2 tabs PO PRN'. US and UK wording, veterinary Latin (SID, BID, TID, QID, qNh, EOD, PRN,
// PO, SQ, OU, AU) and the UK's OD, BD, TDS, QDS, mane and nocte.

export type DoseUnit =
  | 'tablet'
  | 'capsule'
  | 'chew'
  | 'mL'
  | 'drop'
  | 'pipette'
  | 'puff'
  | 'unit'
  | 'mg'
  | 'application';

export type DirectionsRoute = 'oral' | 'injection' | 'eye' | 'ear' | 'topical' | 'inhaled';

export interface LabelDirections {
  /** The directions as read, tidied. */
  text: string;
  /** One dose in `unit`s (the larger figure of a range: '1-2 tablets' is 2). */
  amount: number | null;
  /** The smaller figure of a range, else null. */
  amountMin: number | null;
  unit: DoseUnit | null;
  /** Route the directions name ('by mouth', 'PO', 'SQ', 'in both eyes'); null when unnamed. */
  route: DirectionsRoute | null;
  /** Where it goes, when the label says ('both eyes', 'left ear'). */
  site: string | null;
  /** Frequency as the form's words: 'Twice daily', 'Every 8 hours', 'Every other day', 'As needed'. */
  frequency: string | null;
  timesPerDay: number | null;
  asNeeded: boolean;
  withFood: boolean;
  /** A course length ('for 14 days'), in days. */
  durationDays: number | null;
  /** Local times suggested for the frequency (the morning or evening when the label says). */
  doseTimes: string[];
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  half: 0.5,
  quarter: 0.25,
  '½': 0.5,
  '¼': 0.25,
  '¾': 0.75,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
};

// prettier-ignore
const UNIT_WORDS: ReadonlyArray<[RegExp, DoseUnit]> = [
  [/^(?:chewable|chewables|chew|chews)$/u, 'chew'],
  [/^(?:tablet|tablets|tab|tabs|caplet|caplets|tbl|pill|pills)$/u, 'tablet'],
  [/^(?:capsule|capsules|cap|caps)$/u, 'capsule'],
  [/^(?:ml|mls|cc|milliliters?|millilitres?)$/u, 'mL'],
  [/^(?:drop|drops|gtt|gtts)$/u, 'drop'],
  [/^(?:pipette|pipettes|tube|tubes|applicator|applicators)$/u, 'pipette'],
  [/^(?:puff|puffs|actuation|actuations)$/u, 'puff'],
  [/^(?:units?|u|iu)$/u, 'unit'],
  [/^(?:mg)$/u, 'mg'],
];
const TEASPOON_ML = 5;

function unitOf(word: string | undefined): DoseUnit | null {
  if (!word) return null;
  for (const [pattern, unit] of UNIT_WORDS) if (pattern.test(word)) return unit;
  return null;
}

const NUM = String.raw`(?:one and a half|three quarters|a half|one half|a quarter|one quarter|\d+(?:\.\d+)?(?:\s?[½¼¾])?|[½¼¾⅓⅔]|one|two|three|four|five|six|half|quarter)`;
const AMOUNT = new RegExp(
  String.raw`(?:^|[\s(])(${NUM})(?:\s*(?:-|to|or)\s*(${NUM}))?\s*(?:of\s+an?\s+|an?\s+|x\s+)?(?:(?:whole|full)\s+)?([a-z]+)`,
  'gu',
);

function numberOf(text: string): number | null {
  const t = text.trim();
  if (t === 'one and a half') return 1.5;
  if (t === 'three quarters') return 0.75;
  const spoken = t.replace(/^(?:a|one)\s+/u, '');
  if (NUMBER_WORDS[spoken] !== undefined && t !== 'one') return NUMBER_WORDS[spoken]!;
  if (NUMBER_WORDS[t] !== undefined) return NUMBER_WORDS[t]!;
  const mixed = /^(\d+)\s?([½¼¾])$/u.exec(t);
  if (mixed) return Number(mixed[1]) + NUMBER_WORDS[mixed[2]!]!;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** '1 tablet', 'half a tablet', '½ tab', '1-2 tabs', '0.5 mL', 'ONE capsule', '1 teaspoon'. */
function readAmount(phrase: string): Pick<LabelDirections, 'amount' | 'amountMin' | 'unit'> {
  let mass: Pick<LabelDirections, 'amount' | 'amountMin' | 'unit'> | null = null;
  for (const match of phrase.matchAll(AMOUNT)) {
    const word = match[3]!;
    const teaspoon = /^(?:teaspoons?|tsp)$/u.test(word);
    const unit = teaspoon ? 'mL' : unitOf(word);
    if (!unit) continue;
    const first = numberOf(match[1]!);
    const second = match[2] ? numberOf(match[2]) : null;
    if (first === null || first <= 0) continue;
    const scale = teaspoon ? TEASPOON_ML : 1;
    const high = second !== null && second > first ? second : first;
    const read = {
      amount: high * scale,
      amountMin: second !== null && second > first ? first * scale : null,
      unit,
    };
    // '75 mg (1 tablet)': the count is the dose the supply is counted in.
    if (unit === 'mg') mass ??= read;
    else return read;
  }
  if (mass) return mass;
  if (/\b(?:apply|rub|spread)\b/u.test(phrase) || /\bthin(?:ly| layer)\b/u.test(phrase))
    return { amount: null, amountMin: null, unit: 'application' };
  return { amount: null, amountMin: null, unit: null };
}

const SITES: ReadonlyArray<[RegExp, DirectionsRoute, string]> = [
  [/\b(?:ou|both eyes|each eye|eyes)\b/u, 'eye', 'both eyes'],
  [/\b(?:left eye)\b/u, 'eye', 'left eye'],
  [/\b(?:right eye)\b/u, 'eye', 'right eye'],
  [/\b(?:affected eyes?|eye|ophthalmic)\b/u, 'eye', 'eye'],
  [/\b(?:au|both ears|each ear|ears)\b/u, 'ear', 'both ears'],
  [/\b(?:left ear)\b/u, 'ear', 'left ear'],
  [/\b(?:right ear)\b/u, 'ear', 'right ear'],
  [/\b(?:affected ears?|ear|otic)\b/u, 'ear', 'ear'],
];

function readRoute(phrase: string, raw: string): Pick<LabelDirections, 'route' | 'site'> {
  for (const [pattern, route, site] of SITES) if (pattern.test(phrase)) return { route, site };
  // Case tells OD/OS (an eye) from OD (once daily, UK) only beside drops.
  if (/\bdrops?\b/u.test(phrase)) {
    if (/\bOD\b/u.test(raw)) return { route: 'eye', site: 'right eye' };
    if (/\bOS\b/u.test(raw)) return { route: 'eye', site: 'left eye' };
    if (/\bAD\b/u.test(raw)) return { route: 'ear', site: 'right ear' };
    if (/\bAS\b/u.test(raw)) return { route: 'ear', site: 'left ear' };
  }
  if (/\b(?:po|by mouth|orally|oral|per os)\b/u.test(phrase)) return { route: 'oral', site: null };
  if (
    /\b(?:sq|sc|subq|sub q|subcutaneous(?:ly)?|under the skin|inject|injection|im|intramuscular(?:ly)?)\b/u.test(
      phrase,
    )
  )
    return { route: 'injection', site: null };
  if (/\b(?:inhale|inhaled|inhaler|puffs?|nebuli[sz]e)\b/u.test(phrase))
    return { route: 'inhaled', site: null };
  if (/\b(?:apply|topically|rub|skin|coat|affected areas?|spot on|spot-on)\b/u.test(phrase))
    return { route: 'topical', site: null };
  return { route: null, site: null };
}

type Frequency = { text: string; part?: 'morning' | 'evening' };

/** The frequency in the form's words, most specific reading first. */
function readFrequencyText(phrase: string, raw: string): Frequency | null {
  const hours = /\b(?:q|every)\s*(\d{1,2})\s*(?:h|hr|hrs|hours?)\b/u.exec(phrase);
  if (hours) {
    const n = Number(hours[1]);
    if (n === 48) return { text: 'Every other day' };
    if (n === 72) return { text: 'Every 3 days' };
    if (n >= 1 && n <= 24) return { text: `Every ${n} hours` };
  }
  const every = /\bevery\s+(\d{1,2}|two|three|four|other|second)\s+(days?|weeks?|months?)\b/u.exec(
    phrase,
  );
  if (every) {
    const n = { two: 2, three: 3, four: 4, other: 2, second: 2 }[every[1]!] ?? Number(every[1]);
    const unit = every[2]!.replace(/s$/u, '');
    if (unit === 'day' && n === 2) return { text: 'Every other day' };
    if (unit === 'week' && n === 1) return { text: 'Weekly' };
    if (unit === 'month' && n === 1) return { text: 'Monthly' };
    if (n >= 1) return { text: `Every ${n} ${unit}s` };
  }
  if (/\b(?:eod|qod|every other day|alternate days|on alternate days)\b/u.test(phrase))
    return { text: 'Every other day' };
  if (/\btwice (?:a |per |each )?week(?:ly)?\b/u.test(phrase)) return { text: 'Twice weekly' };
  if (/\btwice (?:a |per |each )?month(?:ly)?\b/u.test(phrase)) return { text: 'Twice a month' };
  if (
    /\b(?:qid|qds|four times (?:a |per )?(?:day|daily)|4 times (?:a |per )?(?:day|daily)|4x (?:a |per )?day)\b/u.test(
      phrase,
    )
  )
    return { text: 'Four times daily' };
  if (
    /\b(?:tid|tds|three times (?:a |per )?(?:day|daily)|3 times (?:a |per )?(?:day|daily)|3x (?:a |per )?day)\b/u.test(
      phrase,
    )
  )
    return { text: 'Three times daily' };
  if (
    /\b(?:bid|bd|twice (?:a |per |each )?(?:day|daily)|twice|two times (?:a |per )?(?:day|daily)|2 times (?:a |per )?(?:day|daily)|2x (?:a |per )?day|morning and (?:evening|night)|am and pm)\b/u.test(
      phrase,
    )
  )
    return { text: 'Twice daily' };
  if (/\b(?:once (?:a |per )?week|weekly|every week)\b/u.test(phrase)) return { text: 'Weekly' };
  if (/\b(?:once (?:a |per )?month|monthly|every month)\b/u.test(phrase))
    return { text: 'Monthly' };
  const morning =
    /\b(?:in the morning|every morning|each morning|mane|with breakfast)\b/u.test(phrase) ||
    /\bOM\b/u.test(raw);
  const evening =
    /\b(?:in the evening|every evening|each evening|at night|every night|at bedtime|nightly|nocte|with dinner|with supper)\b/u.test(
      phrase,
    ) || /\bON\b/u.test(raw);
  const onceDaily =
    /\b(?:sid|once (?:a |per |each )?(?:day|daily)|daily|every day|1 time (?:a |per )?day|one time (?:a |per )?day|1x (?:a |per )?day)\b/u.test(
      phrase,
    ) ||
    (/\bOD\b/u.test(raw) && !/\bdrops?\b/u.test(phrase));
  if (morning && !evening) return { text: 'Once daily in the morning', part: 'morning' };
  if (evening && !morning) return { text: 'Once daily in the evening', part: 'evening' };
  if (onceDaily) return { text: 'Once daily' };
  if (/\b(?:once|single dose|one time only|one dose)\b/u.test(phrase)) return { text: 'Once' };
  return null;
}

const AS_NEEDED = /\b(?:prn|as needed|when needed|if needed|as required|when required)\b/u;

function readDuration(phrase: string): number | null {
  const m =
    /\b(?:for|x)\s+(\d{1,3}|one|two|three|four)\s+(days?|weeks?|months?)\b/u.exec(phrase) ??
    /\b(\d{1,3})\s+(days?|weeks?)\s+(?:course|only)\b/u.exec(phrase);
  if (!m) return null;
  const n = { one: 1, two: 2, three: 3, four: 4 }[m[1]!] ?? Number(m[1]);
  const unit = m[2]!.replace(/s$/u, '');
  return n * (unit === 'week' ? 7 : unit === 'month' ? 30 : 1);
}

/**
 * 'q12h' as OCR reads it: 'ql2h', 'qI2h', 'ql12h' (a 1 read twice), 'g8h'. The digits are put
 * back; a three-digit interval past a day is the doubled 1.
 */
function everyHours(text: string): string {
  return text.replace(
    /\b[qg]\s?([0-9lI|]{1,3})\s?(h|hr|hrs)\b/gu,
    (_m, digits: string, unit: string) => {
      let n = digits.replace(/[lI|]/gu, '1');
      if (n.length === 3 && Number(n) > 24) n = n.slice(1);
      return `q${n}${unit}`;
    },
  );
}

/** Directions text → amount, unit, route, frequency, as-needed, food, course length, dose times. */
export function parseDirections(text: string): LabelDirections {
  const raw = cleanLine(text);
  // 'q12h' and '2x' read as 'q 12 h' and '2 x'; 'x14' as 'x 14'.
  const phrase = readPhrase(everyHours(raw))
    .replace(/(\d)\s?m(?=\s|$)/gu, '$1 ml')
    .replace(/\bq\s?(\d{1,2})\s?(h|hr|hrs|hours?)\b/gu, 'q $1 $2')
    .replace(/\bq(\d{1,2})\b/gu, 'q $1 h')
    .replace(/\b(\d)x\b/gu, '$1x')
    .replace(/\bx(\d)/gu, 'x $1');
  const amount = readAmount(phrase);
  const route = readRoute(phrase, raw);
  const frequency = readFrequencyText(phrase, raw);
  const asNeeded = AS_NEEDED.test(phrase);
  let frequencyText = frequency?.text ?? null;
  if (asNeeded) frequencyText = frequencyText ? `${frequencyText} as needed` : 'As needed';
  const parsed = frequencyText ? parseFrequency(frequencyText) : null;
  const doseTimes =
    frequency?.part === 'morning' && !asNeeded
      ? ['08:00']
      : frequency?.part === 'evening' && !asNeeded
        ? ['20:00']
        : frequencyText
          ? suggestDoseTimes(frequencyText)
          : [];
  return {
    text: tidyDirections(correctWords(raw)),
    ...amount,
    ...route,
    frequency: frequencyText,
    timesPerDay: parsed?.timesPerDay ?? null,
    asNeeded,
    withFood: /\b(?:with|after) (?:food|a meal|meals|breakfast|dinner|supper)\b/u.test(phrase),
    durationDays: readDuration(phrase),
    doseTimes,
  };
}

/** Sentence case for shouting labels ('GIVE 1 TABLET BY MOUTH…' → 'Give 1 tablet by mouth…'). */
function tidyDirections(raw: string): string {
  const letters = raw.replace(/[^A-Za-z]/gu, '');
  const shouting = letters.length > 0 && letters === letters.toUpperCase();
  const keepUpper =
    /^(?:SID|BID|TID|QID|EOD|QOD|PRN|PO|SQ|SC|OU|AU|OD|OS|AD|AS|BD|TDS|QDS|IM|IV)$/u;
  const text = shouting
    ? raw
        .split(' ')
        .map((w) => (keepUpper.test(w.replace(/[^A-Z]/gu, '')) ? w : w.toLowerCase()))
        .join(' ')
    : raw;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** True when a line reads as directions: a dose and a frequency, or a giving verb. */
export function looksLikeDirections(line: string): boolean {
  const phrase = readPhrase(line);
  if (/^(?:sig|directions|dosage|dose|instructions)\b/u.test(phrase)) return true;
  if (
    /^(?:give|take|administer|apply|instill|instil|place|inject|use|put|insert|squeeze|rub|spray|feed|to be given|dissolve|mix|crush|wrap)\b/u.test(
      phrase,
    )
  )
    return true;
  const fixed = readPhrase(everyHours(line)).replace(/\bq(\d)/gu, 'q $1');
  const a = readAmount(fixed);
  // '1 tab PO ...' is a dose given by mouth even when OCR garbled its frequency.
  return (
    a.unit !== null &&
    a.unit !== 'application' &&
    a.unit !== 'mg' &&
    (readFrequencyText(fixed, line) !== null ||
      AS_NEEDED.test(fixed) ||
      /\b(?:po|by mouth|orally|sq|sc)\b/u.test(fixed))
  );
}

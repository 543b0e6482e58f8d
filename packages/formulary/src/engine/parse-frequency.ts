import { normaliseText } from './normalise-text';

// Frequency text → administrations per day. Knows the page's choices ('Once daily', 'Twice daily',
// 'Three times daily', 'Every 8 hours', 'Every 12 hours', 'As needed', 'Weekly', 'Monthly') and
// common vet and owner shorthand (SID, BID, TID, QID, q8h, 'q 12h', 'q12', EOD, 'every N
// hours/days/weeks/months', 'every 8-12 hours' (the shorter interval, the larger daily amount),
// '2x/day', 'twice a month', 'AM and PM', 'in the morning'). A single dose ('Once', 'single
// pre-operative dose') has no daily rate.

export interface ParsedFrequency {
  /** Administrations per day; null when unknown, as needed or a single dose. */
  timesPerDay: number | null;
  single: boolean;
  asNeeded: boolean;
}

const pad = (list: string): string[] => list.split('|').map((p) => ` ${p} `);

const PER_DAY: ReadonlyArray<[readonly string[], number]> = [
  [pad('four times|4 times|4 x|qid|q 6 h'), 4],
  [pad('three times|3 times|3 x|thrice|tid|q 8 h'), 3],
  [
    pad(
      'twice|two times|2 times|2 x|bid|q 12 h|am and pm|am pm|morning and night|morning and evening|morning and bedtime|breakfast and dinner|breakfast and supper',
    ),
    2,
  ],
  [pad('every other day|eod|qod|q48h|alternate days'), 0.5],
  [pad('weekly|once a week|every week|per week'), 1 / 7],
  [pad('monthly|once a month|every month|per month|every 4 weeks|every 30 days'), 1 / 30],
  [pad('quarterly|every 3 months|every 12 weeks'), 1 / 90],
  [pad('every 6 months|twice a year|every six months'), 1 / 182],
  [pad('yearly|annually|annual|every 12 months|once a year'), 1 / 365],
  [
    pad(
      'once daily|once a day|daily|sid|q 24 h|every day|qd|per day|once per day|every morning|every evening|at night|nightly|in the morning|in the evening|each morning|each evening|every night|at bedtime|with breakfast|with dinner|1 x',
    ),
    1,
  ],
];
const AS_NEEDED = pad('as needed|prn|when needed|if needed|as required');
export const SINGLE_DOSE = pad('single|one time|once only|one dose|preoperative|pre operative');
const ONCE = ' once ';
const DAILY = ' daily ';

const UNIT_HOURS: Readonly<Record<string, number>> = {
  h: 1,
  hr: 1,
  hrs: 1,
  hour: 1,
  hours: 1,
  d: 24,
  day: 24,
  days: 24,
  week: 168,
  weeks: 168,
  w: 168,
  wk: 168,
  wks: 168,
  month: 720,
  months: 720,
  mo: 720,
  mos: 720,
};

const isNumber = (word: string | undefined): boolean =>
  word !== undefined && /^\d+(\.\d+)?$/u.test(word);

/**
 * 'every 8 hours', 'q 12 h', 'q12' (hours), 'every 8 12 hours' or 'every 8 to 12 hours' (the
 * shorter interval: more doses a day is the reading that does not hide an overdose).
 */
function everyInterval(words: readonly string[]): number | null {
  for (let i = 0; i < words.length - 1; i += 1) {
    if (words[i] !== 'every' && words[i] !== 'q') continue;
    if (!isNumber(words[i + 1])) continue;
    let n = Number.parseFloat(words[i + 1]!);
    let at = i + 2;
    if (words[at] === 'to' || words[at] === 'or') at += 1;
    if (isNumber(words[at])) {
      n = Math.min(n, Number.parseFloat(words[at]!));
      at += 1;
    }
    const hours = UNIT_HOURS[words[at] ?? ''] ?? (words[i] === 'q' ? 1 : undefined);
    if (Number.isFinite(n) && n > 0 && hours !== undefined) return 24 / (n * hours);
  }
  return null;
}

/** Splits letters from digits so 'q12h', '2x' and '24hrs' read as 'q 12 h', '2 x', '24 hrs'. */
function splitDigits(text: string): string {
  if (!/\d/u.test(text)) return text;
  return text.replace(/(\d)(?=[a-z])|([a-z])(?=\d)/gu, '$1$2 ');
}

const COUNT_WORDS: Readonly<Record<string, number>> = {
  once: 1,
  twice: 2,
  thrice: 3,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
};
const PERIOD_DAYS: Readonly<Record<string, number>> = {
  week: 7,
  weekly: 7,
  weeks: 7,
  wk: 7,
  month: 30,
  monthly: 30,
  months: 30,
  mo: 30,
};

/**
 * 'twice weekly', 'twice a month', '2 x per week', '3 times a month': a count per week or month.
 * A digit needs 'x' or 'times' ('for 2 weeks' is a course length, not a count).
 */
function perPeriod(words: readonly string[]): number | null {
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const n = COUNT_WORDS[word] ?? (isNumber(word) ? Number.parseFloat(word) : undefined);
    if (n === undefined || n <= 0) continue;
    let at = i + 1;
    const counted = words[at] === 'x' || words[at] === 'times' || words[at] === 'time';
    if (counted) at += 1;
    if (COUNT_WORDS[word] === undefined && !counted) continue;
    if (['a', 'per', 'each', 'every', 'an'].includes(words[at] ?? '')) at += 1;
    const days = PERIOD_DAYS[words[at] ?? ''];
    if (days !== undefined) return n / days;
  }
  return null;
}

const AMOUNT_UNITS = new Set(['mg', 'mcg', 'ug', 'g', 'gm', 'ml', 'cc', 'iu', 'units', 'u']);

/** '1 tab x2 daily', 'x 3 a day', '... x2' at the end: a count per day written after an x. */
function timesAfterX(words: readonly string[]): number | null {
  for (let i = 0; i < words.length - 1; i += 1) {
    if (words[i] !== 'x' || !isNumber(words[i + 1])) continue;
    // '25mg x2' is two tablets of 25 mg (parse-dose reads it), not twice a day.
    if (AMOUNT_UNITS.has(words[i - 1] ?? '')) continue;
    const next = words[i + 2];
    const perDay =
      next === undefined ||
      next === 'daily' ||
      next === 'day' ||
      ((next === 'a' || next === 'per') && words[i + 3] === 'day');
    const n = Number.parseFloat(words[i + 1]!);
    if (perDay && n > 0 && n <= 6) return n;
  }
  return null;
}

/** The page's choices and the commonest shorthand, read once at load (most checks use these). */
const COMMON = new Map<string, ParsedFrequency>();

export function parseFrequency(text: string): ParsedFrequency {
  const normalised = normaliseText(text);
  return COMMON.get(normalised) ?? readFrequency(normalised);
}

function readFrequency(normalisedText: string): ParsedFrequency {
  const normalised = splitDigits(normalisedText);
  const padded = ` ${normalised} `;
  const has = (phrase: string): boolean => padded.includes(phrase);
  const asNeeded = AS_NEEDED.some(has);
  const words = normalised.split(' ');
  let timesPerDay = everyInterval(words) ?? perPeriod(words) ?? timesAfterX(words);
  if (timesPerDay === null) {
    for (const [phrases, perDay] of PER_DAY) {
      if (phrases.some(has)) {
        timesPerDay = perDay;
        break;
      }
    }
  }
  const single = timesPerDay === null && (SINGLE_DOSE.some(has) || (has(ONCE) && !has(DAILY)));
  return { timesPerDay, single, asNeeded };
}

// prettier-ignore
for (const text of [
  '', 'once daily', 'twice daily', 'three times daily', 'four times daily', 'every 8 hours',
  'every 12 hours', 'every 24 hours', 'every 6 hours', 'as needed', 'weekly', 'monthly', 'once',
  'every other day', 'sid', 'bid', 'tid', 'qid', 'daily', 'once a day', 'twice a day',
  'every 3 months', 'every 12 weeks', 'once a month', 'prn',
]) {
  COMMON.set(text, Object.freeze(readFrequency(text)));
}

import { normaliseText } from './normalise-text';

// Frequency text → administrations per day. Knows the page's choices ('Once daily', 'Twice daily',
// 'Three times daily', 'Every 8 hours', 'Every 12 hours', 'As needed', 'Weekly', 'Monthly') and
// common vet shorthand (SID, BID, TID, QID, q8h, EOD, 'every N hours/days/weeks/months'). A
// single dose ('Once', 'single pre-operative dose') has no daily rate.

export interface ParsedFrequency {
  /** Administrations per day; null when unknown, as needed or a single dose. */
  timesPerDay: number | null;
  single: boolean;
  asNeeded: boolean;
}

const pad = (list: string): string[] => list.split('|').map((p) => ` ${p} `);

const PER_DAY: ReadonlyArray<[readonly string[], number]> = [
  [pad('four times|4 times|4x|qid|q6h|q 6 h'), 4],
  [pad('three times|3 times|3x|thrice|tid|q8h|q 8 h'), 3],
  [pad('twice|two times|2 times|2x|bid|q12h|q 12 h'), 2],
  [pad('every other day|eod|qod|q48h|alternate days'), 0.5],
  [pad('weekly|once a week|every week|per week'), 1 / 7],
  [pad('monthly|once a month|every month|per month|every 4 weeks|every 30 days'), 1 / 30],
  [pad('quarterly|every 3 months|every 12 weeks'), 1 / 90],
  [pad('every 6 months|twice a year|every six months'), 1 / 182],
  [pad('yearly|annually|annual|every 12 months|once a year'), 1 / 365],
  [
    pad(
      'once daily|once a day|daily|sid|q24h|q 24 h|every day|qd|per day|once per day|every morning|every evening|at night|nightly',
    ),
    1,
  ],
];
const AS_NEEDED = pad('as needed|prn|when needed|if needed|as required');
export const SINGLE_DOSE = pad('single|one time|once only|one dose|preoperative|pre operative');
const WEEK = pad('week|weekly');
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
  month: 720,
  months: 720,
};

function everyInterval(words: readonly string[]): number | null {
  for (let i = 0; i < words.length - 2; i += 1) {
    if (words[i] !== 'every' && words[i] !== 'q') continue;
    const n = Number.parseFloat(words[i + 1]!);
    const hours = UNIT_HOURS[words[i + 2]!];
    if (Number.isFinite(n) && n > 0 && hours !== undefined) return 24 / (n * hours);
  }
  return null;
}

export function parseFrequency(text: string): ParsedFrequency {
  const normalised = normaliseText(text);
  const padded = ` ${normalised} `;
  const has = (phrase: string): boolean => padded.includes(phrase);
  const asNeeded = AS_NEEDED.some(has);
  let timesPerDay = everyInterval(normalised.split(' '));
  if (timesPerDay === null) {
    for (const [phrases, perDay] of PER_DAY) {
      if (phrases.some(has)) {
        timesPerDay = WEEK.some(has) && perDay >= 1 ? perDay / 7 : perDay;
        break;
      }
    }
  }
  const single = timesPerDay === null && (SINGLE_DOSE.some(has) || (has(ONCE) && !has(DAILY)));
  return { timesPerDay, single, asNeeded };
}

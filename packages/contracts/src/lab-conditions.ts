import { addDaysToDateOnly } from './vaccinations';
import { findLabTest } from './lab-reference';
import { flagLabResult, type StoredLabResult } from './labs';

// Labs feed the Quick Check (issue 30 item 4): the most recent value of a test, if it is recent
// and out of range, stands for the condition it points to. The engine reads conditions as text,
// so each becomes a condition entry the engine's own terms match ("reduced kidney function")
// followed by its provenance in brackets, which the finding then shows as the condition's label.

/** Only a value from within this many days counts (decision 053): older ones may be stale. */
export const LAB_CONDITION_WINDOW_DAYS = 180;

interface LabConditionRule {
  /** Known test ids, in the order they are named when more than one is out of range. */
  tests: readonly string[];
  direction: 'high' | 'low';
  /** Wording the engine's condition terms match. */
  condition: string;
}

export const LAB_CONDITION_RULES: readonly LabConditionRule[] = [
  { tests: ['creatinine', 'sdma'], direction: 'high', condition: 'reduced kidney function' },
  { tests: ['alt', 'alp'], direction: 'high', condition: 'liver disease' },
  { tests: ['glucose'], direction: 'high', condition: 'possible diabetes' },
  { tests: ['platelets'], direction: 'low', condition: 'thrombocytopenia' },
  { tests: ['total-t4'], direction: 'high', condition: 'hyperthyroidism' },
];

export interface DatedLabPanel {
  date: string;
  results: readonly StoredLabResult[];
}

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** '2026-11-02' → 'Nov 2'. */
export const shortDay = (day: string): string => {
  const [, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${d}`;
};

/** 'Creatinine' → 'creatinine'; acronyms stay ('ALT', 'SDMA', 'total T4'). */
const inSentence = (label: string) =>
  label.length > 1 && label[1] === label[1]!.toLowerCase()
    ? label[0]!.toLowerCase() + label.slice(1)
    : label;

const formatValue = (n: number) => String(Math.round(n * 1000) / 1000);

export interface LabCondition {
  /** The condition entry handed to the engine. */
  text: string;
  testId: string;
  date: string;
}

/**
 * The conditions a pet's recent lab values point to, newest value of each test only (a high value
 * followed by a normal one no longer counts). `today` is the owner's day, 'YYYY-MM-DD'.
 */
export function labConditions(
  panels: readonly DatedLabPanel[],
  species: string,
  today: string,
): LabCondition[] {
  const since = addDaysToDateOnly(today, -LAB_CONDITION_WINDOW_DAYS);
  const latest = new Map<string, { date: string; result: StoredLabResult }>();
  for (const panel of panels) {
    if (panel.date < since || panel.date > today) continue;
    for (const result of panel.results) {
      const id = findLabTest(result.test)?.id;
      if (!id) continue;
      const held = latest.get(id);
      if (!held || panel.date > held.date) latest.set(id, { date: panel.date, result });
    }
  }
  const out: LabCondition[] = [];
  for (const rule of LAB_CONDITION_RULES) {
    for (const testId of rule.tests) {
      const held = latest.get(testId);
      if (!held || flagLabResult(held.result, species).flag !== rule.direction) continue;
      const { result, date } = held;
      const label = inSentence(findLabTest(testId)!.label);
      const side = rule.direction === 'high' ? 'above range' : 'below range';
      out.push({
        text: `${rule.condition} (${label} ${formatValue(result.value)} ${result.unit} on ${shortDay(date)}, ${side})`,
        testId,
        date,
      });
      break; // one entry per condition: the first test in the rule's order names it
    }
  }
  return out;
}

import { describe, expect, it } from 'vitest';
import { parseDose } from './parse-dose';
import { parseFrequency } from './parse-frequency';

describe('parseDose', () => {
  it.each([
    ['75 mg', { amountMg: 75 }],
    ['0.5 mg/kg', { amountMg: null, mgPerKg: 0.5 }],
    ['1 mL of 1.5 mg/mL', { amountMg: 1.5 }],
    ['272 mcg', { amountMg: 0.272 }],
    ['272 µg', { amountMg: 0.272 }],
    ['0.5 g', { amountMg: 500 }],
    ['500 mg (125 mg/kg)', { amountMg: 500, mgPerKg: 125 }],
    ['100 mg (15 mg/kg/day total)', { amountMg: 100, mgPerKgPerDay: 15 }],
    ['0.3 mg/kg SC (single dose)', { mgPerKg: 0.3, route: 'injectable', single: true }],
    ['1 chewable (48 mg sarolaner)', { amountMg: 48, ingredient: 'sarolaner' }],
    ['5 mL (262 mg/15 mL liquid)', { amountMg: (5 * 262) / 15 }],
    ['272 mcg ivermectin', { amountMg: 0.272, ingredient: 'ivermectin' }],
    ['2 tablets of 25 mg', { amountMg: 50 }],
    ['5-10 mg', { amountMg: 10 }],
    ['5 to 10 mg', { amountMg: 10 }],
    ['1/2 tablet (12.5 mg)', { amountMg: 12.5 }],
    ['10mg', { amountMg: 10 }],
    ['1,000 mg', { amountMg: 1000 }],
    ['2 mg per kg', { mgPerKg: 2 }],
    ['0.1 mg/lb', { mgPerKg: 0.1 * 2.2046 }],
    ['100 mg/day', { amountPerDayMg: 100 }],
    ['0.08 mg buccal', { amountMg: 0.08, route: 'transmucosal' }],
    ['1 tsp of 50 mg/mL', { amountMg: 250 }],
    // Part of a tablet, and a count after the strength
    ['1/4 of a 100mg tablet', { amountMg: 25 }],
    ['1/4 of a 100mg', { amountMg: 25 }],
    ['half of a 50mg tab', { amountMg: 25 }],
    ['half a 50 mg tablet', { amountMg: 25 }],
    ['½ of a 25mg', { amountMg: 12.5 }],
    ['2 of the 25 mg tabs', { amountMg: 50 }],
    ['one 25 mg tablet', { amountMg: 25 }],
    ['25mg x2', { amountMg: 50 }],
    ['25 mg x 2 tablets', { amountMg: 50 }],
    ['5 mg x 7 days', { amountMg: 5 }],
    ['100mg/5ml 3ml', { amountMg: 60 }],
    ['250mg/5ml, 5ml', { amountMg: 250 }],
  ])('%s', (text, expected) => {
    const parsed = parseDose(text);
    for (const [key, value] of Object.entries(expected)) {
      const actual = parsed[key as keyof typeof parsed];
      if (typeof value === 'number') expect(actual).toBeCloseTo(value, 6);
      else expect(actual).toEqual(value);
    }
  });

  it.each(['1 collar', 'ingested petals', '', '1 tablet', '2 puffs', 'as directed', '1 pipette'])(
    'finds no amount in %j',
    (text) => {
      const parsed = parseDose(text);
      expect([parsed.amountMg, parsed.mgPerKg, parsed.mgPerKgPerDay]).toEqual([null, null, null]);
    },
  );
});

describe('parseFrequency', () => {
  it.each([
    ['Once daily', 1, false],
    ['Twice daily', 2, false],
    ['Three times daily', 3, false],
    ['Every 8 hours', 3, false],
    ['Every 12 hours', 2, false],
    ['Every 6 hours', 4, false],
    ['Every 24 hours', 1, false],
    ['Every 48 hours', 0.5, false],
    ['every other day', 0.5, false],
    ['Weekly', 1 / 7, false],
    ['Twice weekly', 2 / 7, false],
    ['Monthly', 1 / 30, false],
    ['Every 3 months', 24 / (3 * 720), false],
    ['SID', 1, false],
    ['BID', 2, false],
    ['TID', 3, false],
    ['q8h', 3, false],
    ['q 12 h', 2, false],
    ['Once (single pre-operative dose)', null, true],
    ['Once', null, true],
    ['single dose', null, true],
    ['As needed', null, false],
    ['', null, false],
    // Owner and vet shorthand
    ['q 12h', 2, false],
    ['q12h', 2, false],
    ['q12', 2, false],
    ['q 8 hrs', 3, false],
    ['q24', 1, false],
    ['every 8-12 hours', 3, false],
    ['every 8 to 12 hours', 3, false],
    ['AM and PM', 2, false],
    ['AM & PM', 2, false],
    ['morning and evening', 2, false],
    ['Once in the morning', 1, false],
    ['at bedtime', 1, false],
    ['2x/day', 2, false],
    ['2x a day', 2, false],
    ['1 tab x2 daily', 2, false],
    ['1x daily', 1, false],
    ['Twice daily for 2 weeks', 2, false],
    ['BID x 2 weeks', 2, false],
    ['twice a month', 2 / 30, false],
    ['3 times a week', 3 / 7, false],
    ['1x/month', 1 / 30, false],
    ['every 3 mo', 24 / (3 * 720), false],
    ['q4w', 24 / (4 * 168), false],
    ['for 2 weeks', null, false],
    ['25mg x2', null, false],
  ])('%s → %s per day (single: %s)', (text, perDay, single) => {
    const f = parseFrequency(text);
    if (perDay === null) expect(f.timesPerDay).toBeNull();
    else expect(f.timesPerDay).toBeCloseTo(perDay, 6);
    expect(f.single).toBe(single);
  });

  it('marks as-needed use', () => {
    expect(parseFrequency('As needed').asNeeded).toBe(true);
    expect(parseFrequency('PRN').asNeeded).toBe(true);
  });
});

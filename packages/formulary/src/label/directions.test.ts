import { describe, expect, it } from 'vitest';
import { looksLikeDirections, parseDirections } from './directions';

describe('parseDirections: the dose', () => {
  it.each([
    ['Give 1 tablet by mouth every 12 hours with food', 1, 'tablet'],
    ['Give ONE tablet TWICE daily', 1, 'tablet'],
    ['Give HALF a tablet once daily', 0.5, 'tablet'],
    ['½ tab PO BID', 0.5, 'tablet'],
    ['1/2 tab PO BID', 0.5, 'tablet'],
    ['l/2 tab PO BID', 0.5, 'tablet'],
    ['Give 1/4 tablet by mouth once daily', 0.25, 'tablet'],
    ['Give ¼ tab SID', 0.25, 'tablet'],
    ['Give 1½ tablets twice daily', 1.5, 'tablet'],
    ['Give 1 1/2 tablets twice daily', 1.5, 'tablet'],
    ['Give one and a half tablets twice daily', 1.5, 'tablet'],
    ['Give three quarters of a tablet daily', 0.75, 'tablet'],
    ['Give a quarter of a tablet daily', 0.25, 'tablet'],
    ['Give 2 tablets by mouth once daily', 2, 'tablet'],
    ['Give TWO tablets once daily', 2, 'tablet'],
    ['0.5 mL SID', 0.5, 'mL'],
    ['Give 2.5ml by mouth once daily', 2.5, 'mL'],
    ['Give 0.5 ml by mouth once daily', 0.5, 'mL'],
    ['Give 1.5 mls once daily', 1.5, 'mL'],
    ['Give 5 cc by mouth twice daily', 5, 'mL'],
    ['Give 1 teaspoon twice daily', 5, 'mL'],
    ['1 cap PO q8h', 1, 'capsule'],
    ['Give 1 capsule by mouth every 8 hours', 1, 'capsule'],
    ['Give 2 caps PO q12h', 2, 'capsule'],
    ['Give 1 chewable tablet monthly', 1, 'chew'],
    ['Give 1 chew by mouth once a month', 1, 'chew'],
    ['1 tab EOD', 1, 'tablet'],
    ['Give 1 caplet twice daily', 1, 'tablet'],
    ['Instill 1 drop in both eyes three times daily', 1, 'drop'],
    ['Instil 2 drops into the left ear twice daily', 2, 'drop'],
    ['1 gtt OU TID', 1, 'drop'],
    ['Inject 5 units under the skin every 12 hours', 5, 'unit'],
    ['Inject 4 U SQ q12h', 4, 'unit'],
    ['Apply 1 pipette to the skin monthly', 1, 'pipette'],
    ['Give 75 mg by mouth twice daily', 75, 'mg'],
    ['Give 1 tablet (75 mg) by mouth twice daily', 1, 'tablet'],
    ['Give 75 mg (1 tablet) by mouth twice daily', 1, 'tablet'],
    ['Give I tablet by mouth daily', 1, 'tablet'],
    ['Give l tabiet by rnouth every l2 hours', 1, 'tablet'],
    ['Give 1 tabIet BlD', 1, 'tablet'],
    ['Give O.5 mL S1D', 0.5, 'mL'],
    ['Give 1 capsuIe dai1y', 1, 'capsule'],
    ['Give 0.5m THREE times daily', 0.5, 'mL'],
    ['Give 2.5m] by mouth once daily', 2.5, 'mL'],
  ])('%s → %s %s', (text, amount, unit) => {
    const d = parseDirections(text);
    expect({ amount: d.amount, unit: d.unit }).toEqual({ amount, unit });
  });

  it.each([
    ['Give 1-2 tablets by mouth as needed', 1, 2],
    ['Give 1 to 2 tablets as needed for anxiety', 1, 2],
    ['1-2 tabs PO PRN', 1, 2],
    ['Give 0.5-1 mL once daily', 0.5, 1],
  ])('%s: a range gives the larger dose and keeps the smaller', (text, min, max) => {
    const d = parseDirections(text);
    expect([d.amountMin, d.amount]).toEqual([min, max]);
  });

  it('reads "apply a thin layer" as an application with no count', () => {
    const d = parseDirections('Apply a thin layer to the affected area twice daily');
    expect([d.amount, d.unit, d.route]).toEqual([null, 'application', 'topical']);
  });
});

describe('parseDirections: how often', () => {
  it.each([
    ['Give 1 tablet by mouth every 12 hours with food', 'Every 12 hours', 2],
    ['½ tab PO BID', 'Twice daily', 2],
    ['0.5 mL SID', 'Once daily', 1],
    ['1 cap PO q8h', 'Every 8 hours', 3],
    ['1 tab EOD', 'Every other day', 0.5],
    ['1 tab QOD', 'Every other day', 0.5],
    ['1 tab PO TID', 'Three times daily', 3],
    ['1 tab PO QID', 'Four times daily', 4],
    ['1 tab PO q6h', 'Every 6 hours', 4],
    ['1 tab PO q24h', 'Every 24 hours', 1],
    ['1 tab PO q 12 h', 'Every 12 hours', 2],
    ['1 tab PO q12hrs', 'Every 12 hours', 2],
    ['1 tab PO ql2h', 'Every 12 hours', 2],
    ['1 tab PO ql12h', 'Every 12 hours', 2],
    ['1 tab PO g8h', 'Every 8 hours', 3],
    ['1 tab PO BlD', 'Twice daily', 2],
    ['1 tab PO B1D', 'Twice daily', 2],
    ['1 tab PO SlD', 'Once daily', 1],
    ['1 tab PO T1D', 'Three times daily', 3],
    ['1 tab PO E0D', 'Every other day', 0.5],
    ['Give ONE tablet TWICE daily', 'Twice daily', 2],
    ['Give one tablet twice a day', 'Twice daily', 2],
    ['Give one tablet two times a day', 'Twice daily', 2],
    ['Give 1 tablet 2 times daily', 'Twice daily', 2],
    ['Give 1 tablet morning and evening', 'Twice daily', 2],
    ['Give 1 tablet three times a day', 'Three times daily', 3],
    ['Give 1 tablet once a day', 'Once daily', 1],
    ['Give 1 tablet daily', 'Once daily', 1],
    ['Give 1 tablet every day', 'Once daily', 1],
    ['Give 1 tablet every 24 hours', 'Every 24 hours', 1],
    ['Give 1 tablet every 48 hours', 'Every other day', 0.5],
    ['Give 1 tablet every other day', 'Every other day', 0.5],
    ['Give 1 tablet on alternate days', 'Every other day', 0.5],
    ['Give 1 tablet every 3 days', 'Every 3 days', 1 / 3],
    ['Give 1 tablet once a week', 'Weekly', 1 / 7],
    ['Give 1 tablet weekly', 'Weekly', 1 / 7],
    ['Give 1 tablet every 2 weeks', 'Every 2 weeks', 1 / 14],
    ['Give 1 tablet twice weekly', 'Twice weekly', 2 / 7],
    ['Give 1 chew once a month', 'Monthly', 1 / 30],
    ['Give 1 chew every month', 'Monthly', 1 / 30],
    ['Give 1 tablet BD', 'Twice daily', 2],
    ['Give 1 tablet TDS', 'Three times daily', 3],
    ['Give 1 tablet QDS', 'Four times daily', 4],
    ['Give 1 tablet OD', 'Once daily', 1],
    ['Give 1 tablet in the morning', 'Once daily in the morning', 1],
    ['Give 1 tablet once daily in the morning', 'Once daily in the morning', 1],
    ['Give 1 tablet at night', 'Once daily in the evening', 1],
    ['Give 1 tablet mane', 'Once daily in the morning', 1],
    ['Give 1 tablet nocte', 'Once daily in the evening', 1],
  ])('%s → %s', (text, frequency, perDay) => {
    const d = parseDirections(text);
    expect(d.frequency).toBe(frequency);
    expect(d.timesPerDay).toBeCloseTo(perDay, 3);
  });

  it.each([
    ['1-2 tabs PO PRN', 'As needed'],
    ['Give 1 tablet as needed for pain', 'As needed'],
    ['Give 1 tablet when required', 'As needed'],
    ['Give 1 tablet every 8 hours as needed for pain', 'Every 8 hours as needed'],
    ['1 cap PO q12h PRN', 'Every 12 hours as needed'],
    ['Give 1 tablet once daily if needed', 'Once daily as needed'],
  ])('%s → %s, with no dose times', (text, frequency) => {
    const d = parseDirections(text);
    expect([d.frequency, d.asNeeded, d.doseTimes]).toEqual([frequency, true, []]);
  });

  it.each([
    ['Give 1 tablet by mouth every 12 hours', ['08:00', '20:00']],
    ['1 tab PO SID', ['08:00']],
    ['1 tab PO TID', ['08:00', '14:00', '20:00']],
    ['1 cap PO q8h', ['06:00', '14:00', '22:00']],
    ['1 tab PO QID', ['08:00', '12:00', '16:00', '20:00']],
    ['Give 1 tablet at bedtime', ['20:00']],
    ['Give 1 tablet every morning', ['08:00']],
    ['1 tab EOD', ['08:00']],
    ['Give 1 tablet once', []],
  ])('%s suggests dose times %j', (text, times) => {
    expect(parseDirections(text).doseTimes).toEqual(times);
  });

  it('has no frequency when the label gives none', () => {
    const d = parseDirections('Give 1 tablet by mouth');
    expect([d.frequency, d.timesPerDay, d.doseTimes]).toEqual([null, null, []]);
  });
});

describe('parseDirections: route, food, course', () => {
  it.each([
    ['Give 1 tablet by mouth twice daily', 'oral', null],
    ['1 tab PO BID', 'oral', null],
    ['1 tab P0 BID', 'oral', null],
    ['Give 1 tablet orally daily', 'oral', null],
    ['Inject 5 units SQ q12h', 'injection', null],
    ['Inject 1 mL SC once', 'injection', null],
    ['Inject 4 units subcutaneously twice daily', 'injection', null],
    ['1 gtt OU TID', 'eye', 'both eyes'],
    ['Instill 1 drop in both eyes twice daily', 'eye', 'both eyes'],
    ['Instill 1 drop in the left eye twice daily', 'eye', 'left eye'],
    ['1 drop OD BID', 'eye', 'right eye'],
    ['1 drop OS BID', 'eye', 'left eye'],
    ['4 drops AU BID', 'ear', 'both ears'],
    ['Instil 5 drops into the affected ear twice daily', 'ear', 'ear'],
    ['Apply 2 drops in the right ear once daily', 'ear', 'right ear'],
    ['Apply thinly to the skin twice daily', 'topical', null],
    ['2 puffs inhaled twice daily', 'inhaled', null],
    ['Give 1 tablet twice daily', null, null],
  ])('%s → %s %s', (text, route, site) => {
    const d = parseDirections(text);
    expect([d.route, d.site]).toEqual([route, site]);
  });

  it.each([
    ['Give 1 tablet with food', true],
    ['Give 1 tablet after a meal', true],
    ['Give 1 tablet with breakfast', true],
    ['Give 1 tablet on an empty stomach', false],
    ['Give 1 tablet one hour before food', false],
  ])('%s: with food %s', (text, withFood) => {
    expect(parseDirections(text).withFood).toBe(withFood);
  });

  it.each([
    ['1 tab PO SID x 10 days', 10],
    ['Give 1 tablet twice daily for 14 days', 14],
    ['Give 1 tablet twice daily for 2 weeks', 14],
    ['Give ONE tablet TWICE daily for 7 days', 7],
    ['Give 1 tablet once daily for four days', 4],
    ['Give 1 tablet twice daily until gone', null],
  ])('%s: a course of %s days', (text, days) => {
    expect(parseDirections(text).durationDays).toBe(days);
  });

  it('writes a shouting label in sentence case, keeping the abbreviations', () => {
    expect(parseDirections('GIVE 1 TABLET BY MOUTH BID WITH FOOD').text).toBe(
      'Give 1 tablet by mouth BID with food',
    );
  });

  it('puts OCR-mangled words right in the text it keeps', () => {
    expect(parseDirections('Give l tabiet by rnouth every l2 hours').text).toBe(
      'Give 1 tablet by mouth every 12 hours',
    );
  });
});

describe('looksLikeDirections', () => {
  it.each([
    ['Give 1 tablet by mouth every 12 hours', true],
    ['GIVE ONE TABLET TWICE DAILY', true],
    ['½ tab PO BID', true],
    ['0.5 mL SID', true],
    ['1 cap PO q8h', true],
    ['1 tab Po sIp X 10 days', true],
    ['Sig: 1 tab BID', true],
    ['Apply to affected area', true],
    ['CARPROFEN 75MG CHEWABLE TABLETS', false],
    ['Qty: 60 Refills: 2', false],
    ['Metacam 1.5 mg/mL oral suspension', false],
    ['Dr. Sarah Patel, DVM', false],
  ])('%s → %s', (line, expected) => {
    expect(looksLikeDirections(line)).toBe(expected);
  });
});

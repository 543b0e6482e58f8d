import { describe, expect, it } from 'vitest';
import { labConditions } from './lab-conditions';
import { proposeLabResults } from './lab-text-parser';
import { flagLabResult, labPanelBodySchema } from './labs';

const result = (
  test: string,
  value: number,
  unit: string,
  low: number | null = null,
  high: number | null = null,
) => ({
  test,
  value,
  unit,
  low,
  high,
});

describe('flagLabResult', () => {
  it('judges by the report range first', () => {
    expect(flagLabResult(result('Creatinine', 2.8, 'mg/dL', 0.5, 1.8), 'dog')).toMatchObject({
      flag: 'high',
      rangeSource: 'report',
    });
    expect(flagLabResult(result('Foo', 1, 'x', 2, null), 'dog').flag).toBe('low');
  });
  it('falls back to the species interval, converting units', () => {
    expect(flagLabResult(result('creatinine', 2.8, 'mg/dL'), 'dog')).toMatchObject({
      flag: 'high',
      rangeSource: 'reference',
      rangeHigh: 2,
      sourceId: 'engelking',
    });
    // 150 µmol/L = 1.7 mg/dL: normal for a dog.
    expect(flagLabResult(result('CREA', 150, 'µmol/L'), 'dog').flag).toBe('normal');
    expect(flagLabResult(result('CREA', 250, 'umol/L'), 'dog').flag).toBe('high');
    expect(flagLabResult(result('Platelets', 90, 'K/µL'), 'cat').flag).toBe('low');
    expect(flagLabResult(result('T4', 5.5, 'µg/dL'), 'cat').flag).toBe('high');
  });
  it('says unknown for another species, an unknown test, or no range', () => {
    expect(flagLabResult(result('creatinine', 2.8, 'mg/dL'), 'rabbit').flag).toBe('unknown');
    expect(flagLabResult(result('Fructosamine', 300, 'µmol/L'), 'dog').flag).toBe('unknown');
    expect(flagLabResult(result('Potassium', 7, 'mmol/L'), 'dog').flag).toBe('unknown');
  });
});

describe('labPanelBodySchema', () => {
  it('refuses a known test in a unit it cannot convert, unless the report range comes with it', () => {
    const bad = labPanelBodySchema.safeParse({
      date: '2026-11-02',
      results: [{ test: 'Creatinine', value: 2.8, unit: 'g/L' }],
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.path).toEqual(['results', 0, 'unit']);
    expect(bad.error!.issues[0]!.message).toMatch(/Creatinine is reported in mg\/dL/);
    expect(
      labPanelBodySchema.safeParse({
        date: '2026-11-02',
        results: [{ test: 'Creatinine', value: 2.8, unit: 'g/L', low: 0.1, high: 1 }],
      }).success,
    ).toBe(true);
  });
  it('refuses impossible dates, empty panels and reversed ranges', () => {
    expect(
      labPanelBodySchema.safeParse({ date: '2026-02-30', results: [result('ALT', 1, 'U/L')] })
        .success,
    ).toBe(false);
    expect(labPanelBodySchema.safeParse({ date: '2026-02-03', results: [] }).success).toBe(false);
    expect(
      labPanelBodySchema.safeParse({
        date: '2026-02-03',
        results: [{ test: 'x', value: 1, unit: 'u', low: 5, high: 1 }],
      }).success,
    ).toBe(false);
  });
});

describe('proposeLabResults', () => {
  it('reads report lines', () => {
    const text = [
      'IDEXX Laboratories — Chemistry',
      'Creatinine 2.8 mg/dL 0.5-1.8',
      'ALT: 120 U/L (10 - 100) H',
      'Glucose 5,6 mmol/L 3.3–6.1',
      'SDMA 18 µg/dL',
      'Page 2 of 3',
      'Creatinine 3.0 mg/dL',
    ].join('\n');
    expect(proposeLabResults(text)).toEqual([
      { test: 'Creatinine', value: 2.8, unit: 'mg/dL', low: 0.5, high: 1.8, known: true },
      { test: 'ALT', value: 120, unit: 'U/L', low: 10, high: 100, known: true },
      { test: 'Glucose', value: 5.6, unit: 'mmol/L', low: 3.3, high: 6.1, known: true },
      { test: 'SDMA', value: 18, unit: 'µg/dL', known: true },
    ]);
  });
  it('finds nothing in prose', () => {
    expect(proposeLabResults('Dear owner,\nthe results are attached.')).toEqual([]);
  });
});

describe('labConditions', () => {
  const today = '2026-11-20';
  it('names a recent high value with its date', () => {
    expect(
      labConditions(
        [{ date: '2026-11-02', results: [result('Creatinine', 2.8, 'mg/dL')] }],
        'dog',
        today,
      ),
    ).toEqual([
      {
        text: 'reduced kidney function (creatinine 2.8 mg/dL on Nov 2, above range)',
        testId: 'creatinine',
        date: '2026-11-02',
      },
    ]);
  });
  it('ignores normal, old, and superseded values', () => {
    expect(
      labConditions(
        [{ date: '2026-11-02', results: [result('Creatinine', 1.2, 'mg/dL')] }],
        'dog',
        today,
      ),
    ).toEqual([]);
    expect(
      labConditions(
        [{ date: '2025-11-02', results: [result('Creatinine', 2.8, 'mg/dL')] }],
        'dog',
        today,
      ),
    ).toEqual([]);
    expect(
      labConditions(
        [
          { date: '2026-10-01', results: [result('Creatinine', 2.8, 'mg/dL')] },
          { date: '2026-11-01', results: [result('Creatinine', 1.1, 'mg/dL')] },
        ],
        'dog',
        today,
      ),
    ).toEqual([]);
  });
  it('covers liver, glucose, platelets and T4', () => {
    const texts = labConditions(
      [
        {
          date: '2026-11-02',
          results: [
            result('ALT', 300, 'U/L'),
            result('Glucose', 400, 'mg/dL'),
            result('PLT', 50, 'K/uL'),
            result('Total T4', 80, 'nmol/L'),
          ],
        },
      ],
      'cat',
      today,
    ).map((c) => c.text);
    expect(texts).toEqual([
      'liver disease (ALT 300 U/L on Nov 2, above range)',
      'possible diabetes (glucose 400 mg/dL on Nov 2, above range)',
      'thrombocytopenia (platelets 50 K/uL on Nov 2, below range)',
      'hyperthyroidism (total T4 80 nmol/L on Nov 2, above range)',
    ]);
  });
});

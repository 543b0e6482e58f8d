import { describe, expect, it } from 'vitest';
import { aheadText, doseDetailsLine, formatDoseAmount } from './doses';

describe('doseDetailsLine', () => {
  it.each([
    [
      { dosage: '75 mg', amountPerDose: 1, unit: 'tablets', instructions: 'with food' },
      '75 mg · 1 tablet · with food',
    ],
    [{ dosage: '', amountPerDose: 2, unit: 'capsules', instructions: '' }, '2 capsules'],
    [{ dosage: ' 5 mg ', amountPerDose: null, unit: null, instructions: ' ' }, '5 mg'],
    [{ dosage: '', amountPerDose: null, unit: null, instructions: '' }, ''],
  ] as const)('%j reads %s', (dose, line) => {
    expect(doseDetailsLine(dose)).toBe(line);
  });
});

describe('formatDoseAmount', () => {
  it.each([
    [0.5, 'tablets', '0.5 tablet'],
    [1, 'doses', '1 dose'],
    [1, 'mL', '1 mL'],
    [2.5, 'mL', '2.5 mL'],
    [3, null, '3'],
  ] as const)('%d %s reads %s', (amount, unit, text) => {
    expect(formatDoseAmount(amount, unit)).toBe(text);
  });
});

describe('aheadText', () => {
  it.each([
    [540, '9 hours'],
    [539.99, '9 hours'],
    [61, '1 hour 1 minute'],
    [90, '1 hour 30 minutes'],
    [45, '45 minutes'],
  ])('%d minutes reads %s', (minutes, text) => {
    expect(aheadText(minutes)).toBe(text);
  });
});

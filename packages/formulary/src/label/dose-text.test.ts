import { describe, expect, it } from 'vitest';
import { otherAnimalName } from './animal-name';
import { parseDirections } from './directions';
import { doseText } from './dose-text';
import { readDrug } from './label-drug';
import { labelLines } from './ocr-text';

const dose = (drugLine: string, directions: string) =>
  doseText(readDrug(labelLines(drugLine), new Set()), parseDirections(directions));

describe('doseText: the mg first, the count in brackets', () => {
  it.each([
    ['Carprofen 75 mg', 'Give 1 tablet twice daily', '75 mg (1 tablet)'],
    ['Carprofen 100 mg', 'Give ½ tablet twice daily', '50 mg (½ tablet)'],
    ['Carprofen 25 mg', 'Give 1½ tablets twice daily', '37.5 mg (1½ tablets)'],
    ['Mirtazapine 15 mg', 'Give ¼ tablet every 48 hours', '3.75 mg (¼ tablet)'],
    ['Gabapentin 100 mg capsules', 'Give 2 capsules twice daily', '200 mg (2 capsules)'],
    ['Metacam 1.5 mg/mL', 'Give 2.5 mL once daily', '3.75 mg (2.5 mL of 1.5 mg/mL)'],
    ['Amoxicillin 250mg/5ml', 'Give 5 mL twice daily', '250 mg (5 mL of 250 mg/5 mL)'],
    ['Apoquel', 'Give 1 tablet once daily', '1 tablet'],
    ['Ofloxacin 0.3% eye drops', 'Instill 1 drop OU TID', '1 drop'],
  ])('%s + %s → %s', (drugLine, directions, text) => {
    expect(dose(drugLine, directions)).toBe(text);
  });

  it('has no dose without an amount', () => {
    expect(dose('Carprofen 75 mg', 'Apply thinly twice daily')).toBeNull();
  });
});

describe('otherAnimalName', () => {
  it.each([
    ['Max', 'Max', null],
    ['MAX', 'Max', null],
    ['Bel1a', 'Bella', null],
    ['Max', 'Max Junior', null],
    [null, 'Biscuit', null],
    ['Max', 'Biscuit', 'Max'],
    ['Mia', 'Max', 'Mia'],
    ['Bella', 'Stella', 'Bella'],
  ])('label %s, pet %s → %s', (label, pet, other) => {
    expect(otherAnimalName(label, pet)).toBe(other);
  });
});

import { describe, expect, it } from 'vitest';
import { isUnreadable, parseLabel } from './parse-label';

// Whole labels as OCR hands them over: US pharmacy and clinic labels, UK practice labels,
// abbreviation-only labels, and the same with OCR noise and broken lines.

const US_PHARMACY = `MAIN STREET PHARMACY
410 Main St, Springfield, IL 62701 (217) 555-0188
Rx# 4471203          Date: 03/12/2024
Pet: MAX (Canine)    Owner: John Smith
CARPROFEN 75MG CHEWABLE TABLETS
Give 1 tablet by mouth every 12 hours
with food.
Qty: 60   Refills: 2
Prescriber: Dr. Sarah Patel, DVM
For veterinary use only. Keep out of reach of children.`;

const UK_PRACTICE = `Riverside Vets
12 High Street, Leeds LS1 4AB  Tel 0113 496 0321
Name of animal: Poppy    Species: Feline
Owner: Mrs J Brown
Metacam 0.5mg/ml Oral Suspension for Cats
Give 0.5ml by mouth once daily with food
Qty: 15ml       Date: 12/03/2024
Prescribed by: J. Brown MRCVS
For animal treatment only. Keep out of reach of children.`;

const COMPACT = `CEDAR ANIMAL HOSPITAL  512-555-0175
PET: BELLA (FELINE)   OWNER: ANN JONES
METHIMAZOLE 5 MG TABS
1/2 tab PO BID
QTY: 60   RF: 3   05/21/2024
DR. A. KHAN`;

const NOISY = `0akwood Veterlnary CIinic
1200 Elm Street, Madison, wr 53703 (608) 555.9142
Patient: Max Species: Canine
CARPR0FEN 75MG CHEWABLE TABLETS
Give l tabiet by rnouth every l2
hours with food
Oty: 6O Refills: ©
Dr. Sarah Pate1, pvm Filled: O3/12/2024`;

describe('parseLabel', () => {
  it('reads a US pharmacy label', () => {
    const r = parseLabel(US_PHARMACY);
    expect(r.drug).toMatchObject({
      name: 'Carprofen',
      ingredients: ['carprofen'],
      form: 'chewable tablet',
    });
    expect(r.drug?.strength?.text).toBe('75 mg');
    expect(r.directions).toMatchObject({
      text: 'Give 1 tablet by mouth every 12 hours with food.',
      amount: 1,
      unit: 'tablet',
      route: 'oral',
      frequency: 'Every 12 hours',
      withFood: true,
      doseTimes: ['08:00', '20:00'],
    });
    expect(r).toMatchObject({
      dose: '75 mg (1 tablet)',
      quantity: { amount: 60, unit: 'tablets' },
      refills: 2,
      prescriber: 'Dr. Sarah Patel',
      clinic: 'Main Street Pharmacy',
      date: '2024-03-12',
      animal: { name: 'Max', species: 'dog' },
      style: 'us',
    });
  });

  it('reads a UK practice label, its date day first', () => {
    const r = parseLabel(UK_PRACTICE);
    expect(r.drug).toMatchObject({ name: 'Meloxicam', brand: 'Metacam' });
    expect(r).toMatchObject({
      dose: '0.25 mg (0.5 mL of 0.5 mg/mL)',
      quantity: { amount: 15, unit: 'mL' },
      refills: null,
      prescriber: 'J. Brown',
      clinic: 'Riverside Vets',
      date: '2024-03-12',
      animal: { name: 'Poppy', species: 'cat' },
      style: 'uk',
    });
    expect(r.directions?.frequency).toBe('Once daily');
  });

  it('reads a label written in veterinary abbreviations', () => {
    const r = parseLabel(COMPACT);
    expect(r.drug?.strength?.text).toBe('5 mg');
    expect(r.directions).toMatchObject({
      amount: 0.5,
      unit: 'tablet',
      route: 'oral',
      frequency: 'Twice daily',
    });
    expect(r).toMatchObject({
      dose: '2.5 mg (½ tablet)',
      quantity: { amount: 60, unit: 'tablets' },
      refills: 3,
      prescriber: 'Dr. A. Khan',
      date: '2024-05-21',
      animal: { name: 'Bella', species: 'cat' },
    });
  });

  it('reads through OCR noise and a line broken mid-phrase', () => {
    const r = parseLabel(NOISY);
    expect(r.drug?.ingredients).toEqual(['carprofen']);
    expect(r.directions).toMatchObject({
      amount: 1,
      unit: 'tablet',
      frequency: 'Every 12 hours',
      withFood: true,
    });
    expect(r).toMatchObject({
      quantity: { amount: 60, unit: 'tablets' },
      refills: 0,
      prescriber: 'Dr. Sarah Patel',
      clinic: 'Oakwood Veterinary Clinic',
      date: '2024-03-12',
      animal: { name: 'Max', species: 'dog' },
    });
  });

  it('reads directions that come before the medicine', () => {
    const r = parseLabel('Give ½ tablet by mouth twice daily\nFamotidine 10 mg tablets\nQty: 30');
    expect([r.drug?.name, r.dose, r.directions?.frequency]).toEqual([
      'Famotidine',
      '5 mg (½ tablet)',
      'Twice daily',
    ]);
  });

  it('stops the directions at the next field', () => {
    const r = parseLabel(
      'Gabapentin 100 mg capsules\nGive 1 capsule by mouth every 8 hours\nQty: 90 Refills: 1',
    );
    expect(r.directions?.text).toBe('Give 1 capsule by mouth every 8 hours');
  });

  it('reads eye drops: drops, both eyes, the bottle in mL', () => {
    const r = parseLabel(
      'Ofloxacin 0.3% ophthalmic solution\nInstill 1 drop in both eyes three times daily\nQty: 5 mL',
    );
    expect(r.drug?.form).toBe('eye drops');
    expect(r.directions).toMatchObject({
      amount: 1,
      unit: 'drop',
      route: 'eye',
      site: 'both eyes',
    });
    expect(r.dose).toBe('1 drop');
    expect(r.quantity).toEqual({ amount: 5, unit: 'mL' });
  });

  it('reads insulin in units under the skin', () => {
    const r = parseLabel(
      'Vetsulin 40 U/mL\nInject 5 units under the skin every 12 hours with food',
    );
    expect(r.drug?.strength?.text).toBe('40 units/mL');
    expect(r.directions).toMatchObject({
      amount: 5,
      unit: 'unit',
      route: 'injection',
      frequency: 'Every 12 hours',
    });
  });

  it('gives the dose range in mg for "1-2 tablets as needed"', () => {
    const r = parseLabel(
      'Trazodone 50 mg tablets\nGive 1-2 tablets by mouth as needed for anxiety',
    );
    expect(r.dose).toBe('50-100 mg (1-2 tablets)');
    expect(r.directions?.asNeeded).toBe(true);
  });

  it.each([
    ['', true],
    ['~ . | ,', true],
    ['The quick brown fox jumps over the lazy dog', true],
    ['Keep out of reach of children', true],
    ['Carprofen 75 mg', false],
    ['Give 1 tablet by mouth twice daily', false],
  ])('%j unreadable: %s', (text, unreadable) => {
    expect(isUnreadable(parseLabel(text))).toBe(unreadable);
  });
});

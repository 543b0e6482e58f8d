import { describe, expect, it } from 'vitest';
import {
  datesIn,
  labelStyle,
  readAnimal,
  readClinic,
  readFillDate,
  readPrescriber,
  readQuantity,
  readRefills,
} from './label-fields';
import { labelLines } from './ocr-text';

const lines = (text: string) => labelLines(text);

describe('readQuantity', () => {
  it.each([
    ['Qty: 60', 60, null],
    ['QTY 30 TAB', 30, 'tablets'],
    ['Quantity: 28 tablets', 28, 'tablets'],
    ['Quantity dispensed: 14 capsules', 14, 'capsules'],
    ['Qty: 32ml', 32, 'mL'],
    ['Qty: 15 mL', 15, 'mL'],
    ['Disp: 100 mL', 100, 'mL'],
    ['Oty: 6O', 60, null],
    ['Qy:14 Date: 18/06/2024', 14, null],
    ['Quantity; 60 Refills: 5', 60, null],
    ['QTY. 90 RF: 5 09/16/2024', 90, null],
    ['Rx# 4471203 Qty: 60', 60, null],
    ['#60 tabs', 60, 'tablets'],
    ['Qty: 3 pipettes', 3, 'doses'],
  ])('%s → %s %s', (text, amount, unit) => {
    expect(readQuantity(lines(text))).toEqual({ amount, unit });
  });

  it.each([['Rx# 4471203'], ['Refills: 2'], ['Give 1 tablet daily']])(
    '%s has no quantity',
    (text) => expect(readQuantity(lines(text))).toBeNull(),
  );
});

describe('readRefills', () => {
  it.each([
    ['Refills: 2', 2],
    ['Qty: 60 Refills: 2', 2],
    ['REFILLS 0', 0],
    ['No refills', 0],
    ['Refills: none', 0],
    ['Refills: NR', 0],
    ['Refills: o', 0],
    ['Qty: 4 Refills: ©', 0],
    ['2 refills remaining', 2],
    ['Refills remaining: 3', 3],
    ['RF: 1', 1],
    ['RFL: 3', 3],
    ['QTY: 42 RE: 0 06/25/2024', 0],
    ['Repeats: 1', 1],
    ['May refill 2 times', 2],
    ['Refills: two', 2],
  ])('%s → %s', (text, refills) => {
    expect(readRefills(lines(text))).toBe(refills);
  });

  it('is null when the label says nothing of refills', () => {
    expect(readRefills(lines('Qty: 60\nDate: 03/12/2024'))).toBeNull();
  });
});

describe('dates', () => {
  it.each([
    ['Date: 03/12/2024', 'us', '2024-03-12'],
    ['Date: 03/12/2024', 'uk', '2024-12-03'],
    ['Date: 12/03/24', 'uk', '2024-03-12'],
    ['Filled: 3/7/2024', 'us', '2024-03-07'],
    ['Date: 21/05/2024', 'us', '2024-05-21'],
    ['Date: 05/21/2024', 'uk', '2024-05-21'],
    ['Dispensed 2024-03-12', null, '2024-03-12'],
    ['Date: 12 Mar 2024', 'uk', '2024-03-12'],
    ['Date: 12th March 2024', 'uk', '2024-03-12'],
    ['Filled Mar 12, 2024', 'us', '2024-03-12'],
    ['Date: 12.03.2024', 'uk', '2024-03-12'],
    ['Date: O3/12/2O24', 'us', '2024-03-12'],
  ] as const)('%s (%s) → %s', (text, style, iso) => {
    expect(readFillDate(lines(text), style)).toBe(iso);
  });

  it('skips expiry and discard dates for the fill date', () => {
    const label = lines('Discard after: 04/30/2025\nExp 01/2026\nDate filled: 03/12/2024');
    expect(readFillDate(label, 'us')).toBe('2024-03-12');
  });

  it('keeps the fill date of a line that also has the expiry', () => {
    expect(readFillDate(lines('Filled 03/12/24  Discard after 03/12/25'), 'us')).toBe('2024-03-12');
  });

  it.each([['31/02/2024'], ['13/13/2024'], ['03/12/1999']])('%s is no date', (text) => {
    expect(datesIn(text, 'uk')).toEqual([]);
  });
});

describe('labelStyle', () => {
  it.each([
    ['Riverside Vets, 12 High Street, Leeds LS1 4AB\nPrescribed by: J Brown MRCVS', 'uk'],
    ['For animal treatment only. POM-V', 'uk'],
    ['Rx# 4471203\nDr. Sarah Patel, DVM\nRefills: 2', 'us'],
    ['Oakwood Veterinary Clinic, Madison, WI 53703 (608) 555-0142', 'us'],
    ['Carprofen 75 mg', null],
  ] as const)('%s → %s', (text, style) => {
    expect(labelStyle(text)).toBe(style);
  });
});

describe('readPrescriber', () => {
  it.each([
    ['Dr. Sarah Patel, DVM', 'Dr. Sarah Patel'],
    ['Dr Sarah Patel DVM', 'Dr. Sarah Patel'],
    ['DR. R. GOMEZ', 'Dr. R. Gomez'],
    ['DR A KHAN', 'Dr. A. Khan'],
    ['Prescriber: Dr. Emily Chen, DVM', 'Dr. Emily Chen'],
    ['Prescriber: pr. Sarah patel, DVM', 'Dr. Sarah Patel'],
    ['Prescriber: Dr. paul Novak, DVM', 'Dr. Paul Novak'],
    ['Prescribed by: J. Brown MRCVS', 'J. Brown'],
    ['Prescribed by: J, Brown MRCVS', 'J. Brown'],
    ['Prescribed by: R. Singh MRCVs', 'R. Singh'],
    ['Prescribed by: R. Singh MRCys', 'R. Singh'],
    ['Vet: S Khan BVSc MRCVS', 'S. Khan'],
    ['Dr. James Lee, DVM Filled: 02/14/2024', 'Dr. James Lee'],
    ['Dr. James Lee Filled: 02/14/2024', 'Dr. James Lee'],
    ['Anna Novak DVM', 'Anna Novak'],
  ])('%s → %s', (text, name) => {
    expect(readPrescriber(lines(text))).toBe(name);
  });

  it('is null without a prescriber', () => {
    expect(readPrescriber(lines('Qty: 60\nGive 1 tablet daily'))).toBeNull();
  });
});

describe('readClinic', () => {
  it.each([
    ['Oakwood Veterinary Clinic\n1200 Elm Street', 'Oakwood Veterinary Clinic'],
    ['Riverside Vets, 12 High Street, Leeds LS1 4AB', 'Riverside Vets'],
    ['CEDAR ANIMAL HOSPITAL 512-555-0175', 'Cedar Animal Hospital'],
    ['0akwood Veterlnary CIinic', 'Oakwood Veterinary Clinic'],
    ['Northside Vet Centre - Tel 0161 496 0000', 'Northside Vet Centre'],
    ['MAIN STREET PHARMACY\nOakwood Veterinary Clinic', 'Oakwood Veterinary Clinic'],
    ['MAIN STREET PHARMACY\n410 Main St', 'Main Street Pharmacy'],
  ])('%s → %s', (text, clinic) => {
    expect(readClinic(lines(text))).toBe(clinic);
  });

  it('does not take a warning for the clinic', () => {
    expect(
      readClinic(lines('For veterinary use only.\nKeep out of reach of children.')),
    ).toBeNull();
  });
});

describe('readAnimal', () => {
  it.each([
    ['Pet: Max (Canine)    Owner: John Smith', 'Max', 'dog'],
    ['PET: BELLA SMITH  (FELINE)\nOwner: Ann Smith', 'Bella', 'cat'],
    ['Patient: Duke Species: Canine', 'Duke', 'dog'],
    ['Name of animal: Poppy    Species: Feline', 'Poppy', 'cat'],
    ['Name of anima: Alfie Species: Canine', 'Alfie', 'dog'],
    ['Name of anima]: Misty Species: Feline', 'Misty', 'cat'],
    ['pet: Sadie (Canine) Owner: Jane Moore', 'Sadie', 'dog'],
    ['Animal: Thumper (Rabbit)', 'Thumper', 'rabbit'],
    ['Patient: Storm  Species: Equine', 'Storm', 'horse'],
    ['Pet name: Kiwi\nSpecies: Dog', 'Kiwi', 'dog'],
    ['For: Max - K9', 'Max', 'dog'],
    ['Patient: Luna', 'Luna', null],
  ])('%s → %s (%s)', (text, name, species) => {
    expect(readAnimal(lines(text))).toEqual({ name, species });
  });

  it('reads no animal from warnings', () => {
    expect(readAnimal(lines('For animal treatment only.\nFor use in dogs only'))).toEqual({
      name: null,
      species: null,
    });
  });
});

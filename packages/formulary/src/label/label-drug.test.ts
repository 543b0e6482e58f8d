import { describe, expect, it } from 'vitest';
import { formOf, readDrug, strengthOf } from './label-drug';
import { labelLines } from './ocr-text';

const drugOf = (text: string) => readDrug(labelLines(text), new Set());

describe('readDrug', () => {
  it.each([
    ['CARPROFEN 75MG CHEWABLE TABLETS', 'Carprofen', null, '75 mg', 'chewable tablet'],
    [
      'Rimadyl (carprofen) 75 mg chewable tablets',
      'Carprofen',
      'Rimadyl',
      '75 mg',
      'chewable tablet',
    ],
    ['Gabapentin 100 mg capsules', 'Gabapentin', null, '100 mg', 'capsule'],
    ['Metacam 1.5 mg/mL oral suspension', 'Meloxicam', 'Metacam', '1.5 mg/mL', 'oral suspension'],
    [
      'Metacam 1.5mg/m] Oral Suspension for Dogs',
      'Meloxicam',
      'Metacam',
      '1.5 mg/mL',
      'oral suspension',
    ],
    ['Propalin Syrup 40mg/m|', 'Phenylpropanolamine', 'Propalin', '40 mg/mL', 'oral solution'],
    [
      'Amoxicillin 250mg/5ml oral suspension',
      'Amoxicillin',
      null,
      '250 mg/5 mL',
      'oral suspension',
    ],
    ['METHIMAZOLE 5 MG TABS', 'Methimazole', null, '5 mg', 'tablet'],
    ['CARPR0FEN 75MG', 'Carprofen', null, '75 mg', null],
    ['Gabapent1n 100 mg caps', 'Gabapentin', null, '100 mg', 'capsule'],
    ['Levothyroxine 0.3 mg tablets', 'Levothyroxine', null, '0.3 mg', 'tablet'],
    ['Levothyroxine 300 mcg tablets', 'Levothyroxine', null, '300 mcg', 'tablet'],
    ['Phenobarbital 16.2 mg tablets', 'Phenobarbital', null, '16.2 mg', 'tablet'],
    ['Sucralfate 1 g tablets', 'Sucralfate', null, '1 g', 'tablet'],
    ['Ofloxacin 0.3% ophthalmic solution', 'Ofloxacin', null, '0.3%', 'eye drops'],
    ['Vetsulin 40 U/mL', 'Insulin', 'Vetsulin', '40 units/mL', null],
    [
      'Thyronorm 5mg/ml Oral Solution for Cats',
      'Methimazole',
      'Thyronorm',
      '5 mg/mL',
      'oral solution',
    ],
    ['Vetmedin 2.5mg Chewable Tablets', 'Pimobendan', 'Vetmedin', '2.5 mg', 'chewable tablet'],
    ['Cerenia 16 mg tablets', 'Maropitant', 'Cerenia', '16 mg', 'tablet'],
    ['Vetoryl 30mg Hard Capsules', 'Trilostane', 'Vetoryl', '30 mg', 'capsule'],
  ])('%s → %s (%s) %s %s', (text, name, brand, strength, form) => {
    const drug = drugOf(text);
    expect(drug).toMatchObject({ name, brand, form });
    expect(drug?.strength?.text ?? null).toBe(strength);
  });

  it('names a combination by the brand printed, with both ingredients', () => {
    const drug = drugOf('Clavamox 250 mg tablets');
    expect(drug).toMatchObject({ name: 'Clavamox', ingredients: ['amoxicillin', 'clavulanate'] });
  });

  it('reads the strength and form from the line below a name broken over two lines', () => {
    const drug = drugOf('Metacam\n1.5 mg/mL oral suspension');
    expect([drug?.name, drug?.strength?.text, drug?.form]).toEqual([
      'Meloxicam',
      '1.5 mg/mL',
      'oral suspension',
    ]);
  });

  it("finds the medicine among the label's other lines", () => {
    const drug = drugOf(
      'Oakwood Veterinary Clinic\nPet: Max (Canine)\nCARPROFEN 75MG CHEWABLE TABLETS\nQty: 60 Refills: 2\nDr. Sarah Patel',
    );
    expect(drug?.ingredients).toEqual(['carprofen']);
  });

  it('skips the lines given to the directions', () => {
    const text = 'Give 1 tablet by mouth\nGabapentin 100 mg';
    expect(readDrug(labelLines(text), new Set([1]))).toBeNull();
  });

  it.each([['Max'], ['Oakwood Veterinary Clinic'], ['Keep out of reach of children'], ['Qty: 60']])(
    '%s names no medicine',
    (text) => expect(drugOf(text)).toBeNull(),
  );
});

describe('strengthOf and formOf', () => {
  it.each([
    ['75 mg', '75 mg'],
    ['1,5 mg/ml', '1.5 mg/mL'],
    ['250mg/5ml', '250 mg/5 mL'],
    ['1%', '1%'],
    ['100 units/mL', '100 units/mL'],
    ['no strength', null],
  ])('strength of %s → %s', (text, strength) => {
    expect(strengthOf(text)?.text ?? null).toBe(strength);
  });

  it.each([
    ['eye ointment', 'eye ointment'],
    ['otic solution', 'ear drops'],
    ['ear drops', 'ear drops'],
    ['spot-on pipettes', 'spot-on'],
    ['injectable solution', 'injection'],
    ['cream', 'cream'],
    ['oral paste', 'paste'],
  ])('form of %s → %s', (text, form) => {
    expect(formOf(text)).toBe(form);
  });
});

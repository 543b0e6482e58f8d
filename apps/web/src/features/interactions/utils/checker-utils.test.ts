import { describe, expect, it } from 'vitest';
import { makeCheckerMedication } from '../test/checker-fixtures';
import { medicationsToCheck, paragraphs, validateCheck } from './checker-request';
import { referenceUrl, SCHOLAR_SEARCH } from './reference-links';

describe('validateCheck (spec §5)', () => {
  const current = [makeCheckerMedication()];
  it.each([
    ['no pet', '', 'Carprofen', current, 'Please select a pet'],
    ['a blank name', 'pet-1', '   ', current, 'Please enter the medication you want to check'],
    [
      'no current medications',
      'pet-1',
      'Carprofen',
      [],
      'This pet has no current medications to check against. Add some medications to their profile first.',
    ],
    ['everything present', 'pet-1', 'Carprofen', current, null],
  ])('%s', (_case, petId, name, meds, expected) => {
    expect(validateCheck(petId, name, meds)).toBe(expected);
  });
});

describe('medicationsToCheck', () => {
  it('sends the current medications then the new one, trimmed', () => {
    expect(
      medicationsToCheck([makeCheckerMedication()], {
        name: ' Carprofen ',
        dosage: ' 75 mg',
        frequency: 'Twice daily',
      }),
    ).toEqual([
      { name: 'Prednisone', dosage: '10 mg', frequency: 'Once daily' },
      { name: 'Carprofen', dosage: '75 mg', frequency: 'Twice daily' },
    ]);
  });
});

describe('paragraphs', () => {
  it('splits on blank lines, else on line breaks, and drops empties', () => {
    expect(paragraphs('a\n\n b \n\n\n')).toEqual(['a', 'b']);
    expect(paragraphs('one\ntwo')).toEqual(['one', 'two']);
  });
});

describe('referenceUrl', () => {
  it.each([
    ["Plumb's Veterinary Drug Handbook", 'https://plumbs.com/'],
    ['Merck Veterinary Manual — NSAIDs', 'https://www.merckvetmanual.com/'],
    ['ASPCA Animal Poison Control Center', 'https://www.aspca.org/pet-care/animal-poison-control'],
  ])('%s → its site', (name, url) => {
    expect(referenceUrl(name)).toBe(url);
  });
  it('falls back to a scholar search', () => {
    expect(referenceUrl(' Smith 2020 & co ')).toBe(`${SCHOLAR_SEARCH}Smith%202020%20%26%20co`);
  });
});

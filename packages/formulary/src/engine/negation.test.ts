import { describe, expect, it } from 'vitest';
import { parseAllergies } from './allergy-match';
import { matchConditions } from './condition-match';
import { breedFrequency } from './mdr1-profile';
import { affirmedText } from './negation';
import { resolveName } from './resolve-name';

const conditionIds = (text: string): string[] =>
  matchConditions([text]).map((m) => `${m.id}${m.severe ? '!' : ''}`);

describe('conditions that mean what they say', () => {
  it.each([
    ['no kidney issues', []],
    ['not diabetic', []],
    ['non-diabetic', []],
    ['none', []],
    ['Kidney disease: none', []],
    ['kidney disease - resolved', []],
    ['Pancreatitis (resolved)', []],
    ['hyperthyroid - treated with I-131, cured', []],
    ['heartworm negative', []],
    ['ruled out cushings', []],
    ['no history of seizures', []],
    ['Arthritis; no kidney or liver disease', []],
    ['history of pancreatitis', ['pancreatitis']],
    ['diabetes (in remission)', ['diabetes']],
    ['Diabetic - not well controlled', ['diabetes']],
    ["suspected Cushing's (not confirmed)", ['cushings']],
    ['CKD stage 2, no heart disease', ['kidney']],
  ])('%s → %j', (text, ids) => {
    expect(conditionIds(text)).toEqual(ids);
  });

  it.each([
    ['IRIS 3', ['kidney!']],
    ['CKD3', ['kidney!']],
    ['stage 3 kidney disease', ['kidney!']],
    ['Stage 2 CKD', ['kidney']],
    ['MMVD B2', ['heart-disease']],
    ['MMVD stage C', ['heart-failure', 'heart-disease']],
    ['IDDM', ['diabetes']],
    ['HyperT4', ['hyperthyroidism']],
  ])('staging and shorthand: %s → %j', (text, ids) => {
    expect(conditionIds(text)).toEqual(ids);
  });

  it('keeps the owner’s words apart from the clauses it dropped', () => {
    expect(affirmedText('CKD stage 2, no heart disease')).toBe('ckd stage 2');
  });
});

describe('allergies that mean what they say', () => {
  it.each([
    ['not allergic to penicillin', 0],
    ['no penicillin allergy', 0],
    ['NKA', 0],
    ['sulfa - ruled out', 0],
    ['amoxicillin - tolerated fine', 0],
    ['penicillin', 1],
    ['Penicillin (hives)', 1],
  ])('%s → %i allergies', (text, count) => {
    expect(parseAllergies([text])).toHaveLength(count);
  });
});

describe('merged and mixed breed names', () => {
  it.each([
    ['Aussiedoodle', 50],
    ['Aussiepoo', 50],
    ['Mini Aussie', 50],
    ['Sheltipoo', 15],
    ['Bordoodle', 2],
    ['BC mix', 2],
    ['Border Collie mix', 2],
    ['Sheepadoodle', 5],
    ['Labradoodle', null],
  ])('%s → %s', (breed, frequency) => {
    expect(breedFrequency(breed)).toBe(frequency);
  });
});

describe('purpose words are notes, never drugs', () => {
  it.each([
    ['Ivermectin (for demodex)', ['ivermectin']],
    ['Ivermectin for demodex', ['ivermectin']],
    ['Apoquel (for itching)', ['oclacitinib']],
    ['Carprofen (hips)', ['carprofen']],
    ['Trazodone for storms', ['trazodone']],
  ])('%s', (name, ids) => {
    const r = resolveName(name);
    expect(r.drugs.map((d) => d.id)).toEqual(ids);
    expect(r.unknownParts).toEqual([]);
    expect(r.corrected).toBe(false);
  });

  it('still reports a name made only of a purpose as not recognised', () => {
    const r = resolveName('Demodex treatment');
    expect(r.drugs).toEqual([]);
    expect(r.unknownParts).toEqual(['Demodex treatment']);
  });
});

import { describe, expect, it } from 'vitest';
import { reportData } from '../features/reports/report-fixtures';
import { toPetForCheck } from './pet-for-check';

// The one conversion from a stored pet to what the safety engine reads (Quick Check, AI, report).

const NOW = new Date('2026-03-15T12:00:00Z');
const pet = () => reportData().pet;

describe('toPetForCheck', () => {
  it.each([
    [42.5, 'lbs', 19.278],
    [42.5, null, 19.278], // no unit reads as lbs, as the profile shows it
    [19.3, 'kg', 19.3],
    [null, 'kg', null],
  ])('converts %s %s to %s kg', (weight, weightUnit, kg) => {
    const converted = toPetForCheck({ ...pet(), weight, weightUnit }, NOW).weightKg;
    if (kg === null) expect(converted).toBeNull();
    else expect(converted).toBeCloseTo(kg, 2);
  });

  it.each([
    [18, 'months', null, 1.5],
    [7, 'years', null, 7],
    [26, 'weeks', null, 0.4983],
    [null, null, '2024-03-15', 2],
    [null, null, null, null],
  ])('reads age %s %s (born %s) as %s years', (age, ageUnit, birthDate, years) => {
    const converted = toPetForCheck({ ...pet(), age, ageUnit, birthDate }, NOW).ageYears;
    if (years === null) expect(converted).toBeNull();
    else expect(converted).toBeCloseTo(years, 2);
  });

  it('passes species, breed, allergies, conditions and MDR1, defaulting unknown values', () => {
    expect(toPetForCheck(pet(), NOW)).toMatchObject({
      species: 'dog',
      breed: 'Border Collie',
      allergies: ['penicillin', 'chicken'],
      conditions: ['chronic kidney disease'],
      mdr1: 'mutant/normal',
    });
    const odd = toPetForCheck({ ...pet(), species: 'dragon', mdr1Status: '?' }, NOW);
    expect(odd).toMatchObject({ species: 'other', mdr1: 'untested' });
  });

  it("judges an 'other' pet by the animal its breed names, and keeps a named species", () => {
    const snake = toPetForCheck({ ...pet(), species: 'other', breed: 'Ball python' }, NOW);
    expect(snake.species).toBe('snake');
    const unknown = toPetForCheck({ ...pet(), species: 'other', breed: 'hedgehog' }, NOW);
    expect(unknown.species).toBe('other');
    const dog = toPetForCheck({ ...pet(), species: 'dog', breed: 'Rat Terrier' }, NOW);
    expect(dog.species).toBe('dog');
  });
});

import { describe, expect, it } from 'vitest';
import { petCreateBodySchema, petUpdateBodySchema, splitCommaList } from './pets';

describe('splitCommaList', () => {
  it('splits, trims and drops blanks', () => {
    expect(splitCommaList(' chicken, , beef ,')).toEqual(['chicken', 'beef']);
    expect(splitCommaList('')).toEqual([]);
  });
});

describe('petCreateBodySchema', () => {
  it('fills the §9 defaults', () => {
    expect(petCreateBodySchema.parse({ name: 'Rex', weight: 1.5, age: 2 })).toMatchObject({
      species: 'dog',
      breed: '',
      weightUnit: 'kg',
      ageUnit: 'years',
      sex: 'male',
      neutered: false,
    });
  });

  it('requires name, weight and age, with age an integer', () => {
    const result = petCreateBodySchema.safeParse({ name: '', age: 1.5 });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['name', 'weight', 'age']));
  });
});

describe('petUpdateBodySchema', () => {
  it('cleans allergy and condition lists and strips vaccinations', () => {
    const parsed = petUpdateBodySchema.parse({
      medicalHistory: { allergies: [' a ', ''], chronicConditions: 'x, y', vaccinations: [1] },
    });
    expect(parsed.medicalHistory).toEqual({ allergies: ['a'], chronicConditions: ['x', 'y'] });
  });
});

describe('petCreateBodySchema messages', () => {
  it.each([
    [{ weight: undefined }, 'weight', 'Weight is required'],
    [{ weight: '12' }, 'weight', 'Weight must be a number'],
    [{ age: undefined }, 'age', 'Age is required'],
    [{ age: 'four' }, 'age', 'Age must be a whole number'],
  ])('%o → %s: %s', (override, path, message) => {
    const result = petCreateBodySchema.safeParse({ name: 'Rex', weight: 1, age: 1, ...override });
    const issue = result.error!.issues.find((i) => i.path.join('.') === path);
    expect(issue?.message).toBe(message);
  });
});

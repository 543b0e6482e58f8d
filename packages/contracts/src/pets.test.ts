import { describe, expect, it } from 'vitest';
import { petCreateBodySchema, petUpdateBodySchema, splitCommaList } from './pets';
import { WEIGHT_MESSAGES } from './weights';

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

describe('the weight limit agrees with the weight history (1,500 kg)', () => {
  const tooLarge = WEIGHT_MESSAGES.weightTooLarge;
  const weightIssues = (result: {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  }) => (result.error?.issues ?? []).filter((i) => i.path[0] === 'weight').map((i) => i.message);

  it.each([
    [{ weight: 1500, weightUnit: 'kg' }, []],
    [{ weight: 1500.5, weightUnit: 'kg' }, [tooLarge]],
    [{ weight: 3000, weightUnit: 'lbs' }, []],
    [{ weight: 3400, weightUnit: 'lbs' }, [tooLarge]],
    [{ weight: 10000, weightUnit: 'lbs' }, [tooLarge]],
  ] as const)('create %o', (weight, expected) => {
    expect(weightIssues(petCreateBodySchema.safeParse({ name: 'Ned', age: 9, ...weight }))).toEqual(
      expected,
    );
  });

  it('an edit without a unit keeps to the lbs bound; with one, to its own', () => {
    expect(weightIssues(petUpdateBodySchema.safeParse({ weight: 3000 }))).toEqual([]);
    expect(weightIssues(petUpdateBodySchema.safeParse({ weight: 5000 }))).toEqual([tooLarge]);
    expect(weightIssues(petUpdateBodySchema.safeParse({ weight: 3000, weightUnit: 'kg' }))).toEqual(
      [tooLarge],
    );
  });
});

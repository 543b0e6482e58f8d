import { describe, expect, it } from 'vitest';
import { medicationRequestBodySchema } from './medication-requests';
import { petCreateBodySchema, petUpdateBodySchema } from './pets';
import {
  SPECIES,
  SPECIES_LABELS,
  SPECIES_NOUNS,
  speciesFromText,
  speciesInputSchema,
} from './species';

describe('species values', () => {
  it('keep the spec §3 species and "other", and add the exotic pets of issue 10', () => {
    expect(SPECIES).toEqual(
      expect.arrayContaining([
        'dog',
        'cat',
        'bird',
        'rabbit',
        'other',
        'guinea-pig',
        'ferret',
        'small-rodent',
        'tortoise',
        'lizard',
        'snake',
        'horse',
      ]),
    );
    expect(SPECIES.at(-1)).toBe('other');
  });

  it('have a label and a noun for every value', () => {
    for (const s of SPECIES) {
      expect(SPECIES_LABELS[s].length, s).toBeGreaterThan(0);
      expect(SPECIES_NOUNS[s].length, s).toBeGreaterThan(0);
    }
  });
});

describe('speciesFromText', () => {
  it.each([
    ['Guinea Pig', 'guinea-pig'],
    ['guinea-pig', 'guinea-pig'],
    ['Abyssinian cavy', 'guinea-pig'],
    ['Ferret', 'ferret'],
    ['Syrian hamster', 'small-rodent'],
    ['fancy rats', 'small-rodent'],
    ['Mongolian gerbil', 'small-rodent'],
    ['chinchilla', 'small-rodent'],
    ['Russian tortoise', 'tortoise'],
    ['red-eared slider', 'tortoise'],
    ['Bearded Dragon', 'lizard'],
    ['leopard gecko', 'lizard'],
    ['Ball python', 'snake'],
    ['corn snake', 'snake'],
    ['Welsh pony', 'horse'],
    ['Quarter Horse', 'horse'],
    ['Holland Lop', 'rabbit'],
    ['cockatiel', 'bird'],
    ['Rat Terrier', 'dog'],
    ['Tortoise or turtle', 'tortoise'],
  ])('reads %o as %s', (text, species) => {
    expect(speciesFromText(text)).toBe(species);
  });

  it.each(['', 'dragon', 'pig', 'mixed', 'pirate', 'unknown', 'hedgehog', 'sugar glider'])(
    'names no species in %o',
    (text) => {
      expect(speciesFromText(text)).toBeNull();
    },
  );
});

describe('speciesInputSchema', () => {
  it('accepts stored values, labels and common names', () => {
    expect(speciesInputSchema.parse('guinea-pig')).toBe('guinea-pig');
    expect(speciesInputSchema.parse('Guinea Pig')).toBe('guinea-pig');
    expect(speciesInputSchema.parse('Hamster')).toBe('small-rodent');
    expect(speciesInputSchema.parse('Horse')).toBe('horse');
  });

  it('rejects an unknown species with the list of values', () => {
    const result = speciesInputSchema.safeParse('dragon');
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toContain('guinea-pig');
  });

  it('is used by the pet bodies and the medication request', () => {
    expect(
      petCreateBodySchema.parse({ name: 'Pip', weight: 1, age: 1, species: 'Guinea Pig' }).species,
    ).toBe('guinea-pig');
    expect(petUpdateBodySchema.parse({ species: 'bearded dragon' }).species).toBe('lizard');
    expect(
      medicationRequestBodySchema.parse({ medicationName: 'Baytril', species: 'Ferret' }).species,
    ).toBe('ferret');
    expect(medicationRequestBodySchema.parse({ medicationName: 'x', species: 'all' }).species).toBe(
      'all',
    );
    expect(
      medicationRequestBodySchema.safeParse({ medicationName: 'x', species: 'yeti' }).success,
    ).toBe(false);
  });
});

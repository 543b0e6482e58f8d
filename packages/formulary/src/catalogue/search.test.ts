import { describe, expect, it } from 'vitest';
import { AUTOCOMPLETE } from '@pawrx/contracts/constants';
import { ALL_SPECIES_CATALOGUE } from './all-species-catalogue';
import type { CatalogueEntry } from './catalogue-entry';
import { flagForSpecies, mergeGroups, searchCatalogue } from './search';

const names = (entries: readonly CatalogueEntry[]) => entries.map((entry) => entry.name);
const textMatches = (entry: CatalogueEntry, q: string) =>
  entry.name.toLowerCase().includes(q) || entry.brandName.toLowerCase().includes(q);
const isPrefix = (entry: CatalogueEntry, q: string) =>
  entry.name.toLowerCase().startsWith(q) ||
  entry.brandName
    .toLowerCase()
    .split(/,\s*/)
    .some((brand) => brand.startsWith(q));
const entry = (name: string, flagged = false): CatalogueEntry => ({
  name,
  brandName: '',
  category: 'supplement',
  commonDoses: flagged ? [] : ['1 mg once daily'],
  ...(flagged ? { flag: { level: 'TOXIC', species: ['dog'], note: 'Why.' } } : {}),
});

describe('searchCatalogue: minimum characters (spec §9)', () => {
  it.each(['', ' ', 'a', ' a ', 'c   ', '\t'])('returns nothing for %o', (query) => {
    expect(searchCatalogue(query, 'dog')).toEqual([]);
  });

  it.each(['am', ' am ', 'AM'])('searches from two typed characters (%o)', (query) => {
    expect(AUTOCOMPLETE.minChars).toBe(2);
    expect(searchCatalogue(query, 'dog').length).toBeGreaterThan(0);
  });
});

describe('searchCatalogue: limit', () => {
  it.each([
    ['in', 'dog'],
    ['in', undefined],
    ['an', 'cat'],
    ['ol', 'rabbit'],
  ])('returns at most 15 suggestions for %o (%s)', (query, species) => {
    expect(searchCatalogue(query, species)).toHaveLength(AUTOCOMPLETE.maxSuggestions);
  });

  it.each([
    [5, 5],
    [1, 1],
    [0, 0],
    [-3, 0],
  ])('honours an explicit limit of %i', (limit, expected) => {
    expect(searchCatalogue('in', 'dog', limit)).toHaveLength(expected);
  });
});

describe('searchCatalogue: matching', () => {
  it.each([
    ['rima', 'dog', 'Carprofen'],
    ['RIMADYL', 'dog', 'Carprofen'],
    ['novox', 'dog', 'Carprofen'],
    ['apoq', 'dog', 'Oclacitinib'],
    ['felim', 'cat', 'Methimazole'],
    ['tylenol', 'cat', 'Acetaminophen'],
    ['CARPRO', 'dog', 'Carprofen'],
    ['cArPrOfEn', 'dog', 'Carprofen'],
    ['  carprofen  ', 'dog', 'Carprofen'],
  ])('%o for a %s suggests %s first', (query, species, expected) => {
    expect(searchCatalogue(query, species)[0]?.name).toBe(expected);
  });

  it.each([
    ['antibio', 'antibiotic', 15],
    ['ANTIBIO', 'antibiotic', 15],
    ['chemo', 'chemotherapy', 15],
    ['sedat', 'sedative', 7],
  ])('matches category %o', (query, category, count) => {
    const results = searchCatalogue(query, 'dog');
    expect(results).toHaveLength(count);
    expect(results.every((result) => result.category === category)).toBe(true);
  });

  it.each([
    ['ear', 'dog', 'heart'],
    ['ear', 'cat', 'heart'],
    ['art', undefined, 'heart'],
    ['otic', 'dog', 'antibiotic'],
  ])('does not match %o inside a category word (%s, %s)', (query, species, category) => {
    const results = searchCatalogue(query, species, 500);
    expect(results.filter((r) => r.category === category && !textMatches(r, query))).toEqual([]);
  });

  it.each([
    ['inflam', 'anti-inflammatory'],
    ['prevention', 'flea prevention'],
    ['flea prev', 'flea prevention'],
  ])('matches %o at the start of a category word', (query, category) => {
    expect(searchCatalogue(query, 'dog', 500).some((r) => r.category === category)).toBe(true);
  });

  it.each([
    ['lily', 'cat', 'Lily (true and day lilies)'],
    ['lilies', 'cat', 'Lily (true and day lilies)'],
    ['easter lily', 'cat', 'Lily (true and day lilies)'],
    ['rodenticide', 'dog', 'Anticoagulant rodenticide (rat bait)'],
    ['rat bait', 'cat', 'Bromethalin rodenticide (rat bait)'],
    ['antifreeze', 'cat', 'Ethylene glycol'],
    ['raisin', 'dog', 'Grapes and raisins'],
    ['battery', 'dog', 'Batteries'],
  ])('finds the warning entry for an owner typing %o (%s)', (query, species, name) => {
    const results = searchCatalogue(query, species);
    expect(names(results)).toContain(name);
    const found = results.find((r) => r.name === name)!;
    expect(flagForSpecies(found, species)).toBeDefined();
  });

  it('matches a multiword query against a multiword name', () => {
    expect(names(searchCatalogue('lactated ringer', 'dog'))).toEqual([
      "Lactated Ringer's solution",
    ]);
  });

  it('returns nothing when nothing matches', () => {
    expect(searchCatalogue('zzqx', undefined)).toEqual([]);
  });
});

describe('searchCatalogue: species filter (spec §9)', () => {
  it.each([
    // dog-only entry (Rimadyl): dog and the non-dog/cat species, never a cat
    ['rimadyl', 'dog', true],
    ['rimadyl', 'cat', false],
    ['rimadyl', 'bird', true],
    ['rimadyl', 'rabbit', true],
    ['rimadyl', 'other', true],
    ['rimadyl', undefined, true],
    ['rimadyl', 'DOG', true],
    // cat-only entry (Felimazole): cat and the non-dog/cat species, never a dog
    ['felimazole', 'cat', true],
    ['felimazole', 'dog', false],
    ['felimazole', 'bird', true],
    ['felimazole', undefined, true],
    // all-group entry: everyone
    ['xylitol', 'dog', true],
    ['xylitol', 'cat', true],
    ['xylitol', 'bird', true],
    ['xylitol', undefined, true],
  ])('%o for species %s: found is %s', (query, species, found) => {
    expect(searchCatalogue(query, species).length > 0).toBe(found);
  });

  it('shows a cat owner typing a dog flea brand the permethrin warning, not the dog product', () => {
    const results = searchCatalogue('advantix', 'cat');
    expect(names(results)).toEqual(['Permethrin']);
    expect(flagForSpecies(results[0]!, 'cat')?.level).toBe('TOXIC');
  });
});

describe('searchCatalogue: de-duplication', () => {
  it.each([
    ['meloxicam', undefined],
    ['ivermectin', 'other'],
    ['gabapentin', 'rabbit'],
    ['prednisolone', undefined],
  ])('lists %o once for species %s although dog and cat groups both have it', (query, species) => {
    const found = names(searchCatalogue(query, species)).filter(
      (name) => name.toLowerCase() === query,
    );
    expect(found).toHaveLength(1);
  });

  it.each(['in', 'ol', 'an', 'ox', 'ph', 'mi'])('never repeats a name for %o', (query) => {
    const found = names(searchCatalogue(query, undefined)).map((name) => name.toLowerCase());
    expect(new Set(found).size).toBe(found.length);
  });

  it.each([
    ['first entry wins', [[entry('Taurine')], [entry('taurine')]], 'Taurine', false],
    [
      'a flagged duplicate replaces an unflagged one',
      [[entry('Zinc')], [entry('ZINC', true)]],
      'ZINC',
      true,
    ],
    [
      'an unflagged duplicate never replaces a flagged one',
      [[entry('Lead', true)], [entry('lead')]],
      'Lead',
      true,
    ],
  ] as const)('mergeGroups: %s', (_case, groups, name, flagged) => {
    const merged = mergeGroups(groups);
    expect(merged).toHaveLength(1);
    expect(merged[0]!.name).toBe(name);
    expect(Boolean(merged[0]!.flag)).toBe(flagged);
  });
});

describe('searchCatalogue: ranking', () => {
  it('orders prefix, then word prefix, then substring, each by shorter name', () => {
    expect(names(searchCatalogue('pred', 'dog'))).toEqual([
      'Prednisone',
      'Prednisolone',
      'Prednisolone acetate ophthalmic', // brand Pred Forte
      'Trimeprazine/Prednisolone',
      'Polymyxin B/Miconazole/Prednisolone',
      'Methylprednisolone',
      'Methylprednisolone acetate',
    ]);
  });

  it.each([
    ['ear', 'dog'],
    ['ear', 'cat'],
    ['eye', undefined],
    ['heart', 'dog'],
    ['pain', 'cat'],
    ['toxic', undefined],
  ])('puts name and brand matches before category-only matches for %o', (query, species) => {
    const results = searchCatalogue(query, species, 100);
    const lastText = results.findLastIndex((result) => textMatches(result, query));
    const firstCategoryOnly = results.findIndex((result) => !textMatches(result, query));
    expect(firstCategoryOnly).toBeGreaterThan(-1);
    expect(lastText).toBeLessThan(firstCategoryOnly);
  });

  it.each(['am', 'ce', 'ph', 'pro', 'tri', 'mel'])(
    'puts every prefix match first for %o',
    (query) => {
      const results = searchCatalogue(query, undefined, 500);
      const lastPrefix = results.findLastIndex((result) => isPrefix(result, query));
      const firstOther = results.findIndex((result) => !isPrefix(result, query));
      expect(lastPrefix).toBeGreaterThan(-1);
      if (firstOther !== -1) expect(lastPrefix).toBeLessThan(firstOther);
    },
  );

  it('orders a tier by name length, then alphabetically', () => {
    const ordered = names(searchCatalogue('antibio', 'cat', 100));
    const sorted = [...ordered].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
    expect(ordered).toEqual(sorted);
  });

  it('is deterministic', () => {
    expect(searchCatalogue('ol', undefined)).toEqual(searchCatalogue('ol', undefined));
  });

  it('returns catalogue entries unchanged (dose chips and flags intact)', () => {
    const [carprofen] = searchCatalogue('carprofen', 'dog');
    expect(carprofen?.commonDoses).toContain('2.2 mg/kg twice daily');
    const [xylitol] = searchCatalogue('xylitol', 'dog');
    expect(xylitol).toBe(ALL_SPECIES_CATALOGUE.find((e) => e.name === 'Xylitol'));
  });
});

describe('flagForSpecies', () => {
  const get = (name: string) => {
    const found = ALL_SPECIES_CATALOGUE.find((e) => e.name === name);
    if (!found) throw new Error(`no ${name}`);
    return found;
  };

  it.each([
    ['Permethrin', 'cat', 'TOXIC'],
    ['Permethrin', 'dog', undefined],
    // A known species sees only the warnings that list it, at the level the engine gives it.
    ['Permethrin', 'rabbit', undefined],
    ['Permethrin', undefined, 'TOXIC'],
    ['Fipronil', 'rabbit', 'TOXIC'],
    ['Fipronil', 'dog', undefined],
    ['Fipronil', 'cat', undefined],
    ['Avocado', 'bird', 'TOXIC'],
    ['Avocado', 'dog', undefined],
    ['Avocado', 'other', 'TOXIC'],
    ['Xylitol', 'dog', 'TOXIC'],
    ['Xylitol', 'Dog', 'TOXIC'],
    ['Lily (true and day lilies)', 'cat', 'TOXIC'],
    ['Lily (true and day lilies)', 'dog', undefined],
    ['Acetaminophen', 'cat', 'DO NOT USE'],
    ['Acetaminophen', 'dog', 'CONSULT VET'],
    ['Acetaminophen', 'horse', undefined],
    ['Aspirin', 'cat', 'TOXIC'],
    ['Aspirin', 'bird', undefined],
    ['Essential oils', 'cat', 'TOXIC'],
    ['Essential oils', 'dog', 'CONSULT VET'],
    ['Avocado', 'guinea-pig', 'TOXIC'],
    ['Activated charcoal', 'dog', undefined],
  ])('%s for a %s: %s', (name, species, level) => {
    expect(flagForSpecies(get(name), species)?.level).toBe(level);
  });
});

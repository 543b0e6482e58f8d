import { describe, expect, it } from 'vitest';
import { SPECIES } from '@pawrx/contracts/enums';
import { ALL_SPECIES_CATALOGUE } from './all-species-catalogue';
import { CAT_CATALOGUE } from './cat-catalogue';
import {
  CATALOGUE_CATEGORIES,
  FLAG_LEVELS,
  type CatalogueCategory,
  type CatalogueEntry,
} from './catalogue-entry';
import { DOG_CATALOGUE } from './dog-catalogue';

const GROUPS: [string, readonly CatalogueEntry[], number][] = [
  ['dog', DOG_CATALOGUE, 200],
  ['cat', CAT_CATALOGUE, 150],
  ['all', ALL_SPECIES_CATALOGUE, 80],
];
const EVERY_ENTRY = GROUPS.flatMap(([group, entries]) =>
  entries.map((entry) => [group, entry.name, entry] as const),
);
const EVERY_DOSE = EVERY_ENTRY.flatMap(([group, , entry]) =>
  entry.commonDoses.map((dose) => [group, entry.name, dose] as const),
);
const FLAGGED = EVERY_ENTRY.filter(([, , entry]) => entry.flag);
const ALWAYS_FLAGGED: readonly CatalogueCategory[] = [
  'human medication',
  'toxic food',
  'toxic plant',
  'household toxin',
  'environmental toxin',
];

const find = (group: readonly CatalogueEntry[], name: string) =>
  group.find((entry) => entry.name.toLowerCase() === name.toLowerCase());

describe('catalogue groups (spec §3)', () => {
  it.each(GROUPS)('the %s group has at least its minimum size', (_group, entries, minimum) => {
    expect(entries.length).toBeGreaterThanOrEqual(minimum);
  });

  it.each(GROUPS)('names are unique within the %s group, ignoring case', (_group, entries) => {
    const names = entries.map((entry) => entry.name.toLowerCase());
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('no all-group name repeats a dog or cat name, so de-duplication never hides a warning', () => {
    const speciesNames = new Set(
      [...DOG_CATALOGUE, ...CAT_CATALOGUE].map((entry) => entry.name.toLowerCase()),
    );
    const clashes = ALL_SPECIES_CATALOGUE.filter((entry) =>
      speciesNames.has(entry.name.toLowerCase()),
    );
    expect(clashes.map((entry) => entry.name)).toEqual([]);
  });
});

describe('catalogue entries', () => {
  it.each(EVERY_ENTRY)(
    '%s: %s has a trimmed name and a listed category',
    (_group, _name, entry) => {
      expect(entry.name.trim()).toBe(entry.name);
      expect(entry.name.length).toBeGreaterThan(1);
      expect(typeof entry.brandName).toBe('string');
      expect(CATALOGUE_CATEGORIES).toContain(entry.category);
    },
  );

  it.each(EVERY_ENTRY.filter(([, , entry]) => !entry.flag))(
    '%s: unflagged %s offers at least one dose',
    (_group, _name, entry) => {
      expect(entry.commonDoses.length).toBeGreaterThan(0);
    },
  );

  it.each(FLAGGED)(
    '%s: flagged %s carries no dose and a one-sentence note',
    (_group, _name, entry) => {
      const flag = entry.flag!;
      expect(entry.commonDoses).toEqual([]);
      expect(FLAG_LEVELS).toContain(flag.level);
      expect(flag.species.length).toBeGreaterThan(0);
      for (const species of flag.species) expect(SPECIES).toContain(species);
      expect(flag.note).toMatch(/^[A-Z].*\.$/);
      expect(flag.note.slice(0, -1)).not.toMatch(/[.!?]\s/);
      expect(flag.note.length).toBeLessThanOrEqual(120);
    },
  );

  it.each(EVERY_ENTRY.filter(([, , entry]) => ALWAYS_FLAGGED.includes(entry.category)))(
    '%s: human drug or toxin %s is flagged',
    (_group, _name, entry) => {
      expect(entry.flag).toBeDefined();
    },
  );

  it.each(EVERY_DOSE)('%s: %s dose %o reads as a dose, not a warning', (_group, _name, dose) => {
    expect(dose).not.toMatch(
      /toxic|do not|don't|never|avoid|warning|contraindicated|fatal|deadly|danger|poison|caution|consult/i,
    );
    expect(dose).toMatch(/\d|once|twice|daily|weekly|apply|bathe|spray|dip/i);
    expect(dose.length).toBeLessThanOrEqual(60);
  });
});

describe('required coverage', () => {
  it.each([
    ['dog', DOG_CATALOGUE, 'Carprofen', 'anti-inflammatory'],
    ['dog', DOG_CATALOGUE, 'Deracoxib', 'anti-inflammatory'],
    ['dog', DOG_CATALOGUE, 'Firocoxib', 'anti-inflammatory'],
    ['dog', DOG_CATALOGUE, 'Grapiprant', 'anti-inflammatory'],
    ['dog', DOG_CATALOGUE, 'Robenacoxib', 'anti-inflammatory'],
    ['cat', CAT_CATALOGUE, 'Meloxicam', 'anti-inflammatory'],
    ['dog', DOG_CATALOGUE, 'Prednisone', 'steroid'],
    ['dog', DOG_CATALOGUE, 'Cephalexin', 'antibiotic'],
    ['dog', DOG_CATALOGUE, 'Enrofloxacin', 'antibiotic'],
    ['dog', DOG_CATALOGUE, 'Doxycycline', 'antibiotic'],
    ['dog', DOG_CATALOGUE, 'Trimethoprim/Sulfamethoxazole', 'antibiotic'],
    ['dog', DOG_CATALOGUE, 'Azithromycin', 'antibiotic'],
    ['dog', DOG_CATALOGUE, 'Clindamycin', 'antibiotic'],
    ['dog', DOG_CATALOGUE, 'Metronidazole', 'antibiotic'],
    ['dog', DOG_CATALOGUE, 'Gentamicin', 'antibiotic'],
    ['cat', CAT_CATALOGUE, 'Itraconazole', 'antifungal'],
    ['dog', DOG_CATALOGUE, 'Afoxolaner', 'flea prevention'],
    ['dog', DOG_CATALOGUE, 'Ivermectin', 'heartworm prevention'],
    ['dog', DOG_CATALOGUE, 'Pimobendan', 'heart'],
    ['dog', DOG_CATALOGUE, 'Phenobarbital', 'seizure'],
    ['dog', DOG_CATALOGUE, 'Fluoxetine', 'behavioral'],
    ['dog', DOG_CATALOGUE, 'Clomipramine', 'behavioral'],
    ['dog', DOG_CATALOGUE, 'Trazodone', 'behavioral'],
    ['dog', DOG_CATALOGUE, 'Selegiline', 'behavioral'],
    ['dog', DOG_CATALOGUE, 'Maropitant', 'gastrointestinal'],
    ['dog', DOG_CATALOGUE, 'Trilostane', 'endocrine'],
    ['cat', CAT_CATALOGUE, 'Methimazole', 'thyroid'],
    ['cat', CAT_CATALOGUE, 'Insulin glargine', 'diabetes'],
    ['dog', DOG_CATALOGUE, 'Cyclosporine ophthalmic', 'eye'],
    ['dog', DOG_CATALOGUE, 'Gentamicin/Betamethasone/Clotrimazole', 'ear'],
    ['dog', DOG_CATALOGUE, 'Propofol', 'anesthetic'],
    ['dog', DOG_CATALOGUE, 'Dexmedetomidine', 'sedative'],
    ['dog', DOG_CATALOGUE, 'Hydromorphone', 'pain'],
    ['dog', DOG_CATALOGUE, 'Vincristine', 'chemotherapy'],
    ['dog', DOG_CATALOGUE, 'Glucosamine/Chondroitin', 'supplement'],
    ['dog', DOG_CATALOGUE, 'Epinephrine', 'emergency'],
  ] as const)('the %s group lists %s as %s', (_group, entries, name, category) => {
    expect(find(entries, name)?.category).toBe(category);
  });

  it.each([
    ['Acetaminophen', 'DO NOT USE', 'cat'],
    ['Ibuprofen', 'DO NOT USE', 'dog'],
    ['Naproxen', 'DO NOT USE', 'dog'],
    ['Aspirin', 'TOXIC', 'cat'],
    ['Pseudoephedrine', 'TOXIC', 'dog'],
    ['Loperamide', 'CONSULT VET', 'cat'],
    ['Xylitol', 'TOXIC', 'dog'],
    ['Grapes and raisins', 'TOXIC', 'dog'],
    ['Lily (true and day lilies)', 'TOXIC', 'cat'],
    ['Chocolate', 'TOXIC', 'dog'],
    ['Onion', 'TOXIC', 'cat'],
    ['Garlic', 'TOXIC', 'dog'],
    ['Avocado', 'TOXIC', 'bird'],
    ['Macadamia nuts', 'TOXIC', 'dog'],
    ['Alcohol', 'TOXIC', 'cat'],
    ['Caffeine', 'TOXIC', 'dog'],
    ['Ethylene glycol', 'TOXIC', 'cat'],
    ['Anticoagulant rodenticide (rat bait)', 'TOXIC', 'dog'],
    ['Bromethalin rodenticide (rat bait)', 'TOXIC', 'dog'],
    ['Permethrin', 'TOXIC', 'cat'],
    ['Fipronil', 'TOXIC', 'rabbit'],
  ] as const)('the all group flags %s as %s for a %s', (name, level, species) => {
    const flag = find(ALL_SPECIES_CATALOGUE, name)?.flag;
    expect(flag?.level).toBe(level);
    expect(flag?.species).toContain(species);
  });

  it.each([
    ['Permethrin', 'dog'],
    ['Fipronil', 'cat'],
    ['Avocado', 'dog'],
    ['Lily (true and day lilies)', 'dog'],
  ] as const)('the %s flag does not claim to apply to a %s', (name, species) => {
    expect(find(ALL_SPECIES_CATALOGUE, name)?.flag?.species).not.toContain(species);
  });
});

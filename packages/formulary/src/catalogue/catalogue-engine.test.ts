import { describe, expect, it } from 'vitest';
import { verdict, type Verdict } from '@pawrx/contracts/interactions';
import { SPECIES, type Species } from '@pawrx/contracts/species';
import { checkMedications } from '../engine/check-medications';
import { ALL_SPECIES_CATALOGUE } from './all-species-catalogue';
import { CAT_CATALOGUE } from './cat-catalogue';
import type { CatalogueEntry, FlagLevel } from './catalogue-entry';
import { DOG_CATALOGUE } from './dog-catalogue';
import { flagForSpecies } from './search';

// One source of truth (issue 10, item 6): the warning autocomplete shows for a species and what
// the Quick Check says about the same entry, given alone with no dose, must agree. TOXIC and
// DO NOT USE mean the engine calls it dangerous; CONSULT VET means it reports a caution (or
// worse). And anything the engine puts on a species' toxic list carries a TOXIC or DO NOT USE
// warning for that species in the groups that species' autocomplete shows.

const WEIGHT_KG: Record<Species, number> = {
  dog: 20,
  cat: 4.5,
  bird: 0.4,
  rabbit: 2,
  'guinea-pig': 1,
  ferret: 1.2,
  'small-rodent': 0.15,
  tortoise: 2,
  lizard: 0.4,
  snake: 1.5,
  horse: 500,
  other: 1,
};

function engineSays(entry: CatalogueEntry, species: Species) {
  const result = checkMedications(
    {
      species,
      breed: '',
      weightKg: WEIGHT_KG[species],
      ageYears: 5,
      allergies: [],
      conditions: [],
      mdr1: 'untested',
    },
    [{ name: entry.name, dosage: '', frequency: '' }],
  );
  return { verdict: verdict(result), toxic: result.toxicMedications.length > 0 };
}

const EXPECTED: Record<FlagLevel, readonly Verdict[]> = {
  'DO NOT USE': ['dangerous'],
  TOXIC: ['dangerous'],
  'CONSULT VET': ['caution', 'dangerous'],
};

const GROUPS: ReadonlyArray<readonly [string, readonly CatalogueEntry[], readonly Species[]]> = [
  ['all', ALL_SPECIES_CATALOGUE, SPECIES],
  ['dog', DOG_CATALOGUE, ['dog']],
  ['cat', CAT_CATALOGUE, ['cat']],
];

describe('catalogue warnings and the safety engine agree', () => {
  it('every warning shown for a species matches the engine’s verdict for it', () => {
    const disagreements: string[] = [];
    let checked = 0;
    for (const [group, entries] of GROUPS) {
      for (const entry of entries) {
        for (const species of SPECIES) {
          const flag = flagForSpecies(entry, species);
          if (!flag) continue;
          checked += 1;
          const said = engineSays(entry, species).verdict;
          if (!EXPECTED[flag.level].includes(said))
            disagreements.push(
              `${group}: ${entry.name} for ${species}: ${flag.level}, engine ${said}`,
            );
        }
      }
    }
    expect(checked).toBeGreaterThan(900);
    expect(disagreements).toEqual([]);
  });

  it('every entry the engine calls toxic for a species is flagged TOXIC or DO NOT USE for it', () => {
    const unflagged: string[] = [];
    for (const [group, entries, speciesShown] of GROUPS) {
      for (const entry of entries) {
        for (const species of speciesShown) {
          if (!engineSays(entry, species).toxic) continue;
          const level = flagForSpecies(entry, species)?.level;
          if (level !== 'TOXIC' && level !== 'DO NOT USE')
            unflagged.push(`${group}: ${entry.name} for ${species}: ${level ?? 'no warning'}`);
        }
      }
    }
    expect(unflagged).toEqual([]);
  });

  it('hides a warning for a species the flag does not list, and shows it for an unknown one', () => {
    const permethrin = ALL_SPECIES_CATALOGUE.find((e) => e.name === 'Permethrin')!;
    expect(flagForSpecies(permethrin, 'cat')?.level).toBe('TOXIC');
    expect(flagForSpecies(permethrin, 'dog')).toBeUndefined();
    expect(flagForSpecies(permethrin, undefined)?.level).toBe('TOXIC');
    const acetaminophen = ALL_SPECIES_CATALOGUE.find((e) => e.name === 'Acetaminophen')!;
    expect(flagForSpecies(acetaminophen, 'cat')?.level).toBe('DO NOT USE');
    expect(flagForSpecies(acetaminophen, 'dog')?.level).toBe('CONSULT VET');
    expect(flagForSpecies(acetaminophen, 'horse')).toBeUndefined();
  });
});

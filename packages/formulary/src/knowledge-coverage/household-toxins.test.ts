import { describe, expect, it } from 'vitest';
import { verdict } from '@pawrx/contracts/interactions';
import { check } from '../engine/test-support';
import { HOUSEHOLD_TOXIN_CELLS, householdCellName } from './household-toxins';

// Household toxins for dogs and cats, checked through the engine: every enforced cell fires at its
// grade for that species under every typed name, every safe cell is judged safe (a non-toxic plant
// raising anything is a false alarm), and the near-misses stay quiet.

describe('dog and cat household toxin ledger', () => {
  it('names each item × species once', () => {
    const names = HOUSEHOLD_TOXIN_CELLS.map(householdCellName);
    expect(new Set(names).size).toBe(names.length);
  });

  for (const cell of HOUSEHOLD_TOXIN_CELLS) {
    const { status } = cell;
    if (status.kind === 'pending') {
      it(`${householdCellName(cell)} is pending with a reason`, () => {
        expect(status.why.length).toBeGreaterThan(20);
      });
      continue;
    }
    const expected = status.kind === 'safe' ? 'safe' : status.grade;
    for (const name of cell.typed) {
      it(`${cell.item}: "${name}" is judged ${expected} for a ${cell.species}`, () => {
        const result = check({ species: cell.species }, [name]);
        expect(result.unrecognized).toEqual([]);
        expect(verdict(result)).toBe(expected);
      });
    }
  }

  // Near-misses: the look-alikes of the toxic plants are their own records (the baby rubber plant
  // is not the jade 'Chinese rubber plant'; the Boston fern is not the asparagus fern), the
  // houseplant rows name only dogs and cats, and bait stations are read for dogs only.
  it.each([
    ['dog', 'peperomia', 'safe'],
    ['cat', 'boston fern', 'safe'],
    ['rabbit', 'jade plant', 'safe'],
    ['horse', 'glow stick', 'safe'],
    ['cat', 'roach bait', 'safe'],
  ] as const)('%s × %s is %s', (species, name, expected) => {
    expect(verdict(check({ species }, [name]))).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { verdict } from '@pawrx/contracts/interactions';
import { check } from '../engine/test-support';
import { HORSE_TOXIN_CELLS } from './horse-toxins';

// Plants and feeds toxic to horses, checked through the engine: every enforced cell fires at its
// grade for a horse under every typed name, every safe cell is judged safe, and the near-misses
// stay quiet.

describe('horse plant and feed toxin ledger', () => {
  for (const cell of HORSE_TOXIN_CELLS) {
    const { status } = cell;
    if (status.kind === 'pending') {
      it(`${cell.item} is pending with a reason`, () => {
        expect(status.why.length).toBeGreaterThan(20);
      });
      continue;
    }
    for (const name of cell.typed) {
      it(`${cell.item}: "${name}" is judged ${status.kind === 'safe' ? 'safe' : status.grade} for a horse`, () => {
        const result = check({ species: 'horse' }, [name]);
        expect(result.unrecognized).toEqual([]);
        expect(verdict(result)).toBe(status.kind === 'safe' ? 'safe' : status.grade);
      });
    }
  }

  // Near-misses: the red maple and sycamore references speak of horses only, maple syrup is not
  // the leaf, the walnuts people eat are not black walnut wood, and eXtension found no black
  // walnut effect in other livestock (the dog gets only a stomach-upset caution for the hulls).
  it.each([
    ['dog', 'red maple'],
    ['cat', 'wilted red maple leaves'],
    ['horse', 'maple syrup'],
    ['dog', 'sycamore seeds'],
    ['horse', 'walnuts'],
    ['dog', 'black walnut'],
    ['cat', 'black walnut'],
    ['bird', 'blister beetles'],
  ] as const)('%s × %s is not dangerous', (species, name) => {
    expect(verdict(check({ species }, [name]))).not.toBe('dangerous');
  });
});

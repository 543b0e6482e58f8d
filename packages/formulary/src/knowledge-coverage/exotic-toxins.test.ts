import { describe, expect, it } from 'vitest';
import { verdict } from '@pawrx/contracts/interactions';
import { check } from '../engine/test-support';
import { EXOTIC_TOXIN_CELLS, cellName } from './exotic-toxins';

// The exotic household-toxin ledger is checked through the engine, not trusted: every enforced
// cell fires at its grade for its group under every typed name, every safe cell is judged safe,
// and the near-misses the sources call out stay quiet.

describe('exotic household-toxin ledger', () => {
  for (const cell of EXOTIC_TOXIN_CELLS) {
    const { status } = cell;
    if (status.kind === 'pending') {
      it(`${cellName(cell)} is pending with a reason`, () => {
        expect(status.why.length).toBeGreaterThan(20);
      });
      continue;
    }
    for (const name of cell.typed) {
      it(`${cellName(cell)}: "${name}" is judged ${status.kind === 'safe' ? 'safe' : status.grade}`, () => {
        const result = check({ species: cell.group }, [name]);
        expect(result.unrecognized).toEqual([]);
        expect(verdict(result)).toBe(status.kind === 'safe' ? 'safe' : status.grade);
      });
    }
  }

  // Near-misses: the bird fumes row is for birds (air sacs), and avocado in a dog mainly upsets
  // the stomach (Merck; CSU); neither may be called dangerous there.
  it.each([
    ['rabbit', 'teflon fumes'],
    ['dog', 'avocado'],
    ['cat', 'guacamole'],
  ] as const)('%s × %s is not dangerous', (species, name) => {
    expect(verdict(check({ species }, [name]))).not.toBe('dangerous');
  });

  // The other way round: a food safe for rabbits and parrots keeps its danger for the dog.
  it('grapes stay dangerous for a dog though safe for a rabbit or parrot', () => {
    expect(verdict(check({ species: 'dog' }, ['grapes']))).toBe('dangerous');
  });
});

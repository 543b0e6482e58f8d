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

  // Decision 057 near-misses: the reptile and bird readings eased, their neighbours kept.
  it('avocado stays dangerous for a bird, rabbit and tortoise while a caution for a lizard or snake', () => {
    for (const species of ['bird', 'rabbit', 'tortoise', 'guinea-pig', 'small-rodent'] as const) {
      expect(verdict(check({ species }, ['avocado']))).toBe('dangerous');
    }
    for (const species of ['lizard', 'snake'] as const) {
      expect(verdict(check({ species }, ['avocado']))).toBe('caution');
    }
  });
  it('nutmeg stays dangerous for a bird though fruit pits are now a caution', () => {
    expect(verdict(check({ species: 'bird' }, ['nutmeg']))).toBe('dangerous');
    expect(verdict(check({ species: 'bird' }, ['apple seeds']))).toBe('caution');
    expect(verdict(check({ species: 'dog' }, ['peach pits']))).toBe('caution');
  });

  // Safe foods are records, so a staple is judged safe and never read as the drug it resembles:
  // 'romaine' is one letter from Rogaine (minoxidil), which stays dangerous when typed.
  it('romaine lettuce is a food, not minoxidil; Rogaine is still minoxidil', () => {
    for (const name of ['romaine', 'romaine lettuce']) {
      const result = check({ species: 'rabbit' }, [name]);
      expect(result.unrecognized).toEqual([]);
      expect(verdict(result)).toBe('safe');
    }
    expect(verdict(check({ species: 'dog' }, ['Rogaine']))).toBe('dangerous');
  });
  it('the apple flesh is safe for a rabbit while its seeds keep their caution', () => {
    expect(verdict(check({ species: 'rabbit' }, ['apple']))).toBe('safe');
    expect(verdict(check({ species: 'rabbit' }, ['apple seeds']))).toBe('caution');
  });
  it('hay fever is not hay', () => {
    expect(check({ species: 'rabbit' }, ['hay fever']).unrecognized).toEqual(['hay fever']);
  });

  it('grapes are a bearded dragon treat but raisins keep their caution, and grapes stay dangerous for a dog', () => {
    expect(verdict(check({ species: 'lizard' }, ['grapes']))).toBe('safe');
    expect(verdict(check({ species: 'lizard' }, ['raisins']))).toBe('caution');
    expect(verdict(check({ species: 'ferret' }, ['grapes']))).toBe('caution');
    expect(verdict(check({ species: 'dog' }, ['grapes']))).toBe('dangerous');
  });

  it('potato and tomato greenery are a caution for a hamster, while ripe tomato and a carrot are not', () => {
    expect(verdict(check({ species: 'small-rodent' }, ['raw potato']))).toBe('caution');
    expect(verdict(check({ species: 'small-rodent' }, ['carrot']))).toBe('safe');
    expect(verdict(check({ species: 'ferret' }, ['tomato leaves']))).not.toBe('dangerous');
  });
});

import { describe, expect, it } from 'vitest';
import { resolveName } from './resolve-name';
import { check } from './test-support';

// Decision 058: a name typed in the other number, or with another word for a fruit's seed (pit,
// stone, kernel, pip), reaches the same record; a safe food at the start of a longer name is not
// taken for the food.

const ids = (name: string): string[] => resolveName(name).drugs.map((d) => d.id);

describe('resolveName: singular, plural and seed words', () => {
  it.each([
    ['cherry pits', 'fruit pits'],
    ['cherry pit', 'fruit pits'],
    ['peach pit', 'fruit pits'],
    ['cherry stone', 'fruit pits'],
    ['plum stones', 'fruit pits'],
    ['apricot kernel', 'fruit pits'],
    ['apricot kernels', 'fruit pits'],
    ['apple seed', 'fruit pits'],
    ['apple pips', 'fruit pits'],
    ['sago palm seed', 'sago palm'],
    ['lilies', 'lily'],
  ])('%s → %s', (typed, id) => {
    expect(ids(typed)).toEqual([id]);
    expect(resolveName(typed).unknownParts).toEqual([]);
  });

  it('gives a dog a caution for a swallowed cherry stone, as for cherry pits', () => {
    const stone = check({ species: 'dog' }, ['cherry stone|1|once']).drugInteractions;
    const pits = check({ species: 'dog' }, ['cherry pits|1|once']).drugInteractions;
    expect(stone.map((f) => f.riskLevel)).toEqual(pits.map((f) => f.riskLevel));
    expect(stone.length).toBeGreaterThan(0);
  });

  it('leaves a seed word on an unknown fruit unrecognised', () => {
    expect(ids('mango stone')).toEqual([]);
    expect(resolveName('mango stone').unknownParts).toEqual(['mango stone']);
  });
});

describe('resolveName: a safe food at the start of a longer name', () => {
  it.each(['carrot seed oil', 'apple cider vinegar', 'banana chips'])(
    '%s is reported as not recognised, not as the food',
    (typed) => {
      expect(ids(typed)).toEqual([]);
      expect(resolveName(typed).unknownParts).toEqual([typed]);
    },
  );

  it.each([
    ['carrot', ['carrot']],
    ['carrots', ['carrot']],
    ['fresh carrots', ['carrot']],
    ['apple slices', ['apple']],
    ['carrot and apple', ['carrot', 'apple']],
  ])('%s still resolves to the food', (typed, want) => {
    expect(ids(typed)).toEqual(want);
    expect(resolveName(typed).unknownParts).toEqual([]);
  });

  it('still reads a toxic food at the start of a longer name', () => {
    expect(ids('chocolate cake')).toEqual(['chocolate']);
    expect(ids('raisin bread')).toEqual(['raisins']);
  });
});

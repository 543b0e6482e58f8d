import { describe, expect, it } from 'vitest';
import { verdict } from '@pawrx/contracts/interactions';
import { check } from '../engine/test-support';
import { SOURCES } from '../knowledge/sources';
import { TOPICAL_ITEMS } from './topical-chapter';

// The topical products chapter, checked through the engine: every enforced item reaches its
// grade for the pet and condition given under every typed name, every safe item is judged safe,
// and every pending item says why.

describe('topical products chapter ledger', () => {
  it('names each item once and cites registered sources', () => {
    expect(new Set(TOPICAL_ITEMS.map((i) => i.item)).size).toBe(TOPICAL_ITEMS.length);
    for (const i of TOPICAL_ITEMS) expect(SOURCES[i.source], i.item).toBeDefined();
  });

  for (const entry of TOPICAL_ITEMS) {
    const { status } = entry;
    if (status.kind === 'pending') {
      it(`${entry.item} is pending with a reason`, () => {
        expect(status.why.length).toBeGreaterThan(20);
      });
      continue;
    }
    const want = status.kind === 'safe' ? 'safe' : status.grade;
    for (const med of entry.typed) {
      it(`${entry.item}: "${med}" is judged ${want} for a ${entry.species}`, () => {
        const result = check(
          { species: entry.species, conditions: [...(entry.conditions ?? [])] },
          [med],
        );
        expect(result.unrecognized).toEqual([]);
        expect(verdict(result)).toBe(want);
      });
    }
  }
});

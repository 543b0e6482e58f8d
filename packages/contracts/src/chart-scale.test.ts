import { describe, expect, it } from 'vitest';
import { niceTicks } from './chart-scale';

describe('niceTicks', () => {
  it.each([
    [41.89, 43.65, [41.5, 42, 42.5, 43, 43.5, 44]],
    [10, 10, [10, 15]],
    [3.9, 4.4, [3.8, 4, 4.2, 4.4]],
    [0.15, 0.9, [0, 0.2, 0.4, 0.6, 0.8, 1]],
    [480, 520, [480, 490, 500, 510, 520]],
  ])('covers %d–%d with round steps', (min, max, ticks) => {
    const result = niceTicks(min, max);
    expect(result).toEqual(ticks);
    expect(result[0]).toBeLessThanOrEqual(min);
    expect(result.at(-1)).toBeGreaterThanOrEqual(max);
  });
});

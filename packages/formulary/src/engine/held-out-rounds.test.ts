import { describe, expect, it } from 'vitest';
import { BLIND_ROUNDS, loadOwnCases } from './eval-cases';
import { judgeCase } from './judge-case';

// The later blind rounds (BLIND_ROUNDS in eval-cases.ts) measure generalisation and are never tuned to,
// but what they hold today must not be lost quietly when knowledge is added: each round keeps at
// least the cases it gets right now, and no more safe cases called dangerous or high-confidence
// dangers judged safe than now. The figures are those of eval:quickcheck on 2026-11-28; raise
// them when a round gains, never lower them to let a change through. A failure prints counts only,
// never a case id: whoever writes knowledge runs these tests and must not learn the cases.

interface RoundFloor {
  round: string;
  minRight: number;
  maxSafeCalledDangerous: number;
  maxHighConfidenceMissed: number;
  /** How many cases the frozen round holds, when not 150. */
  size?: number;
}

const FLOORS: readonly RoundFloor[] = [
  {
    round: 'held-out-v2',
    size: 180,
    minRight: 175,
    maxSafeCalledDangerous: 1,
    maxHighConfidenceMissed: 0,
  },
  {
    round: 'held-out-v3',
    minRight: 130,
    maxSafeCalledDangerous: 1,
    maxHighConfidenceMissed: 2,
  },
  {
    round: 'held-out-v4',
    minRight: 132,
    maxSafeCalledDangerous: 1,
    maxHighConfidenceMissed: 1,
  },
  {
    round: 'held-out-v5',
    minRight: 128,
    maxSafeCalledDangerous: 2,
    maxHighConfidenceMissed: 3,
  },
  {
    round: 'held-out-v6',
    minRight: 135,
    maxSafeCalledDangerous: 1,
    maxHighConfidenceMissed: 0,
  },
  {
    round: 'held-out-v7',
    minRight: 117,
    maxSafeCalledDangerous: 3,
    maxHighConfidenceMissed: 1,
  },
  {
    round: 'held-out-v8',
    minRight: 120,
    maxSafeCalledDangerous: 3,
    maxHighConfidenceMissed: 2,
  },
  {
    round: 'held-out-v9',
    size: 143,
    minRight: 113,
    maxSafeCalledDangerous: 3,
    maxHighConfidenceMissed: 0,
  },
  {
    round: 'held-out-v10',
    minRight: 104,
    maxSafeCalledDangerous: 2,
    maxHighConfidenceMissed: 2,
  },
];

it('holds a floor for every blind round', () => {
  expect(FLOORS.map((f) => f.round)).toEqual(BLIND_ROUNDS.map((r) => r.label));
});

describe.each(FLOORS)('$round', (floor) => {
  const dir = BLIND_ROUNDS.find((r) => r.label === floor.round)!.dir;
  const cases = [...loadOwnCases(dir).values()].flat();
  const outcomes = new Map(cases.map((c) => [c.id, judgeCase(c)]));

  it(`holds its ${floor.size ?? 150} cases with unique ids`, () => {
    expect(cases.length).toBe(floor.size ?? 150);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  });

  it(`gets at least ${floor.minRight} right`, () => {
    const right = cases.filter((c) => outcomes.get(c.id)!.right).length;
    expect(right).toBeGreaterThanOrEqual(floor.minRight);
  });

  it(`calls at most ${floor.maxSafeCalledDangerous} safe cases dangerous`, () => {
    const alarmed = cases.filter(
      (c) => c.expect.verdict === 'safe' && outcomes.get(c.id)!.verdict === 'dangerous',
    );
    expect(alarmed.length).toBeLessThanOrEqual(floor.maxSafeCalledDangerous);
  });

  it(`judges at most ${floor.maxHighConfidenceMissed} high-confidence dangers safe`, () => {
    const missed = cases.filter(
      (c) =>
        c.expect.verdict === 'dangerous' &&
        c.confidence === 'high' &&
        outcomes.get(c.id)!.verdict === 'safe',
    );
    expect(missed.length).toBeLessThanOrEqual(floor.maxHighConfidenceMissed);
  });
});

import { describe, expect, it } from 'vitest';
import { HELD_OUT_DIR, loadOwnCases } from './eval-cases';
import { judgeCase } from './judge-case';

// The frozen held-out families (eval/held-out/, written blind from the references) hold the
// issue's bar as a floor, so knowledge added later cannot quietly lose what they measure:
// ≥ 95% right overall, no high-confidence danger judged safe, and at most 2% of the safe cases
// called dangerous. Cases are never edited to pass (eval/held-out/README.md).

const families = loadOwnCases(HELD_OUT_DIR);
const cases = [...families.values()].flat();
const outcomes = new Map(cases.map((c) => [c.id, judgeCase(c)]));

// Failures print counts only, never a case id (the cases are held out from whoever writes knowledge).

describe('held-out Quick Check families', () => {
  it('are all present, with unique ids', () => {
    expect(families.size).toBeGreaterThanOrEqual(6);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  });

  it('are at least 95% right', () => {
    const right = cases.filter((c) => outcomes.get(c.id)!.right).length;
    expect(right / cases.length).toBeGreaterThanOrEqual(0.95);
  });

  it('judge no high-confidence danger safe', () => {
    const missed = cases.filter(
      (c) =>
        c.expect.verdict === 'dangerous' &&
        c.confidence === 'high' &&
        outcomes.get(c.id)!.verdict === 'safe',
    );
    expect(missed.length).toBe(0);
  });

  it('call at most 2% of the safe cases dangerous', () => {
    const safe = cases.filter((c) => c.expect.verdict === 'safe');
    const alarmed = safe.filter((c) => outcomes.get(c.id)!.verdict === 'dangerous');
    expect(alarmed.length).toBeLessThanOrEqual(Math.floor(safe.length * 0.02));
  });
});

import { describe, expect, it } from 'vitest';
import { checkMedications } from './check-medications';
import { boundedMemo, boundedPartsMemo, forgetMemos } from './memo';
import { medOf, petOf } from './test-support';

describe('boundedMemo', () => {
  it('works a key out once and empties itself when full', () => {
    let calls = 0;
    const memo = boundedMemo<number>(2);
    const square = (n: number) => memo(String(n), () => (calls++, n * n));
    expect([square(3), square(3), square(4)]).toEqual([9, 9, 16]);
    expect(calls).toBe(2);
    square(5); // full: emptied, then 5 stored
    square(3);
    expect(calls).toBe(4);
    forgetMemos();
    square(3);
    expect(calls).toBe(5);
  });
});

describe('boundedPartsMemo', () => {
  it('works each list of parts out once, keeps parts apart and empties itself when full', () => {
    let calls = 0;
    const memo = boundedPartsMemo<string>(3);
    const join = (...parts: string[]) => memo(parts, () => (calls++, parts.join('+')));
    expect([join('a', 'b', 'c'), join('a', 'b', 'c')]).toEqual(['a+b+c', 'a+b+c']);
    expect(calls).toBe(1);
    // Same characters split differently are different keys.
    expect([join('a', 'bc', ''), join('ab', 'c', '')]).toEqual(['a+bc+', 'ab+c+']);
    expect(calls).toBe(3);
    join('x', 'y', 'z'); // full: emptied, then stored
    join('a', 'b', 'c');
    expect(calls).toBe(5);
    forgetMemos();
    join('a', 'b', 'c');
    expect(calls).toBe(6);
  });
});

describe('checkMedications with memoised readings', () => {
  const pet = petOf({ species: 'dog', breed: 'Collie', kg: 20, conditions: ['epilepsy'] });
  const meds = [
    'Rimadyl|75 mg|Twice daily',
    'Aspirin|325 mg|Twice daily',
    'Xylitol gum|1 piece|Once',
  ].map(medOf);

  it('a caller changing a result cannot change the next one', () => {
    const first = checkMedications(pet, meds);
    const before = structuredClone(first);
    expect(first.toxicMedications.length).toBeGreaterThan(0);
    expect(first.drugInteractions.length).toBeGreaterThan(0);
    for (const finding of first.drugInteractions) {
      finding.description = 'tampered';
      Object.assign(finding.source, { title: 'tampered' });
    }
    for (const toxic of first.toxicMedications) toxic.species.push('horse');
    first.unrecognized.push('tampered');
    expect(checkMedications(pet, meds)).toEqual(before);
  });

  it('the same line in two places keeps each its own position and words', () => {
    const twice = checkMedications(pet, [meds[0]!, meds[0]!]);
    expect(twice.drugInteractions.some((f) => /twice|duplicate|same/i.test(f.description))).toBe(
      true,
    );
  });

  it('a changed profile is read afresh (no stale pet)', () => {
    const healthy = petOf({ species: 'dog', breed: 'Collie', kg: 20 });
    const kidneys = petOf({ species: 'dog', breed: 'Collie', kg: 20, conditions: ['CKD'] });
    const nsaid = [medOf('Rimadyl|75 mg|Twice daily')];
    const count = (p: typeof pet) => checkMedications(p, nsaid).drugInteractions.length;
    expect(count(kidneys)).toBeGreaterThan(count(healthy));
    expect(count(healthy)).toBe(count(structuredClone(healthy)));
  });
});

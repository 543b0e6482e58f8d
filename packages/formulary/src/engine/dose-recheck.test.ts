import type { RiskLevel } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { mgPerKgPerDose, recheckDoses, type RecheckMedication } from './dose-recheck';
import { medOf, petOf } from './test-support';

const dog = petOf({ species: 'dog', kg: null });
const med = (text: string, id = 'm1'): RecheckMedication => ({ id, ...medOf(text) });
const RIMADYL_ONCE = 'Rimadyl 100mg|1 tablet|Once daily';

describe('recheckDoses', () => {
  it.each<
    [
      string,
      string,
      number | null,
      number | null,
      [number | null, number | null, string, RiskLevel | null] | null,
    ]
  >([
    // Carprofen, dog: usual max 4.4 mg/kg/day, flagged above 1.3× (5.72), High from 2× (8.8).
    [
      'a loss that takes the dose out of range',
      RIMADYL_ONCE,
      25,
      15,
      [4, 6.67, 'out-of-range', 'Medium'],
    ],
    [
      'a gain that brings it back within range',
      RIMADYL_ONCE,
      15,
      25,
      [6.67, 4, 'within-range', null],
    ],
    ['a loss from Medium to High', RIMADYL_ONCE, 15, 10, [6.67, 10, 'out-of-range', 'High']],
    ['a small change that stays within range', RIMADYL_ONCE, 25, 24, null],
    ['a change that stays out of range at the same risk', RIMADYL_ONCE, 16, 15, null],
    ['an unknown weight before', RIMADYL_ONCE, null, 15, [null, 6.67, 'out-of-range', 'Medium']],
    ['a dose written per kg (does not move)', 'Carprofen|4.4 mg/kg|Once daily', 25, 10, null],
    ['a dose that cannot be read', 'Carprofen|as directed|Once daily', 25, 10, null],
    ['a product with no usual range', 'Fish oil|1 capsule|Once daily', 25, 5, null],
    ['the same weight', RIMADYL_ONCE, 15, 15, null],
  ])('%s', (_label, text, before, now, expected) => {
    const changes = recheckDoses(dog, [med(text)], before, now);
    if (expected === null) return expect(changes).toEqual([]);
    const [mgBefore, mgNow, status, risk] = expected;
    expect(changes).toEqual([
      expect.objectContaining({
        medicationId: 'm1',
        medicationName: medOf(text).name,
        mgPerKgBefore: mgBefore,
        mgPerKgNow: mgNow,
        finding: expect.objectContaining({ status, riskLevel: risk }),
      }),
    ]);
  });

  it("gives the engine's own finding text for a dose out of range", () => {
    const [change] = recheckDoses(dog, [med(RIMADYL_ONCE)], 25, 15);
    expect(change!.finding.description).toContain('about 1.5 times the usual maximum for a dog');
    expect(change!.finding.description).toContain('1 tablet × 100 mg = 100 mg');
    expect(change!.finding.recommendation).toMatch(/Check the dose and your pet’s current weight/);
  });

  it('says plainly when a dose is back within range', () => {
    const [change] = recheckDoses(dog, [med(RIMADYL_ONCE)], 15, 25);
    expect(change!.finding).toEqual({
      status: 'within-range',
      riskLevel: null,
      description:
        'Rimadyl 100mg: about 4 mg/kg per dose at the new weight of 25 kg is now within the usual range (was 6.67 mg/kg).',
      recommendation: null,
    });
  });

  it('reports only the medications that changed, each under its own id', () => {
    const changes = recheckDoses(
      dog,
      [med('Fish oil|1 capsule|Once daily', 'a'), med(RIMADYL_ONCE, 'b'), med(RIMADYL_ONCE, 'c')],
      25,
      15,
    );
    expect(changes.map((c) => c.medicationId)).toEqual(['b', 'c']);
  });

  it('judges by species: a cat on the same tablet is judged by the cat range', () => {
    const cat = petOf({ species: 'cat', kg: null });
    expect(recheckDoses(cat, [med('Meloxicam|0.4 mg|Once daily')], 4, 1)).toEqual([
      expect.objectContaining({ finding: expect.objectContaining({ riskLevel: 'High' }) }),
    ]);
  });
});

describe('mgPerKgPerDose', () => {
  it.each([
    [RIMADYL_ONCE, 25, 4],
    ['Carprofen|75 mg|Twice daily', 30, 2.5],
    ['Carprofen|2.2 mg/kg|Twice daily', 30, 2.2],
    ['Carprofen|as directed|', 30, null],
    [RIMADYL_ONCE, null, null],
  ])('%s at %s kg is %s mg/kg', (text, kg, expected) => {
    expect(mgPerKgPerDose(petOf({ species: 'dog', kg }), medOf(text))).toBe(expected);
  });
});

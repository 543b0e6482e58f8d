import { describe, expect, it } from 'vitest';
import { verdict, type Verdict } from '@pawrx/contracts/interactions';
import { resolveName } from '../../engine/resolve-name';
import { check } from '../../engine/test-support';
import { SOURCES } from '../../knowledge/sources';
import { HUMAN_RX_INGESTIONS, enforcementHolds, isReading } from './index';

// The human prescription medicines pets swallow: every reading's source is registered and every
// row it cites holds it; every name an owner types reaches the drug; and counted ingestions are
// judged against the reference on both sides of each threshold, with safe near-misses.

const readings = HUMAN_RX_INGESTIONS.flatMap((entry) =>
  (['dog', 'cat'] as const).flatMap((species) => {
    const reading = entry[species];
    return isReading(reading)
      ? [[`${entry.name} × ${species}`, entry, species, reading] as const]
      : [];
  }),
);

describe('human prescription ingestion ledger', () => {
  it('lists each chapter drug once', () => {
    const names = HUMAN_RX_INGESTIONS.map((e) => e.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it.each(readings)('%s: source registered, figures ordered, rows hold', (_, entry, species, r) => {
    expect(SOURCES[r.source], r.source).toBeDefined();
    expect(r.says.length).toBeGreaterThan(10);
    if (r.mildMgKg !== undefined && r.seriousMgKg !== undefined)
      expect(r.mildMgKg).toBeLessThanOrEqual(r.seriousMgKg);
    expect(r.mildMgKg !== undefined || r.seriousMgKg !== undefined || r.anyAmount).toBe(true);
    for (const by of r.enforcedBy) {
      if ('notEnforced' in by) expect(by.notEnforced.length).toBeGreaterThan(10);
      else expect(enforcementHolds(entry.drug, species, by), JSON.stringify(by)).toBe(true);
    }
  });

  it.each(HUMAN_RX_INGESTIONS.flatMap((e) => e.typed.map((name) => [name, e.drug] as const)))(
    '"%s" resolves to %s',
    (name, drug) => {
      expect(resolveName(name).drugs.map((d) => d.id)).toContain(drug);
      expect(check({ species: 'dog' }, [name]).unrecognized).toEqual([]);
    },
  );

  it('a pending entry with no typed name says it is not recognised', () => {
    for (const e of HUMAN_RX_INGESTIONS.filter((x) => x.typed.length === 0)) {
      expect(
        resolveName(e.name).drugs.map((d) => d.id),
        e.name,
      ).not.toContain(e.drug);
      expect(isReading(e.dog) ? '' : e.dog.pending).toMatch(/not recognised/u);
    }
  });
});

// [species, kg, 'name|dosage|frequency', verdict]: an accidental one-off reads "ate … | once".
const COUNTED: ReadonlyArray<readonly ['dog' | 'cat', number, string, Verdict]> = [
  // Amphetamine: the reference's any-amount reading (signs from 1 mg/kg); the brief's example.
  ['dog', 10, '2 x 30 mg Adderall XR', 'dangerous'],
  ['dog', 10, 'Adderall 5 mg|ate 1 tablet|once', 'dangerous'],
  ['cat', 4, 'Vyvanse 30 mg|ate 1 capsule|once', 'dangerous'],
  ['dog', 30, 'Concerta 18 mg|ate 1 tablet|once', 'dangerous'],
  // Atomoxetine: mild below 2 mg/kg (caution), significant above it in dogs; cats caution.
  ['dog', 10, 'Strattera 10 mg|ate 1 capsule|once', 'caution'],
  ['dog', 10, 'Strattera 25 mg|ate 1 capsule|once', 'dangerous'],
  ['dog', 10, 'atomoxetine 40 mg|1 capsule', 'dangerous'],
  ['cat', 4, 'Strattera 10 mg|ate 1 capsule|once', 'caution'],
  // SSRIs given at the vet dose stay safe; severe signs from 8 mg/kg are over the dose row's line.
  ['dog', 20, 'Prozac 20 mg|1 capsule|once daily', 'safe'],
  ['dog', 2.5, 'Prozac 20 mg|ate 1 capsule|once', 'dangerous'],
  ['dog', 20, 'Zoloft 50 mg|1 tablet|once daily', 'safe'],
  ['dog', 10, 'Zoloft 100 mg|ate 1 tablet|once', 'dangerous'],
  ['dog', 10, 'Celexa 20 mg|ate 1 tablet|once', 'dangerous'],
  ['cat', 4, 'Lexapro 10 mg|ate 1 tablet|once', 'dangerous'],
  ['dog', 10, 'Effexor XR 75 mg|ate 1 capsule|once', 'dangerous'],
  // Sleep aids: any amount.
  ['dog', 10, 'Lunesta 3 mg|ate 1 tablet|once', 'dangerous'],
  ['cat', 4, 'Ambien 10 mg|ate 1 tablet|once', 'dangerous'],
  // Sulfonylureas: any amount swallowed by a dog; glipizide is not a dog medicine (caution when
  // given); a cat given its own glipizide dose is safe.
  ['dog', 10, 'glipizide 5 mg|ate 1 tablet|once', 'dangerous'],
  ['dog', 10, 'glipizide 5 mg|1 tablet|once daily', 'caution'],
  ['dog', 10, 'Amaryl 2 mg|1 tablet|once daily', 'caution'],
  ['cat', 4, 'glipizide 2.5 mg|1 tablet|twice daily', 'safe'],
  ['cat', 4, 'glipizide 5 mg|ate 1 tablet|once', 'caution'],
  // Metformin: mostly stomach upset below 200 mg/kg.
  ['dog', 10, 'metformin 500 mg|ate 1 tablet|once', 'safe'],
  ['dog', 10, 'metformin 1000 mg|ate 2 tablets|once', 'dangerous'],
  // Beta blockers: within the dose safe, beyond twice the maximum dangerous.
  ['dog', 25, 'atenolol 25 mg|1 tablet|once daily', 'safe'],
  ['dog', 10, 'atenolol 50 mg|ate 1 tablet|once', 'dangerous'],
  // Isoniazid and baclofen (dogs): narrow margins.
  ['dog', 5, 'isoniazid 300 mg|ate 1 tablet|once', 'dangerous'],
  ['dog', 10, 'baclofen 20 mg|ate 1 tablet|once', 'dangerous'],
];

describe('counted ingestions of human prescription medicines', () => {
  it.each(COUNTED)('%s %s kg × %s is %s', (species, kg, med, expected) => {
    const result = check({ species, kg }, [med]);
    expect(result.unrecognized).toEqual([]);
    expect(verdict(result)).toBe(expected);
  });
});

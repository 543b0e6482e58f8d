import type { RiskLevel, Species } from '@pawrx/contracts/enums';
import { verdict } from '@pawrx/contracts/interactions';
import { describe, expect, it } from 'vitest';
import { checkMedications } from '../../engine/check-medications';
import { readProductDose } from '../../engine/product-reading';
import { resolveName } from '../../engine/resolve-name';
import { medOf, petOf } from '../../engine/test-support';
import { DOSE_RANGES } from '../dose-ranges';
import { CAT_PARASITICIDES } from './parasiticide-cat';
import { DOG_PARASITICIDES } from './parasiticide-dog';
import type { ProductRecord } from './product-record';

// Flea, tick, heartworm and worm product records: every name reaches its record, weight bands are
// chosen by typed strength, typed weight range or the pet's weight, label minimum ages and weights
// fire below the minimum and stay silent above it, species statements fire only for the species
// the label excludes, and ordinary label use stays safe.

const RECORDS: readonly ProductRecord[] = [...DOG_PARASITICIDES, ...CAT_PARASITICIDES];
const byId = (id: string): ProductRecord => {
  const record = RECORDS.find((r) => r.id === id);
  if (!record) throw new Error(`no record ${id}`);
  return record;
};

function run(
  species: Species,
  kg: number,
  ageYears: number,
  med: string,
  conditions: string[] = [],
) {
  const pet = { ...petOf({ species, kg, conditions }), ageYears };
  return checkMedications(pet, [medOf(med)]);
}

const findingOf = (
  species: Species,
  kg: number,
  ageYears: number,
  med: string,
  kind: string,
  conditions: string[] = [],
): RiskLevel | null =>
  run(species, kg, ageYears, med, conditions).drugInteractions.find((i) => i.kind === kind)
    ?.riskLevel ?? null;

const weeks = (w: number): number => w / 52;

describe('parasiticide product records', () => {
  it('hold at least 110 products, each with a unique id', () => {
    expect(RECORDS.length).toBeGreaterThanOrEqual(110);
    expect(new Set(RECORDS.map((r) => r.id)).size).toBe(RECORDS.length);
  });

  it('resolve every record by its name and by each alias', () => {
    const misses: string[] = [];
    for (const record of RECORDS) {
      for (const name of [record.name, ...(record.aliases ?? [])]) {
        const resolved = resolveName(name);
        if (resolved.product?.record?.id !== record.id)
          misses.push(
            `${name} → ${resolved.product?.name ?? resolved.drugs.map((d) => d.id).join('/')}`,
          );
      }
    }
    expect(misses).toEqual([]);
  });

  it('give every band and unit amount a known ingredient and a positive mg', () => {
    for (const record of RECORDS) {
      const amounts = [
        ...(record.actives ?? []),
        ...(record.bands ?? []).flatMap((b) => b.actives),
      ];
      expect(amounts.length, record.id).toBeGreaterThan(0);
      for (const a of amounts) if (a.mg !== undefined) expect(a.mg, record.id).toBeGreaterThan(0);
      for (const b of record.bands ?? [])
        if (b.kg[1] !== undefined) expect(b.kg[1], record.id).toBeGreaterThan(b.kg[0]);
      for (const s of record.label?.statements ?? [])
        expect(s.text.trim().endsWith('.'), s.text).toBe(true);
    }
  });

  it('mark every product with a macrocyclic lactone given for heartworm as a preventive', () => {
    for (const id of [
      'heartgard-plus',
      'simparica-trio',
      'nexgard-plus',
      'proheart-12',
      'revolution-plus',
      'advantage-multi-dog',
      'centragard',
    ])
      expect(byId(id).heartwormPreventive, id).toBe(true);
    expect(resolveName('Heartgard Plus').heartwormPreventive).toBe(true);
  });
});

describe('weight bands', () => {
  const mgOf = (
    id: string,
    typed: string,
    dosage: string,
    kg: number | null,
    species: Species = 'dog',
  ) => readProductDose(byId(id), typed, dosage, kg, species)?.perIngredient;

  it.each<[string, string, string, number | null, string, number]>([
    // by the strength typed in the name
    ['nexgard', 'NexGard 68 mg', '1 chew', 5, 'afoxolaner', 68],
    ['nexgard', 'NexGard 11.3', '1 chew', 30, 'afoxolaner', 11.3],
    ['simparica', 'Simparica 80 mg', '1 chew', null, 'sarolaner', 80],
    ['trifexis', 'Trifexis 1620 mg', '1 tablet', 10, 'milbemycin', 27],
    ['heartgard-plus', 'Heartgard Plus 272 mcg', '1 chew', 5, 'pyrantel', 227],
    // by a colour or size word
    ['nexgard', 'NexGard red', '1 chew', 5, 'afoxolaner', 136],
    ['heartgard-plus', 'Heartgard Plus green', '1 chew', null, 'ivermectin', 0.136],
    ['seresto-dog', 'Seresto for Dogs large', '1 collar', 4, 'flumethrin', 2030],
    // by the weight range typed in the name
    ['simparica-trio', 'Simparica Trio 22.1-44 lbs', '1 chew', null, 'sarolaner', 24],
    ['bravecto', 'Bravecto 44-88 lb', '1 chew', null, 'fluralaner', 1000],
    ['credelio', 'Credelio 11-22 kg', '1 tablet', null, 'lotilaner', 450],
    // by the pet's weight
    ['credelio', 'Credelio', '1 tablet', 8, 'lotilaner', 225],
    ['nexgard-plus', 'NexGard PLUS', '1 chew', 20, 'moxidectin', 0.36],
    ['interceptor-plus', 'Interceptor Plus', '1 chew', 15, 'praziquantel', 114],
    ['revolution-plus', 'Revolution Plus', '1 tube', 4, 'sarolaner', 5],
    ['profender-cat', 'Profender for Cats', '1 pipette', 6, 'emodepside', 24],
    // Certifect's EU SPC amounts (decision 045)
    ['certifect', 'Certifect', '1 pipette', 25, 'amitraz', 320],
    ['certifect', 'Certifect 10-20', '1 pipette', null, 'fipronil', 134],
    // counted units and volumes
    ['drontal-plus', 'Drontal Plus medium', '2 tablets', 25, 'febantel', 680.4],
    ['proheart-12', 'ProHeart 12', '1.5 mL', 30, 'moxidectin', 15],
    ['bravecto-quantum', 'Bravecto Quantum', '2 mL', 20, 'fluralaner', 300],
  ])('%s as %s, %s', (id, typed, dosage, kg, drug, mg) => {
    const per = mgOf(
      id,
      typed,
      dosage,
      kg,
      id.endsWith('-cat') || id === 'revolution-plus' ? 'cat' : 'dog',
    );
    expect(per?.get(drug)).toBeCloseTo(mg, 3);
  });

  it('fall back to the smallest band, as a lower bound, when neither name nor weight picks one', () => {
    const reading = readProductDose(byId('nexgard'), 'NexGard', '1 chew', null, 'dog');
    expect(reading?.perIngredient?.get('afoxolaner')).toBe(11.3);
    expect(reading?.lowerBound).toBe(true);
  });
});

describe('label minimum ages and weights', () => {
  it.each<[string, Species, number, number, string, RiskLevel | null]>([
    ['NexGard at 5 weeks', 'dog', weeks(5), 3, 'NexGard|1 chew|Monthly', 'Medium'],
    ['NexGard under 4 lb', 'dog', weeks(12), 1.5, 'NexGard|1 chew|Monthly', 'Medium'],
    ['NexGard in an adult', 'dog', 3, 20, 'NexGard|1 chew|Monthly', null],
    ['Bravecto chew at 4 months', 'dog', weeks(17), 8, 'Bravecto|1 chew|Every 12 weeks', 'Medium'],
    ['Bravecto chew at 7 months', 'dog', weeks(30), 8, 'Bravecto|1 chew|Every 12 weeks', null],
    ['Bravecto 1-Month at 10 weeks', 'dog', weeks(10), 3, 'Bravecto 1-Month|1 chew|Monthly', null],
    ['Credelio CAT under 2 lb', 'cat', weeks(10), 0.7, 'Credelio CAT|1 tablet|Monthly', 'Medium'],
    [
      'Credelio CAT in a grown kitten',
      'cat',
      weeks(12),
      1.2,
      'Credelio CAT|1 tablet|Monthly',
      null,
    ],
    [
      'Interceptor at 3 weeks (do not use)',
      'dog',
      weeks(3),
      1.2,
      'Interceptor|1 tablet|Monthly',
      'High',
    ],
    ['Interceptor at 8 weeks', 'dog', weeks(8), 2, 'Interceptor|1 tablet|Monthly', null],
    ['Scalibor at 5 weeks (do not use)', 'dog', weeks(5), 2, 'Scalibor|1 collar|', 'High'],
    ['Scalibor in an adult', 'dog', 3, 20, 'Scalibor|1 collar|', null],
    [
      'Seresto for Cats at 8 weeks (do not use)',
      'cat',
      weeks(8),
      1,
      'Seresto for Cats|1 collar|',
      'High',
    ],
    ['Seresto for Cats at 12 weeks', 'cat', weeks(12), 1.5, 'Seresto for Cats|1 collar|', null],
    ['Capstar under 2 lb', 'cat', weeks(6), 0.6, 'Capstar|1 tablet|Once', 'Medium'],
    [
      'Vectra Felis under 0.6 kg (do not use)',
      'cat',
      weeks(10),
      0.5,
      'Vectra Felis|1 pipette|Monthly',
      'Medium',
    ],
    ['Vectra Felis over 0.6 kg', 'cat', weeks(10), 1, 'Vectra Felis|1 pipette|Monthly', null],
    ['Cheristin at 6 weeks (do not use)', 'cat', weeks(6), 1, 'Cheristin|1 tube|Monthly', 'High'],
    ['ProHeart 6 at 4 months', 'dog', weeks(17), 10, 'ProHeart 6|0.5 mL|Every 6 months', 'High'],
    ['ProHeart 6 at 8 months', 'dog', weeks(35), 10, 'ProHeart 6|0.5 mL|Every 6 months', null],
    [
      'Drontal Plus at 2 weeks (do not use)',
      'dog',
      weeks(2),
      1,
      'Drontal Plus|0.5 tablet|Once',
      'High',
    ],
    [
      'Bio Spot Active Care at 10 weeks (do not use)',
      'dog',
      weeks(10),
      5,
      'Bio Spot Active Care|1 tube|Monthly',
      'High',
    ],
  ])('%s', (_label, species, age, kg, med, risk) => {
    expect(findingOf(species, kg, age, med, 'age')).toBe(risk);
  });
});

describe('species statements', () => {
  it.each<[string, string]>([
    ['K9 Advantix II', 'permethrin'],
    ['Vectra 3D', 'permethrin'],
    ['Scalibor', 'pyrethroid'],
    ['Preventic', 'amitraz'],
    ['Certifect', 'amitraz'],
    ['Parastar Plus', 'pyrethroid'],
    ['Hartz UltraGuard Plus for Dogs', 'pyrethroid'],
    ['Bio Spot Active Care', 'etofenprox'],
    ['Advantage Multi for Dogs', 'moxidectin'],
    ['Advocate for Dogs', 'moxidectin'],
  ])('%s is dangerous for a cat and safe for an adult dog (%s)', (name) => {
    const cat = run('cat', 4.5, 5, `${name}|1 tube|Monthly`);
    expect(cat.toxicMedications.length, name).toBe(1);
    expect(verdict(cat)).toBe('dangerous');
    const dog = run('dog', 20, 5, `${name}|1 tube|Monthly`);
    expect(dog.toxicMedications).toEqual([]);
    expect(dog.drugInteractions.filter((i) => i.kind === 'species-toxicity')).toEqual([]);
  });

  it('flag the dog Frontline pipette on a cat as a caution, and any fipronil product on a rabbit', () => {
    expect(
      findingOf('cat', 4.5, 5, 'Frontline Spot On for Dogs|1 pipette|Monthly', 'species-toxicity'),
    ).toBe('Medium');
    expect(
      run('rabbit', 2, 2, 'Frontline Combo for Cats|1 pipette|Monthly').toxicMedications,
    ).toHaveLength(1);
    expect(
      findingOf('cat', 4.5, 5, 'Frontline Combo for Cats|1 pipette|Monthly', 'species-toxicity'),
    ).toBeNull();
  });

  it('leave cat products containing etofenprox alone in cats', () => {
    expect(verdict(run('cat', 4.5, 5, 'Hartz UltraGuard Pro for Cats|1 tube|Monthly'))).toBe(
      'safe',
    );
  });
});

describe('label condition statements', () => {
  it.each<[string, string, RiskLevel]>([
    ['NexGard|1 chew|Monthly', 'seizures', 'Medium'],
    ['Credelio|1 tablet|Monthly', 'pregnant', 'Low'],
    ['Simparica Trio|1 chew|Monthly', 'heartworm positive', 'Low'],
    ['Interceptor Plus|1 chew|Monthly', 'heartworm positive', 'Medium'],
    ['Advocate for Dogs|1 pipette|Monthly', 'heartworm positive', 'Medium'],
    ['Comfortis for Dogs|1 tablet|Monthly', 'epilepsy', 'Medium'],
    ['Seresto for Dogs|1 collar|', 'lactating', 'Low'],
  ])('%s with %s', (med, condition, risk) => {
    expect(findingOf('dog', 20, 4, med, 'condition', [condition])).toBe(risk);
  });

  it('say nothing for a healthy dog on the same products', () => {
    for (const med of [
      'NexGard|1 chew|Monthly',
      'Credelio|1 tablet|Monthly',
      'Simparica Trio|1 chew|Monthly',
      'Interceptor Plus|1 chew|Monthly',
      'Advocate for Dogs|1 pipette|Monthly',
    ])
      expect(findingOf('dog', 20, 4, med, 'condition'), med).toBeNull();
  });

  it('flag Drontal Cat in a pregnant queen', () => {
    expect(findingOf('cat', 4, 3, 'Drontal Cat|1 tablet|Once', 'condition', ['pregnant'])).toBe(
      'Medium',
    );
  });
});

describe('parasiticide doses', () => {
  it('flags a large dog’s chew given to a small dog', () => {
    expect(findingOf('dog', 3, 2, 'NexGard 136 mg|1 chew|Monthly', 'dose')).toBe('High');
    expect(findingOf('dog', 5, 2, 'Simparica 120 mg|1 chew|Monthly', 'dose')).toBe('High');
    expect(findingOf('dog', 4, 2, 'Credelio 900 mg|1 tablet|Monthly', 'dose')).toBe('High');
    expect(findingOf('dog', 3, 2, 'Trifexis 1620 mg|1 tablet|Monthly', 'dose')).toBe('High');
    expect(findingOf('cat', 2, 2, 'Comfortis for Cats 560 mg|1 tablet|Monthly', 'dose')).toBe(
      'High',
    );
    expect(findingOf('cat', 3, 2, 'Comfortis for Cats 560 mg|1 tablet|Monthly', 'dose')).toBe(
      'Medium',
    );
  });

  it('stays silent for the chew of the dog’s own band', () => {
    const safe: Array<[number, string]> = [
      [2, 'NexGard|1 chew|Monthly'],
      [27, 'NexGard 136 mg|1 chew|Monthly'],
      [1.3, 'Simparica|1 chew|Monthly'],
      [1.4, 'Credelio Plus|1 tablet|Monthly'],
      [2.3, 'Comfortis for Dogs|1 tablet|Monthly'],
      [0.91, 'Interceptor Plus|1 chew|Monthly'],
      [2.1, 'Bravecto|1 chew|Every 12 weeks'],
      [0.91, 'Drontal Plus|0.5 tablet|Once'],
      [20, 'ProHeart 12|1 mL|Yearly'],
    ];
    for (const [kg, med] of safe)
      expect(findingOf('dog', kg, 2, med, 'dose'), `${med} at ${kg} kg`).toBeNull();
  });

  it('keeps its dose rows for parasiticide ingredients in the shared table', () => {
    for (const drug of [
      'afoxolaner',
      'fluralaner',
      'sarolaner',
      'lotilaner',
      'spinosad',
      'nitenpyram',
    ])
      expect(
        DOSE_RANGES.some((r) => r.drug === drug && r.species.includes('dog')),
        drug,
      ).toBe(true);
  });
});

describe('safe controls', () => {
  it.each<[Species, number, string]>([
    ['dog', 20, 'NexGard|1 chew|Monthly'],
    ['dog', 20, 'Simparica Trio|1 chew|Monthly'],
    ['dog', 20, 'Heartgard Plus|1 chew|Monthly'],
    ['dog', 20, 'K9 Advantix II|1 tube|Monthly'],
    ['dog', 20, 'Seresto for Dogs|1 collar|'],
    ['dog', 20, 'Drontal Plus|2 tablets|Once'],
    ['cat', 4.5, 'Revolution Plus|1 tube|Monthly'],
    ['cat', 4.5, 'NexGard COMBO|1 tube|Monthly'],
    ['cat', 4.5, 'Bravecto Plus|1 tube|Every 2 months'],
    ['cat', 4.5, 'Advantage II for Cats|1 tube|Monthly'],
    ['cat', 4.5, 'Profender for Cats|1 tube|Once'],
    ['cat', 4.5, 'Seresto for Cats|1 collar|'],
  ])('%s %s kg on %s', (species, kg, med) => {
    expect(verdict(run(species, kg, 4, med))).toBe('safe');
  });
});

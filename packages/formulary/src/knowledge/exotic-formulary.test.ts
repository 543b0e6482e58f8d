import type { RiskLevel, Species } from '@pawrx/contracts/enums';
import { verdict } from '@pawrx/contracts/interactions';
import { describe, expect, it } from 'vitest';
import { check, type PetSpec } from '../engine/test-support';
import { resolveName } from '../engine/resolve-name';
import { LOCAL_ROUTES } from './types';
import { EXOTIC_DOSE_RANGES } from './dose-ranges-exotic';
import { EXOTIC_SPECIES_RULES } from './species-rules-exotic';

// The exotic formulary (dose-ranges-exotic.ts) and the exotic species rules: every row's top
// dose stays silent and three times it is flagged; each rule fires for its species and not for
// the others; the standard treatments of rabbits, guinea pigs, ferrets and birds raise nothing.

const KG = 1;

/** mg as typed: enough decimals for the smallest doses (micrograms per kg). */
const mg = (value: number): string => `${Number(value.toPrecision(4))} mg`;

function doseFindings(species: Species, med: string) {
  const result = check({ species, kg: KG }, [med]);
  return {
    dose: result.drugInteractions.filter((i) => i.kind === 'dose'),
    toxic: result.toxicMedications,
  };
}

/** The rows with a maximum, one case per species, for drugs a typed name gives a systemic route. */
const DOSED = EXOTIC_DOSE_RANGES.flatMap((row) => {
  if (row.maxPerDose === undefined || row.notUsed) return [];
  const name = resolveName(row.drug);
  const route = name.namedRoute ?? name.defaultRoute;
  if (route && LOCAL_ROUTES.has(route)) return [];
  // A daily maximum below the single-dose maximum (reptile metronidazole) is for daily courses:
  // the top dose is then given once.
  const frequency =
    row.maxPerDay !== undefined && row.maxPerDay < row.maxPerDose ? 'Once' : 'Once daily';
  return row.species.map((species) => ({ row, species, frequency }));
});

describe('exotic formulary rows', () => {
  it('holds at least 100 rows, each with a source and a usual range to show', () => {
    expect(EXOTIC_DOSE_RANGES.length).toBeGreaterThanOrEqual(100);
    for (const row of EXOTIC_DOSE_RANGES) {
      expect(row.usual.length, row.drug).toBeGreaterThan(5);
      expect(row.source, row.drug).toBeTruthy();
      if (row.notUsed) expect(row.notUsed.trim().endsWith('.'), row.drug).toBe(true);
    }
  });

  it('covers every exotic species', () => {
    const species = new Set(EXOTIC_DOSE_RANGES.flatMap((row) => row.species));
    for (const s of [
      'rabbit',
      'guinea-pig',
      'small-rodent',
      'ferret',
      'bird',
      'tortoise',
      'lizard',
      'snake',
    ] as const)
      expect(species.has(s), s).toBe(true);
  });

  it.each(DOSED.map((c) => [`${c.row.drug} in a ${c.species}`, c] as const))(
    '%s: the top of the usual range is silent',
    (_label, { row, species, frequency }) => {
      const { dose, toxic } = doseFindings(
        species,
        `${row.drug}|${mg(row.maxPerDose! * KG)}|${frequency}`,
      );
      expect(
        dose.map((d) => d.description),
        row.usual,
      ).toEqual([]);
      expect(toxic).toEqual([]);
    },
  );

  it.each(DOSED.map((c) => [`${c.row.drug} in a ${c.species}`, c] as const))(
    '%s: three times the maximum is flagged',
    (_label, { row, species, frequency }) => {
      const { dose, toxic } = doseFindings(
        species,
        `${row.drug}|${mg(row.maxPerDose! * KG * 3)}|${frequency}`,
      );
      const flagged = dose.some((d) => d.riskLevel === 'High') || toxic.length > 0;
      expect(flagged, row.usual).toBe(true);
    },
  );

  it('reports a drug the references call dangerous for the species (ketoprofen in birds)', () => {
    const { dose } = doseFindings('bird', 'Ketoprofen|1 mg|Once daily');
    expect(dose.map((d) => d.riskLevel)).toEqual(['Medium']);
  });

  it('puts a published toxic dose on the toxic list (amitriptyline 9 mg/kg in a parrot)', () => {
    expect(doseFindings('bird', 'Amitriptyline|5 mg|Once daily').toxic).toEqual([]);
    expect(doseFindings('bird', 'Amitriptyline|10 mg|Once').toxic).toHaveLength(1);
  });
});

type Outcome = 'toxic' | 'caution' | 'none';

function outcome(spec: PetSpec, med: string): { kind: Outcome; risk: RiskLevel | null } {
  const r = check(spec, [med]);
  if (r.toxicMedications.length > 0)
    return { kind: 'toxic', risk: r.toxicMedications[0]!.severity };
  const caution = r.drugInteractions.find((i) => i.kind === 'species-toxicity');
  return caution ? { kind: 'caution', risk: caution.riskLevel } : { kind: 'none', risk: null };
}

describe('exotic species rules', () => {
  it('name only their own ids once', () => {
    const ids = EXOTIC_SPECIES_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each<[Species, string, Outcome, RiskLevel | null]>([
    // Injected penicillins in small rodents; not in ferrets, where amoxicillin is standard
    ['small-rodent', 'Penicillin G procaine injection', 'caution', 'High'],
    ['ferret', 'Penicillin G procaine injection', 'none', null],
    // Streptomycin and dihydrostreptomycin in guinea pigs and small rodents
    ['guinea-pig', 'Dihydrostreptomycin|10 mg|Once daily', 'toxic', 'High'],
    ['small-rodent', 'Dihydrostreptomycin', 'toxic', 'High'],
    ['rabbit', 'Dihydrostreptomycin|10 mg|Once daily', 'none', null],
    // Corticosteroids: birds and rabbits, not ferrets (insulinoma treatment)
    ['bird', 'Prednisolone|0.4 mg|Once daily', 'caution', 'Medium'],
    ['bird', 'Dexamethasone eye drops', 'none', null],
    ['rabbit', 'Prednisolone|1 mg|Once daily', 'caution', 'Medium'],
    ['ferret', 'Prednisolone|1 mg|Twice daily', 'none', null],
    // Vitamin A in reptiles, not in birds
    ['tortoise', 'Vitamin A injection', 'caution', 'Medium'],
    ['lizard', 'Vitamin A', 'caution', 'Medium'],
    ['bird', 'Vitamin A', 'none', null],
    // Albendazole in rabbits; fenbendazole (Panacur Rabbit) is the licensed treatment
    ['rabbit', 'Albendazole|30 mg|Once daily', 'caution', 'Medium'],
    ['rabbit', 'Panacur Rabbit|50 mg|Once daily', 'none', null],
    ['guinea-pig', 'Albendazole|10 mg|Once daily', 'none', null],
    // Metronidazole at 20 mg/kg in a chinchilla-sized rodent; lower doses and other species silent
    ['small-rodent', 'Metronidazole|10 mg|Twice daily', 'caution', 'Low'],
    ['small-rodent', 'Metronidazole|5 mg|Twice daily', 'none', null],
    ['ferret', 'Metronidazole|20 mg|Twice daily', 'none', null],
    // Calcium EDTA by mouth in birds; by injection it is the treatment
    ['bird', 'Calcium EDTA|16 mg|Twice daily', 'none', null],
    ['bird', 'Calcium EDTA oral|16 mg|Twice daily', 'caution', 'Medium'],
    // Advocate: canaries are on its label; ferrets are a licensed species
    ['bird', 'Advocate|0.1 mL|Once', 'caution', 'Medium'],
    ['ferret', 'Advocate|0.4 mL|Monthly', 'none', null],
    // Rules kept from the older tables still fire for their species
    ['bird', 'Fenbendazole|10 mg|Once daily', 'none', null],
    ['tortoise', 'Ivermectin', 'toxic', 'Critical'],
    ['rabbit', 'Frontline spray', 'toxic', 'Critical'],
    ['ferret', 'Tylenol|160 mg|Once daily', 'toxic', 'Critical'],
    ['ferret', 'Advil', 'toxic', 'High'],
    ['ferret', 'Sudafed', 'toxic', 'High'],
  ])('%s + %s → %s', (species, med, kind, risk) => {
    const kg = species === 'small-rodent' ? 0.5 : species === 'bird' ? 0.4 : undefined;
    expect(outcome({ species, kg }, med)).toEqual({ kind, risk });
  });
});

describe('standard exotic treatments raise nothing', () => {
  it.each<[Species, number, string]>([
    ['rabbit', 2, 'Baytril|20 mg|Twice daily'],
    ['rabbit', 2, 'Baytril 2.5% oral solution|0.8 mL|Once daily'],
    ['rabbit', 2, 'Metacam|3 mg|Once daily'],
    ['rabbit', 2, 'Meloxicam|2 mg|Once daily'],
    ['rabbit', 2, 'Revolution|0.25 mL|Once'],
    ['rabbit', 2, 'Selamectin|30 mg|Monthly'],
    ['rabbit', 2, 'Advantage|0.4 mL|Weekly'],
    ['rabbit', 2, 'Imidacloprid|40 mg|Weekly'],
    ['rabbit', 2, 'Panacur Rabbit|40 mg|Once daily'],
    ['rabbit', 2, 'Trimethoprim-sulfamethoxazole|60 mg|Twice daily'],
    ['rabbit', 2, 'Buprenorphine|0.06 mg|Every 8 hours'],
    ['guinea-pig', 1, 'Trimethoprim-sulfamethoxazole|30 mg|Twice daily'],
    ['guinea-pig', 1, 'Bactrim|30 mg|Twice daily'],
    ['guinea-pig', 1, 'Baytril|10 mg|Twice daily'],
    ['guinea-pig', 1, 'Metacam|0.2 mg|Once daily'],
    ['guinea-pig', 1, 'Vitamin C|50 mg|Once daily'],
    ['small-rodent', 0.4, 'Enrofloxacin|4 mg|Twice daily'],
    ['small-rodent', 0.4, 'Doxycycline|2 mg|Twice daily'],
    ['ferret', 1, 'Stronghold|15 mg|Monthly'],
    ['ferret', 1, 'Advocate|0.4 mL|Monthly'],
    ['ferret', 1, 'Meloxicam|0.2 mg|Once daily'],
    ['ferret', 1, 'Amoxicillin|20 mg|Twice daily'],
    ['bird', 0.4, 'Meloxicam|0.64 mg|Twice daily'],
    ['bird', 0.4, 'Baytril|8 mg|Once daily'],
    ['bird', 0.4, 'Doxycycline|16 mg|Once daily'],
    ['bird', 0.4, 'Itraconazole|2 mg|Once daily'],
    ['tortoise', 2, 'Baytril|10 mg|Every 48 hours'],
    ['tortoise', 2, 'Fenbendazole|100 mg|Once'],
    ['lizard', 0.4, 'Meloxicam|0.08 mg|Once daily'],
    ['snake', 1.5, 'Ceftazidime|30 mg|Every 72 hours'],
  ])('%s %s kg: %s', (species, kg, med) => {
    const result = check({ species, kg }, [med]);
    expect(result.toxicMedications).toEqual([]);
    expect(result.drugInteractions.map((i) => `${i.kind}: ${i.description}`)).toEqual([]);
    expect(verdict(result)).toBe('safe');
  });
});

describe('benzimidazoles in birds', () => {
  it('warn for pigeons and doves, where they have killed, and not for other birds', () => {
    expect(
      outcome(
        { species: 'bird', kg: 0.4, breed: 'Racing pigeon' },
        'Fenbendazole|10 mg|Once daily',
      ),
    ).toEqual({ kind: 'caution', risk: 'High' });
    expect(
      outcome({ species: 'bird', kg: 0.15, breed: 'Diamond dove' }, 'Albendazole|2 mg|Once daily'),
    ).toEqual({ kind: 'caution', risk: 'High' });
    expect(
      outcome({ species: 'bird', kg: 0.4, breed: 'African Grey' }, 'Fenbendazole|10 mg|Once daily'),
    ).toEqual({ kind: 'none', risk: null });
  });
});

describe('sensitivities of some members of a species group', () => {
  // Each rule fires for the member it names, stays silent for another member of the group, and
  // stays silent for the group's usual treatment.
  it.each<[Species, number, string, string, Outcome, RiskLevel | null]>([
    // Itraconazole: African greys above 5 mg/kg a day; 5 mg/kg once daily and other parrots silent
    ['bird', 0.45, 'Congo African grey', 'Itraconazole|4.5 mg|Once daily', 'caution', 'High'],
    ['bird', 0.3, 'Timneh grey', 'Sporanox|1.5 mg|Every 12 hours', 'caution', 'High'],
    ['bird', 0.45, 'African grey', 'Itraconazole', 'caution', 'Low'],
    ['bird', 0.45, 'African grey', 'Itraconazole|2.25 mg|Once daily', 'none', null],
    ['bird', 0.45, 'Amazon parrot', 'Itraconazole|4.5 mg|Twice daily', 'none', null],
    ['bird', 0.45, 'African grey', 'Voriconazole|7 mg|Twice daily', 'none', null],
    // Flunixin and gentamicin in any bird; meloxicam and amikacin are the bird choices
    ['bird', 0.035, 'Budgerigar', 'Flunixin|0.1 mg|Once daily', 'caution', 'High'],
    ['bird', 0.4, 'Cockatiel', 'Banamine|1 mg|Once daily', 'caution', 'High'],
    ['bird', 0.4, 'Amazon parrot', 'Gentamicin|2 mg|Twice daily', 'caution', 'Medium'],
    ['bird', 0.4, 'Amazon parrot', 'Gentamicin eye drops|1 drop|Twice daily', 'none', null],
    ['bird', 0.4, 'Amazon parrot', 'Amikacin|6 mg|Twice daily', 'none', null],
    ['bird', 0.4, 'Amazon parrot', 'Meloxicam|0.4 mg|Twice daily', 'none', null],
    // Ivermectin in finches and budgerigars; larger parrots at the formulary dose silent
    ['bird', 0.012, 'Zebra finch', 'Ivermectin|0.0024 mg|Once', 'caution', 'Medium'],
    ['bird', 0.035, 'Budgie', 'Ivomec|0.007 mg|Once', 'caution', 'Medium'],
    ['bird', 0.09, 'Cockatiel', 'Ivermectin|0.018 mg|Once', 'none', null],
    // Injected doxycycline in birds; by mouth it is the psittacosis treatment
    ['bird', 0.4, 'Amazon parrot', 'Doxycycline injection|8 mg|Once', 'caution', 'Low'],
    ['bird', 0.4, 'Amazon parrot', 'Doxycycline|16 mg|Once daily', 'none', null],
    // Oral doxycycline above 30 mg/kg a day in greys, cockatoos and macaws; 25 mg/kg and cockatiels silent
    ['bird', 1, 'Blue and gold macaw', 'Doxycycline|40 mg|Once daily', 'caution', 'Low'],
    ['bird', 0.45, 'Goffin cockatoo', 'Doxycycline|20 mg|Once daily', 'caution', 'Low'],
    ['bird', 1, 'Blue and gold macaw', 'Doxycycline|25 mg|Once daily', 'none', null],
    ['bird', 0.09, 'Cockatiel', 'Doxycycline|4.5 mg|Once daily', 'none', null],
    // Allopurinol above 25 mg/kg in hawks; a lower dose, and parrots, silent
    ['bird', 1.1, 'Red-tailed hawk', 'Allopurinol|55 mg|Once daily', 'caution', 'Medium'],
    ['bird', 1.1, 'Red-tailed hawk', 'Allopurinol|20 mg|Once daily', 'none', null],
    ['bird', 0.4, 'Amazon parrot', 'Allopurinol|10 mg|Once daily', 'none', null],
    // Topical antibiotics licked off by guinea pigs and hamsters; silver sulfadiazine and chlorhexidine silent
    [
      'guinea-pig',
      1,
      'Abyssinian',
      'Triple antibiotic ointment|a little|Twice daily',
      'caution',
      'Medium',
    ],
    ['guinea-pig', 1, 'Abyssinian', 'Silver sulfadiazine cream|a little|Twice daily', 'none', null],
    ['guinea-pig', 1, 'Abyssinian', 'Chlorhexidine|a little|Twice daily', 'none', null],
    [
      'small-rodent',
      0.12,
      'Syrian hamster',
      'Clindamycin cream|a little|Once daily',
      'caution',
      'Medium',
    ],
    ['small-rodent', 0.3, 'Fancy rat', 'Clindamycin cream|a little|Once daily', 'none', null],
    // Tylosin, gentamicin and bacitracin in hamsters; the same in a rat, and enrofloxacin, silent
    ['small-rodent', 0.12, 'Hamster', 'Tylosin|1 mg|Once daily', 'caution', 'High'],
    ['small-rodent', 0.12, 'Dwarf hamster', 'Gentamicin|0.6 mg|Once daily', 'caution', 'High'],
    [
      'small-rodent',
      0.12,
      'Hamster',
      'Bacitracin ointment|a little|Twice daily',
      'caution',
      'High',
    ],
    ['small-rodent', 0.4, 'Fancy rat', 'Gentamicin|2 mg|Once daily', 'none', null],
    ['small-rodent', 0.4, 'Fancy rat', 'Tylosin|4 mg|Once daily', 'none', null],
    ['small-rodent', 0.12, 'Hamster', 'Enrofloxacin|1.2 mg|Twice daily', 'none', null],
    // Metronidazole above 40 mg/kg in kingsnakes, milk snakes and indigo snakes; corn snakes at 100 mg/kg silent
    ['snake', 0.8, 'California kingsnake', 'Metronidazole|80 mg|Once', 'caution', 'High'],
    ['snake', 3, 'Eastern indigo snake', 'Metronidazole|300 mg|Once', 'caution', 'High'],
    ['snake', 0.8, 'Milk snake', 'Metronidazole|32 mg|Once', 'none', null],
    ['snake', 0.8, 'Corn snake', 'Metronidazole|80 mg|Once', 'none', null],
    // Meloxicam in donkeys is cleared too fast to rely on; horses silent
    ['horse', 180, 'Donkey', 'Meloxicam|108 mg|Once daily', 'caution', 'Low'],
    ['horse', 500, 'Quarter horse', 'Meloxicam|300 mg|Once daily', 'none', null],
    ['horse', 180, 'Donkey', 'Phenylbutazone|800 mg|Twice daily', 'none', null],
  ])('%s %s kg (%s) + %s → %s', (species, kg, breed, med, kind, risk) => {
    expect(outcome({ species, kg, breed }, med)).toEqual({ kind, risk });
  });
});

describe('fireflies', () => {
  it('are on the toxic list for reptiles, lizards most of all', () => {
    expect(outcome({ species: 'lizard', kg: 0.4, breed: 'Bearded dragon' }, 'Firefly')).toEqual({
      kind: 'toxic',
      risk: 'Critical',
    });
    expect(
      outcome({ species: 'lizard', kg: 0.1, breed: 'Veiled chameleon' }, 'Lightning bugs'),
    ).toEqual({
      kind: 'toxic',
      risk: 'Critical',
    });
    expect(outcome({ species: 'tortoise', kg: 0.4, breed: 'Box turtle' }, 'Fireflies')).toEqual({
      kind: 'toxic',
      risk: 'High',
    });
    expect(resolveName('lightning bug').drugs.map((d) => d.id)).toEqual(['firefly']);
  });

  it('stay silent for species the references do not name', () => {
    expect(outcome({ species: 'dog' }, 'Firefly').kind).toBe('none');
    expect(outcome({ species: 'bird', kg: 0.4 }, 'Firefly').kind).toBe('none');
  });
});

import type { Species } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { check } from '../engine/test-support';

// A sample of the dog and cat dose rows added for catalogue coverage: a usual (mid-range) dose
// gives no dose finding, and about three times the maximum gives one. Pets are 20 kg dogs and
// 4.5 kg cats unless a weight is given.

function doseFindings(species: Species, kg: number | undefined, med: string): number {
  const result = check({ species, kg }, [med]);
  const doses = result.drugInteractions.filter((i) => i.kind === 'dose').length;
  return doses + result.toxicMedications.length;
}

// [species, kg, usual dose, about 3× the maximum]
const SAMPLE: ReadonlyArray<readonly [Species, number | undefined, string, string]> = [
  ['dog', 20, 'Amikacin|300 mg|Once daily', 'Amikacin|1800 mg|Once daily'],
  ['dog', 20, 'Cefazolin|440 mg|Every 8 hours', 'Cefazolin|2100 mg|Every 8 hours'],
  ['dog', 20, 'Clarithromycin|200 mg|Twice daily', 'Clarithromycin|750 mg|Twice daily'],
  ['cat', 4.5, 'Chloramphenicol|50 mg|Twice daily', 'Chloramphenicol|270 mg|Twice daily'],
  ['cat', 4.5, 'Tylosin|70 mg|Twice daily', 'Tylosin|540 mg|Twice daily'],
  ['dog', 20, 'Orbifloxacin|100 mg|Once daily', 'Orbifloxacin|450 mg|Once daily'],
  ['cat', 4.5, 'Ronidazole|130 mg|Once daily', 'Ronidazole|405 mg|Once daily'],
  ['dog', 20, 'Hydromorphone|2 mg|Every 6 hours', 'Hydromorphone|12 mg|Every 6 hours'],
  ['cat', 4.5, 'Methadone|1.35 mg|Every 6 hours', 'Methadone|8.1 mg|Every 6 hours'],
  ['dog', 20, 'Mavacoxib|40 mg|Once', 'Mavacoxib|120 mg|Once'],
  ['dog', 20, 'Bedinvetmab|15 mg|Monthly', 'Bedinvetmab|60 mg|Monthly'],
  ['cat', 4.5, 'Alfaxalone|22.5 mg|Once', 'Alfaxalone|146 mg|Once'],
  ['dog', 20, 'Propofol|80 mg|Once', 'Propofol|480 mg|Once'],
  ['cat', 4.5, 'Ketamine|90 mg|Once', 'Ketamine|446 mg|Once'],
  ['dog', 20, 'Dexmedetomidine|0.1 mg|Once', 'Dexmedetomidine|2.4 mg|Once'],
  ['dog', 20, 'Midazolam|4 mg|Once', 'Midazolam|24 mg|Once'],
  ['dog', 20, 'Diltiazem|30 mg|Every 8 hours', 'Diltiazem|240 mg|Every 8 hours'],
  ['dog', 20, 'Sotalol|40 mg|Twice daily', 'Sotalol|180 mg|Twice daily'],
  ['cat', 4.5, 'Clopidogrel|18.75 mg|Once daily', 'Clopidogrel|75 mg|Once daily'],
  ['dog', 20, 'Rivaroxaban|20 mg|Once daily', 'Rivaroxaban|120 mg|Once daily'],
  ['dog', 20, 'Amiodarone|100 mg|Once daily', 'Amiodarone|600 mg|Once daily'],
  ['dog', 20, 'Mexiletine|120 mg|Every 8 hours', 'Mexiletine|480 mg|Every 8 hours'],
  ['dog', 20, 'Mirtazapine|15 mg|Once daily', 'Mirtazapine|60 mg|Once daily'],
  ['dog', 20, 'Esomeprazole|20 mg|Once daily', 'Esomeprazole|60 mg|Once daily'],
  ['cat', 4.5, 'Cisapride|2.5 mg|Twice daily', 'Cisapride|20 mg|Twice daily'],
  ['dog', 20, 'Toceranib|55 mg|Every other day', 'Toceranib|195 mg|Every other day'],
  ['dog', 20, 'Lomustine|52 mg|Every 3 weeks', 'Lomustine|320 mg|Every 3 weeks'],
  ['dog', 20, 'Clemastine|1.34 mg|Twice daily', 'Clemastine|6 mg|Twice daily'],
  ['dog', 20, 'Fexofenadine|60 mg|Once daily', 'Fexofenadine|300 mg|Once daily'],
  ['dog', 20, 'Mycophenolate|200 mg|Twice daily', 'Mycophenolate|720 mg|Twice daily'],
  ['dog', 20, 'Sertraline|40 mg|Once daily', 'Sertraline|180 mg|Once daily'],
  ['cat', 4.5, 'Prazosin|0.5 mg|Twice daily', 'Prazosin|4 mg|Twice daily'],
  ['dog', 20, 'Dextromethorphan|20 mg|Every 8 hours', 'Dextromethorphan|132 mg|Every 8 hours'],
  [
    'dog',
    20,
    'Bismuth subsalicylate|262 mg|Every 8 hours',
    'Bismuth subsalicylate|2100 mg|Every 8 hours',
  ],
];

describe('dog and cat dose rows: usual dose silent, three times the maximum flagged', () => {
  it.each(
    SAMPLE.map(
      ([species, kg, usual, high]) => [`${species} ${usual}`, species, kg, usual, high] as const,
    ),
  )('%s', (_label, species, kg, usual, high) => {
    expect(doseFindings(species, kg, usual), usual).toBe(0);
    expect(doseFindings(species, kg, high), high).toBeGreaterThan(0);
  });
});

describe('courses given on the wrong schedule', () => {
  it.each([
    ['dog', 'Lomustine|52 mg|Once daily'],
    ['cat', 'Cefovecin|36 mg|Once daily'],
    ['dog', 'Desoxycorticosterone pivalate|44 mg|Once daily'],
    ['dog', 'Bedinvetmab|15 mg|Once daily'],
  ] as const)('%s %s', (species, med) => {
    expect(doseFindings(species, undefined, med)).toBeGreaterThan(0);
  });
});

describe('published toxic doses of human medicines put them on the toxic list', () => {
  it('a dog given 25 mg/kg of duloxetine', () => {
    const result = check({ species: 'dog', kg: 20 }, ['Duloxetine|500 mg|Once']);
    expect(result.toxicMedications.length).toBeGreaterThan(0);
  });
  it('topical-only products are not dose-checked', () => {
    expect(doseFindings('dog', 20, 'Chlorhexidine 4% shampoo|30 mL|Twice weekly')).toBe(0);
    expect(doseFindings('cat', 4.5, 'Dorzolamide|1 drop|Every 8 hours')).toBe(0);
  });
});

import type { Species } from '@pawrx/contracts/enums';
import { verdict } from '@pawrx/contracts/interactions';
import { describe, expect, it } from 'vitest';
import { checkMedications } from '../../engine/check-medications';
import { resolveName } from '../../engine/resolve-name';
import { medOf, petOf } from '../../engine/test-support';

// Internal antiparasitics read from their labels (k-parasite): each label fact fires where the
// label says and stays silent in its near miss (the age above the minimum, the labelled species,
// the pet without the condition, another product of the same ingredient).

function run(
  species: Species,
  kg: number,
  ageYears: number,
  med: string,
  conditions: string[] = [],
) {
  return checkMedications({ ...petOf({ species, kg, conditions }), ageYears }, [medOf(med)]);
}

const kinds = (result: ReturnType<typeof run>): string[] => [
  ...result.drugInteractions.map((i) => `${i.kind} ${i.riskLevel}`),
  ...result.toxicMedications.map((t) => `toxic ${t.severity}`),
];

const weeks = (w: number): number => w / 52;

describe('internal antiparasitic labels', () => {
  it('resolves Cestex and Immiticide to their records', () => {
    expect(resolveName('Cestex').product?.record?.id).toBe('cestex');
    expect(resolveName('Immiticide').product?.record?.id).toBe('immiticide');
  });

  it('Cestex: not under 7 weeks (High); silent at 8 weeks', () => {
    expect(kinds(run('dog', 2, weeks(5), 'Cestex|1 tablet|once'))).toContain('age High');
    expect(kinds(run('cat', 1, weeks(5), 'Cestex|1 tablet|once'))).toContain('age High');
    expect(verdict(run('dog', 2, weeks(8), 'Cestex|1 tablet|once'))).toBe('safe');
    expect(verdict(run('cat', 4, 3, 'Cestex|1 tablet|once'))).toBe('safe');
  });

  it('Cestex: safety in pregnancy not determined is a Low caution, silent when not pregnant', () => {
    expect(kinds(run('cat', 4, 3, 'Cestex|1 tablet|once', ['pregnant']))).toEqual([
      'condition Low',
    ]);
  });

  it('Immiticide: for dogs only (a caution in a cat), Low in a pregnant bitch, safe at label dose', () => {
    expect(kinds(run('cat', 4, 5, 'Immiticide|0.4 mL|once'))).toContain('species-toxicity Medium');
    expect(kinds(run('dog', 20, 5, 'Immiticide|2 mL|once', ['pregnant']))).toEqual([
      'condition Low',
    ]);
    expect(verdict(run('dog', 20, 5, 'Immiticide|2 mL|once'))).toBe('safe');
    // Three times the label dose is the overdose the insert describes.
    expect(verdict(run('dog', 20, 5, 'Immiticide|6 mL|once'))).toBe('dangerous');
  });

  it('Drontal for Cats (US): not under 2 months or 2 lb; half a tablet at 2 lb and 10 weeks is safe', () => {
    expect(kinds(run('cat', 0.8, weeks(6), 'Drontal for Cats|1/2 tablet|once'))).toContain(
      'age High',
    );
    expect(verdict(run('cat', 0.91, weeks(10), 'Drontal for Cats|1/2 tablet|once'))).toBe('safe');
  });

  it('Equest gels: made for horses only, so dangerous in a dog or cat; silent in a horse', () => {
    expect(kinds(run('dog', 20, 5, 'Equest|0.1 mL|once'))).toContain('toxic High');
    expect(kinds(run('cat', 4, 5, 'Equest Pramox|0.1 mL|once'))).toContain('toxic High');
    const horse = run('horse', 600, 8, 'Equest|1 syringe|once');
    expect(horse.toxicMedications).toEqual([]);
    expect(horse.drugInteractions.filter((i) => i.kind === 'species-toxicity')).toEqual([]);
    // Near miss: moxidectin made for dogs (ProHeart 6 at its label volume) stays safe.
    expect(verdict(run('dog', 20, 5, 'ProHeart 6|1 mL|every 6 months'))).toBe('safe');
  });

  it('UK ivermectin horse pastes that exclude dogs and cats: dangerous in a dog or cat, silent in a horse', () => {
    expect(kinds(run('dog', 20, 5, 'Animec Paste|0.1 g|once'))).toContain('toxic High');
    expect(kinds(run('cat', 4, 5, 'Eqvalan Duo|a lick|once'))).toContain('toxic High');
    for (const name of ['Animec Paste', 'Eqvalan Duo']) {
      const horse = run('horse', 600, 8, `${name}|1 syringe|once`);
      expect(horse.toxicMedications, name).toEqual([]);
    }
    // Near miss: ivermectin made for dogs (Heartgard Plus at its label dose) stays safe.
    expect(verdict(run('dog', 20, 5, 'Heartgard Plus|1 chew|monthly'))).toBe('safe');
  });

  it('Procox: not under 2 weeks (High); silent at 3 weeks and 0.5 kg', () => {
    expect(kinds(run('dog', 0.5, weeks(1), 'Procox|0.25 mL|once'))).toContain('age High');
    expect(verdict(run('dog', 0.5, weeks(3), 'Procox|0.25 mL|once'))).toBe('safe');
  });

  it('piperazine: severely debilitated dogs and cats only on a vet’s advice (Medium); silent when well', () => {
    expect(kinds(run('dog', 10, 3, 'piperazine|500 mg|once', ['debilitated']))).toEqual([
      'condition Medium',
    ]);
    expect(kinds(run('cat', 4, 3, 'piperazine|200 mg|once', ['debilitated']))).toEqual([
      'condition Medium',
    ]);
    expect(verdict(run('dog', 10, 3, 'piperazine|500 mg|once'))).toBe('safe');
  });
});

import type { RiskLevel, Species } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { checkMedications } from './check-medications';
import { check, medOf, petOf, type PetSpec } from './test-support';

// The exotic species and horses of issue 10: one row per rule and per control (a safe medicine
// for the same animal, or the same medicine for an animal it is safe in), and an 'other' pet's
// breed text read as its species.

type Outcome = 'toxic' | 'caution' | 'none';

function outcome(spec: PetSpec, med: string): { kind: Outcome; risk: RiskLevel | null } {
  const r = check(spec, ['Famotidine|1 mg|Once daily', med]);
  if (r.toxicMedications.length > 0)
    return { kind: 'toxic', risk: r.toxicMedications[0]!.severity };
  const caution = r.drugInteractions.find((i) => i.kind === 'species-toxicity');
  return caution ? { kind: 'caution', risk: caution.riskLevel } : { kind: 'none', risk: null };
}

describe('exotic species and horses', () => {
  it.each<[Species, string, Outcome, RiskLevel | null]>([
    ['guinea-pig', 'Amoxicillin|20 mg|Twice daily', 'toxic', 'Critical'],
    ['guinea-pig', 'Clavamox drops|0.5 mL|Twice daily', 'toxic', 'Critical'],
    ['guinea-pig', 'Penicillin G procaine injection', 'toxic', 'Critical'],
    ['guinea-pig', 'Clindamycin|10 mg|Twice daily', 'toxic', 'Critical'],
    ['guinea-pig', 'Cephalexin|20 mg|Twice daily', 'toxic', 'High'],
    ['guinea-pig', 'Erythromycin|10 mg|Twice daily', 'toxic', 'High'],
    ['guinea-pig', 'Baytril|10 mg|Twice daily', 'none', null],
    ['guinea-pig', 'Trimethoprim-sulfamethoxazole|30 mg|Twice daily', 'none', null],
    ['guinea-pig', 'Meloxicam|0.3 mg|Once daily', 'none', null],
    ['guinea-pig', 'Terramycin eye ointment', 'none', null],
    ['small-rodent', 'Lincomycin', 'toxic', 'Critical'],
    ['small-rodent', 'Amoxicillin|3 mg|Twice daily', 'toxic', 'High'],
    ['small-rodent', 'Streptomycin', 'toxic', 'High'],
    ['small-rodent', 'Enrofloxacin|2 mg|Twice daily', 'none', null],
    ['small-rodent', 'Doxycycline|1 mg|Twice daily', 'none', null],
    ['ferret', 'Tylenol|160 mg|Once daily', 'toxic', 'Critical'],
    ['ferret', 'Advil', 'toxic', 'High'],
    ['ferret', 'Amoxicillin|15 mg|Twice daily', 'none', null],
    ['ferret', 'Advantage (imidacloprid)', 'none', null],
    ['tortoise', 'Ivermectin', 'toxic', 'Critical'],
    ['tortoise', 'Moxidectin', 'caution', 'High'],
    ['tortoise', 'Fenbendazole|50 mg|Once daily', 'none', null],
    ['tortoise', 'Gentamicin injection', 'caution', 'Medium'],
    ['lizard', 'Ivermectin', 'caution', 'Medium'],
    ['lizard', 'Fenbendazole', 'none', null],
    ['snake', 'Ivermectin', 'caution', 'Medium'],
    ['snake', 'Amikacin injection', 'caution', 'Medium'],
    ['snake', 'Metronidazole|50 mg|Once', 'none', null],
    ['horse', 'Clindamycin', 'toxic', 'Critical'],
    ['horse', 'Micotil', 'toxic', 'Critical'],
    ['cat', 'Librela|10 mg|Once monthly', 'caution', 'Low'],
    ['dog', 'Librela|20 mg|Once monthly', 'none', null],
    ['rabbit', 'Cytopoint|10 mg|Once monthly', 'caution', 'Low'],
    ['dog', 'Cytopoint|20 mg|Once monthly', 'none', null],
    ['dog', 'Solensia|1 mL|Once monthly', 'caution', 'Low'],
    ['cat', 'Solensia|1 mL|Once monthly', 'none', null],
    // Decision 045: no cat label dose for ciprofloxacin (fluoroquinolone retinal damage)
    ['cat', 'Ciprofloxacin|250 mg|Once daily', 'caution', 'Medium'],
    ['cat', 'Cipro 250 mg', 'caution', 'Medium'],
    ['cat', 'Ciprodex ear drops|4 drops|Twice daily', 'none', null],
    ['dog', 'Ciprofloxacin|250 mg|Once daily', 'none', null],
    ['horse', 'Erythromycin', 'caution', 'High'],
    ['horse', 'Amitraz', 'toxic', 'High'],
    ['horse', 'Eqvalan paste', 'none', null],
    ['horse', 'Quest gel', 'none', null],
    ['horse', 'Phenylbutazone|2 g|Once daily', 'none', null],
    ['dog', 'Quest gel', 'caution', 'High'],
    ['dog', 'Amoxicillin|250 mg|Twice daily', 'none', null],
    ['dog', 'Ivermectin|68 mcg|Monthly', 'none', null],
    ['rabbit', 'Frontline spray', 'toxic', 'Critical'],
    ['cat', 'Permethrin spot-on', 'toxic', 'Critical'],
    // Catalogue warnings the engine now shares (item 6)
    ['dog', 'Iron supplement', 'caution', 'Medium'],
    ['dog', 'Zinc supplement', 'caution', 'Medium'],
    ['dog', 'Iron supplement|65 mg|Once daily', 'none', null],
    ['cat', 'Iron supplement|325 mg|Once', 'toxic', 'High'],
    ['dog', 'Dextromethorphan', 'caution', 'Low'],
    ['cat', 'Unisom (doxylamine)', 'caution', 'Low'],
    ['cat', 'Hydrogen peroxide 3%', 'toxic', 'High'],
    ['dog', 'Hydrogen peroxide 3%', 'none', null],
    ['horse', 'Organophosphate insecticide', 'toxic', 'High'],
    // Livestock and human products owners reach for
    ['dog', 'Cydectin|1 mL|Once', 'caution', 'High'],
    ['cat', 'Alka-Seltzer|1 tablet|Once', 'toxic', 'High'],
    ['cat', 'Vicks VapoRub', 'toxic', 'High'],
    ['dog', 'Vicks VapoRub', 'caution', 'Medium'],
    // Horses: ionophore feed additives, intravenous doxycycline
    ['horse', 'Rumensin cattle feed', 'toxic', 'Critical'],
    ['dog', 'Monensin', 'toxic', 'High'],
    ['bird', 'Coban', 'none', null],
    ['horse', 'Doxycycline injection|2 g|Once', 'toxic', 'Critical'],
    ['horse', 'Doxycycline|5 g|Twice daily', 'none', null],
  ])('%s: %s → %s %s', (species, med, kind, risk) => {
    expect(outcome({ species }, med)).toEqual({ kind, risk });
  });

  it.each<[string, string, Species]>([
    ['Guinea pig', 'Amoxicillin', 'guinea-pig'],
    ['Syrian hamster', 'Clindamycin', 'small-rodent'],
    ['ferret', 'Tylenol', 'ferret'],
    ['Red-eared slider', 'Ivermectin', 'tortoise'],
    ['Welsh pony', 'Clindamycin', 'horse'],
    // Breed and variety words the shared species list does not hold
    ['Skinny pig', 'Amoxicillin', 'guinea-pig'],
    ['Flemish Giant', 'Clindamycin', 'rabbit'],
    ['Mini Rex', 'Lincomycin', 'rabbit'],
    ['Robo dwarf', 'Clindamycin', 'small-rodent'],
    ['Quaker', 'Avocado', 'bird'],
    ['Appaloosa', 'Micotil', 'horse'],
  ])("reads an 'other' pet with breed %o as its species", (breed, med, species) => {
    const r = check({ species: 'other', breed }, [med]);
    expect(r.toxicMedications[0]?.species).toEqual([species]);
  });

  it.each<[string, string, string]>([
    ['Guinea Pig', 'Abyssinian', 'guinea-pig'],
    ['hamster', 'Syrian', 'small-rodent'],
    ['Rabbit', 'Holland Lop', 'rabbit'],
  ])('reads a species written as text (%s) as the species it names', (species, breed, id) => {
    const pet = { ...petOf({ species: 'other', breed, kg: 1 }), species: species as Species };
    const r = checkMedications(pet, [medOf('Clindamycin|5 mg|Twice daily')]);
    expect(r.toxicMedications[0]?.species).toEqual([id]);
  });

  it('reads a dog written as text for its MDR1 breed', () => {
    const pet = {
      ...petOf({ species: 'dog', breed: 'Rough Collie', kg: 25 }),
      species: 'Dog' as Species,
    };
    const r = checkMedications(pet, [medOf('Imodium|2 mg|Twice daily')]);
    expect(r.drugInteractions[0]).toMatchObject({ kind: 'mdr1', riskLevel: 'High' });
  });

  it("keeps the 'other' reading when the breed names no animal", () => {
    const r = check({ species: 'other', breed: 'hedgehog' }, ['Amoxicillin|5 mg|Twice daily']);
    expect(r.toxicMedications).toEqual([]);
    expect(r.drugInteractions[0]).toMatchObject({
      medication2: 'other (species)',
      riskLevel: 'Medium',
    });
  });

  it('names the species in the finding and the summary', () => {
    const r = check({ species: 'lizard', name: 'Spike' }, ['Ivermectin']);
    expect(r.drugInteractions[0]!.medication2).toBe('lizard (species)');
    expect(r.analysis).toContain('Spike (lizard)');
  });
});

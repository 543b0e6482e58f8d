import { verdict, type Verdict } from '@pawrx/contracts/interactions';
import { describe, expect, it } from 'vitest';
import { check } from './test-support';

// What owners give or feed at home. 3% hydrogen peroxide as a home emetic (ASPCA APCC, Khan 2012): 2.2 mL/kg by mouth, 45 mL at
// most, whatever the dog's size; stronger peroxide (hair developer) is far over it by mg/kg; never
// in a cat (Obr 2017). Peroxide on a wound is not a dose.

describe('hydrogen peroxide to make a pet vomit', () => {
  it.each<['dog' | 'cat', number, string, Verdict]>([
    ['dog', 20, 'Hydrogen peroxide 3%|40 mL by mouth|Once', 'safe'],
    ['dog', 50, 'Hydrogen peroxide 3%|45 mL by mouth|Once', 'safe'],
    ['dog', 50, 'Hydrogen peroxide 3%|90 mL by mouth|Once', 'dangerous'],
    ['dog', 50, 'Hydrogen peroxide 3%|60 mL by mouth|Once', 'caution'],
    ['dog', 18, 'Hair-developer peroxide 12% (40 volume)|40 mL by mouth|Once', 'dangerous'],
    ['dog', 20, 'Hydrogen peroxide|poured on the cut|Once', 'safe'],
    ['cat', 4.5, 'Hydrogen peroxide 3% (to make him vomit)|10 mL by mouth|Once', 'dangerous'],
  ])('%s %s kg: %s → %s', (species, kg, med, expected) => {
    expect(verdict(check({ species, kg }, [med]))).toBe(expected);
  });
});

// Tartaric acid (Merck; ASPCA APCC case series): tamarind and cream of tartar harm dogs' kidneys as
// grapes do; commercial grape juice is detartrated (VPIS) and is not the fruit.
describe('tartaric acid foods', () => {
  it.each<['dog' | 'cat', string, Verdict]>([
    ['dog', 'Tamarind paste (home remedy for constipation)|2 tablespoons|Once daily', 'dangerous'],
    ['dog', 'Cream of tartar|1 teaspoon|Once', 'dangerous'],
    ['cat', 'Tamarind|a bite|Once', 'safe'],
    ['dog', 'Grape juice (commercial, 100% juice)|a few laps|Once', 'safe'],
    ['dog', 'Grapes|5 grapes|Once', 'dangerous'],
  ])('%s: %s → %s', (species, med, expected) => {
    expect(verdict(check({ species }, [med]))).toBe(expected);
  });
});

// St John's wort induces CYP3A4 and P-glycoprotein (Henderson 2002): the drugs it lowers.
describe("St John's wort with the drugs it speeds away", () => {
  it.each<[string, Verdict]>([
    ['Atopica (cyclosporine)|100 mg|Once daily', 'caution'],
    ['Digoxin|0.125 mg|Twice daily', 'caution'],
    ['Fish oil|1 capsule|Once daily', 'safe'],
  ])('%s → %s', (med, expected) => {
    expect(verdict(check({ species: 'dog' }, [med, "St John's wort|300 mg|Once daily"]))).toBe(
      expected,
    );
  });
});

// Rats, mice, hamsters and gerbils are given acetaminophen (100–300 mg/kg) and rats and mice
// ibuprofen (7.5–30 mg/kg) in laboratory analgesia tables; chinchillas, degus and hamsters on
// ibuprofen have no published dose.
describe('human pain relievers in small rodents', () => {
  it.each<[string, string, Verdict]>([
    ['Fancy rat', "Children's Motrin (ibuprofen 100 mg/5 mL)|0.34 mL|Once daily", 'safe'],
    ['Fancy rat', "Children's Motrin (ibuprofen 100 mg/5 mL)|2 mL|Once daily", 'dangerous'],
    ['Syrian hamster', "Children's Motrin (ibuprofen 100 mg/5 mL)|0.1 mL|Once daily", 'dangerous'],
    ['Fancy rat', 'Aleve|1 tablet|Once', 'dangerous'],
    ['Syrian hamster', "Children's Tylenol 160 mg/5 mL|1 mL|Once", 'safe'],
    ['Fancy rat', "Children's Tylenol (acetaminophen)|in the drinking water|For 3 days", 'caution'],
    ['Chinchilla', 'Tylenol|10 mg|Once', 'dangerous'],
  ])('%s: %s → %s', (breed, med, expected) => {
    expect(
      verdict(
        check(
          {
            species: 'small-rodent',
            breed,
            kg: breed === 'Chinchilla' ? 0.5 : breed === 'Fancy rat' ? 0.45 : 0.15,
          },
          [med],
        ),
      ),
    ).toBe(expected);
  });
});

// Human prescription medicines pets get into (Pet Poison Helpline; ASPCA APCC): accidental
// exposures only; the same drugs given on purpose are judged by their dose rows.
describe('human prescription medicines a pet got into', () => {
  it.each<['dog' | 'cat', number, string, Verdict]>([
    ['dog', 25, 'Ventolin HFA (albuterol) inhaler|canister chewed and punctured|Once', 'dangerous'],
    ['cat', 4, 'Ventolin (albuterol 90 mcg)|1 puff with spacer|As needed', 'safe'],
    ['dog', 8, 'Glucotrol (glipizide 10 mg)|1 tablet eaten|Once', 'dangerous'],
    ['dog', 10, 'Amaryl 4 mg|ate 1 tablet|Once', 'dangerous'],
    ['cat', 5, 'Glipizide|2.5 mg|Twice daily', 'safe'],
    ['dog', 5, 'Glucophage (metformin 500 mg)|10 tablets eaten|Once', 'dangerous'],
    ['dog', 30, 'Glucophage (metformin 500 mg)|1 tablet eaten|Once', 'safe'],
  ])('%s %s kg: %s → %s', (species, kg, med, expected) => {
    expect(verdict(check({ species, kg }, [med]))).toBe(expected);
  });
});

// One dose below a published poisoning dose whose source calls it mild is a caution: one 30 mg
// pseudoephedrine tablet in a 40 kg dog (ASPCA APCC), one paracetamol capsule in a Labrador.
describe('one human tablet below its poisoning dose', () => {
  it.each<[number, string, Verdict]>([
    [40, 'Pseudoephedrine 30 mg tablet|1 tablet eaten|Once', 'caution'],
    [9, 'Sudafed 30 mg|3 tablets eaten|Once', 'dangerous'],
    [
      30,
      'Lemsip Max Day & Night Cold & Flu capsules (day capsule)|1 capsule eaten|Once',
      'caution',
    ],
    [6, 'Calpol Six Plus (paracetamol 250 mg/5 mL)|5 mL|Once', 'caution'],
    [8, 'Tylenol 500 mg|2 tablets eaten|Once', 'dangerous'],
  ])('dog %s kg: %s → %s', (kg, med, expected) => {
    expect(verdict(check({ species: 'dog', kg }, [med]))).toBe(expected);
  });
});

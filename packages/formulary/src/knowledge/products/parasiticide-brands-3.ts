import { notOnCats, notOnRabbits, notWhenUnwell, PERMETHRIN_CATS } from './parasiticide-dog';
import type { LabelStatement, ProductRecord } from './product-record';

// Generic fipronil spot-ons sold in the UK and EU under their own brands (issue 22, third products
// pass), each read from its data sheet or leaflet. Each record is the dog formulation read; the
// bare brand names (Fiprotec, Fiprospot, Fypryst) are sold for cats too, so they resolve to
// fipronil alone (drugs-parasiticide.ts) and only a name that says "dog" reaches these labels.

/** Fipronil dog pipettes on cats: the data sheets say not to, as that would overdose them. */
const dogPipetteOnCats = (name: string): LabelStatement => ({
  when: { species: ['cat'] },
  kind: 'contraindication',
  risk: 'Medium',
  text: `The ${name} data sheet says not to use the dog pipettes on cats, as that would overdose them.`,
});

// prettier-ignore
export const BRAND_PARASITICIDES_3: readonly ProductRecord[] = [
  {
    id: 'fiprotec-small-dogs', name: 'Fiprotec 67 mg Spot On for Small Dogs', aliases: ['Fiprotec for dogs', 'Fiprotec small dogs', 'Fiprotec 67 mg', 'Fiprotec spot on for dogs'], markets: ['UK'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [{ kg: [2, 10], actives: [{ drug: 'fipronil', mg: 67 }], fillMl: 0.67, names: ['small', '67 mg'] }],
    // SPC 4.3: not on dogs under 8 weeks and/or under 2 kg; not on sick or convalescent animals;
    // not in rabbits (reactions and death); not in cats (overdose).
    label: { species: ['dog'], minAgeWeeks: 8, minKg: 2, minKind: 'contraindication', statements: [
      notOnRabbits('Fiprotec'),
      notWhenUnwell('Fiprotec'),
      dogPipetteOnCats('Fiprotec'),
    ] },
    source: 'spc-fiprotec-small-dogs', ref: 'VMD SPC AN 00784/2015 (1 pipette of 0.67 mL: fipronil 67 mg)',
  },
  {
    id: 'fiprospot-small-dogs', name: 'Fiprospot 67 mg Spot-On for Small Dogs', aliases: ['Fiprospot for dogs', 'Fiprospot small dogs', 'Fiprospot 67 mg', 'Fiprospot chien'], markets: ['UK', 'EU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [{ kg: [2, 10], actives: [{ drug: 'fipronil', mg: 67 }], fillMl: 0.67, names: ['small', '67 mg'] }],
    // Leaflet: not on puppies under 2 months and/or under 2 kg (no data); not on sick or
    // convalescent animals; not in rabbits; made for dogs, not for cats (overdose).
    label: { species: ['dog'], minAgeWeeks: 8.7, minKg: 2, minKind: 'contraindication', statements: [
      notOnRabbits('Fiprospot'),
      notWhenUnwell('Fiprospot'),
      dogPipetteOnCats('Fiprospot'),
    ] },
    source: 'leaflet-fiprospot-small-dogs', ref: 'fipronil 67 mg per 0.67 mL pipette, dogs of 2 to 10 kg',
  },
  {
    id: 'fypryst-combo-dog', name: 'Fypryst Combo for Dogs', aliases: ['Fypryst Combo dog', 'Fypryst Combo spot on for dogs', 'Fypryst Combo pes'], markets: ['EU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    actives: [{ drug: 'fipronil' }, { drug: 'methoprene' }],
    // SPC (Czech): not on puppies under 8 weeks and/or under 2 kg (no data); not on sick or
    // convalescent animals; not in rabbits; made for dogs, not for cats or ferrets (overdose).
    label: { species: ['dog'], minAgeWeeks: 8, minKg: 2, minKind: 'contraindication', statements: [
      notOnRabbits('Fypryst Combo'),
      notWhenUnwell('Fypryst Combo'),
      dogPipetteOnCats('Fypryst Combo'),
    ] },
    source: 'spc-fypryst-combo-dog', ref: 'fipronil with (S)-methoprene, dog pipettes by weight band',
  },
  // Effipro Duo (fipronil with pyriproxyfen) for cats, VMD SPC: section 4.3 says only "not in
  // rabbits"; its section 4.5 (where an age would be) was not reached, so no minimum is recorded.
  {
    id: 'effipro-duo-cats', name: 'Effipro Duo for Cats', aliases: ['Effipro Duo 50 mg/60 mg', 'Effipro Duo cat', 'Effipro Comp for cats'], markets: ['UK', 'EU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    actives: [{ drug: 'fipronil', mg: 50 }, { drug: 'pyriproxyfen', mg: 60 }],
    fillMl: 0.5,
    label: { species: ['cat'], statements: [notOnRabbits('Effipro Duo')] },
    source: 'spc-effipro-duo-cats', ref: 'VMD SPC AN 01300/2015: 0.5 mL pipette, fipronil 50 mg, pyriproxyfen 60 mg',
  },
  {
    id: 'effipro-duo-very-large-cats', name: 'Effipro Duo for Very Large Cats', aliases: ['Effipro Duo 100 mg/120 mg', 'Effipro Duo very large cat'], markets: ['UK', 'EU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [{ kg: [6, 12], actives: [{ drug: 'fipronil', mg: 100 }, { drug: 'pyriproxyfen', mg: 120 }], fillMl: 1, names: ['very large'] }],
    label: { species: ['cat'], statements: [notOnRabbits('Effipro Duo')] },
    source: 'spc-effipro-duo-cats', ref: 'VMD SPC AN 01300/2015: 1 mL pipette for cats over 6 to 12 kg, fipronil 100 mg, pyriproxyfen 120 mg',
  },
  {
    id: 'fipratix-very-small-dogs', name: 'Fipratix Spot-On for Very Small Dogs', aliases: ['Fipratix', 'Fipratix spot on', 'Fipratix for dogs'], markets: ['EU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    actives: [{ drug: 'fipronil', mg: 26.8 }, { drug: 'permethrin', mg: 239.8 }],
    fillMl: 0.44,
    // Leaflet: dogs only; not on rabbits or cats (reactions up to death); not on sick (systemic
    // disease, fever) or convalescent animals. No minimum age was in the text read.
    label: { species: ['dog'], statements: [
      notOnCats('Fipratix', PERMETHRIN_CATS),
      notOnRabbits('Fipratix'),
      notWhenUnwell('Fipratix'),
    ] },
    source: 'leaflet-fipratix', ref: '0.44 mL pipette: fipronil 26.8 mg, permethrin 239.8 mg',
  },
];

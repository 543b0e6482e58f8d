import type { LabelStatement, ProductRecord } from './product-record';

// Flea, tick, heartworm and worm products labelled for dogs (US FDA and EPA, UK and EU), with the
// dewormers and the few products labelled for dogs and cats alike. Source: each product’s label or
// SPC (see sources-parasiticide.ts). Weight bands printed in pounds are converted with lb().

/** Pounds printed on a label, in kg (1 lb = 0.4536 kg), to two decimals. */
export const lb = (pounds: number): number => Math.round(pounds * 45.36) / 100;

type Pets = 'dogs' | 'cats';

/** FDA class labelling of isoxazolines (2018): care in pets with a history of seizures. */
export const seizures = (name: string, pets: Pets = 'dogs'): LabelStatement => ({
  when: { condition: 'epilepsy' },
  kind: 'precaution',
  risk: 'Medium',
  text: `The ${name} label asks for care in ${pets} with a history of seizures or other nerve problems, because isoxazoline flea and tick drugs have been linked to tremors, wobbliness and seizures.`,
});

/** "Safety not established in breeding, pregnant or lactating animals", once per condition. */
export const reproductionNotEvaluated = (name: string, pets: Pets = 'dogs'): LabelStatement[] =>
  (['pregnancy', 'lactation', 'breeding'] as const).map((condition) => ({
    when: { condition },
    kind: 'precaution',
    risk: 'Low',
    text: `The ${name} label says its safety has not been established in breeding, pregnant or nursing ${pets}.`,
  }));

/** Heartworm preventives: test first; they do not clear adult heartworms. */
export const heartwormTestFirst = (name: string, pets: Pets = 'dogs'): LabelStatement => ({
  when: { condition: 'heartworm-disease' },
  kind: 'precaution',
  risk: 'Low',
  text: `The ${name} label asks for ${pets} to be tested for heartworm before starting: it prevents new infections but does not clear adult heartworms already present.`,
});

/** Milbemycin labels: reactions in dogs with many circulating heartworm larvae. */
const microfilariaeReaction = (name: string): LabelStatement => ({
  when: { condition: 'heartworm-disease' },
  kind: 'precaution',
  risk: 'Medium',
  text: `The ${name} label warns that dogs carrying many heartworm larvae in the blood can have a short allergic-type reaction as milbemycin kills them, so dogs should be tested for heartworm first.`,
});

/** Dog products whose label says not to use them on cats. */
export const notOnCats = (name: string, why: string): LabelStatement => ({
  when: { species: ['cat'] },
  kind: 'contraindication',
  risk: 'High',
  text: `The ${name} label says not to use it on cats: ${why}.`,
});

export const PERMETHRIN_CATS =
  'the permethrin in it poisons cats, even from contact with a freshly treated dog';
const PYRETHROID_CATS =
  'the concentrated pyrethroid insecticide in it can cause tremors and seizures in cats';

/** Fipronil labels: never on rabbits. */
export const notOnRabbits = (name: string): LabelStatement => ({
  when: { species: ['rabbit'] },
  kind: 'contraindication',
  risk: 'High',
  text: `The ${name} label says not to use it on rabbits, in which fipronil has caused severe reactions and deaths.`,
});

/** Fipronil spot-on data sheets: not on animals that are sick or recovering from illness. */
export const notWhenUnwell = (name: string, pets: Pets = 'dogs'): LabelStatement => ({
  when: { condition: 'debilitated' },
  kind: 'contraindication',
  risk: 'Medium',
  text: `The ${name} data sheet says not to use it on ${pets} that are sick (fever, illness of the whole body) or still recovering from an illness.`,
});

// prettier-ignore
export const DOG_PARASITICIDES: readonly ProductRecord[] = [
  // Isoxazoline chews and their combinations (FDA; EU SPCs for EU-only products)
  {
    id: 'nexgard', name: 'NexGard', aliases: ['NexGard chewables', 'Nexgard chewable', 'NexGard chews', 'NexGard for dogs'], markets: ['US', 'UK', 'EU', 'CA', 'AU'], audience: 'veterinary', unit: 'chew', route: 'oral',
    bands: [
      { kg: [lb(4), lb(10)], actives: [{ drug: 'afoxolaner', mg: 11.3 }], names: ['orange', '11 mg'] },
      { kg: [lb(10.1), lb(24)], actives: [{ drug: 'afoxolaner', mg: 28.3 }], names: ['blue', '28 mg'] },
      { kg: [lb(24.1), lb(60)], actives: [{ drug: 'afoxolaner', mg: 68 }], names: ['purple'] },
      { kg: [lb(60.1), lb(121)], actives: [{ drug: 'afoxolaner', mg: 136 }], names: ['red'] },
    ],
    label: { species: ['dog'], minAgeWeeks: 8, minKg: lb(4), minKind: 'precaution', statements: [
      seizures('NexGard'),
      ...reproductionNotEvaluated('NexGard'),
    ] },
    source: 'label-nexgard', ref: 'FDA NADA 141-406; DailyMed e10f7434-d00c-44de-af79-7b0886b2e948',
  },
  {
    // The US label's pound bands were not read; the kg bands are those of its EU sister NexGard
    // Spectra, which has the same afoxolaner strengths (21 CFR 520.35 gives the amounts).
    id: 'nexgard-plus', name: 'NexGard PLUS', aliases: ['NexGard Plus chewables', 'Nexgard Plus chews'], markets: ['US'], audience: 'veterinary', unit: 'chew', route: 'oral',
    bands: [
      { kg: [lb(4), 3.5], actives: [{ drug: 'afoxolaner', mg: 9.375 }, { drug: 'moxidectin', mg: 0.045 }, { drug: 'pyrantel', mg: 18.75 }] },
      { kg: [3.5, 7.5], actives: [{ drug: 'afoxolaner', mg: 18.75 }, { drug: 'moxidectin', mg: 0.09 }, { drug: 'pyrantel', mg: 37.5 }] },
      { kg: [7.5, 15], actives: [{ drug: 'afoxolaner', mg: 37.5 }, { drug: 'moxidectin', mg: 0.18 }, { drug: 'pyrantel', mg: 75 }] },
      { kg: [15, 30], actives: [{ drug: 'afoxolaner', mg: 75 }, { drug: 'moxidectin', mg: 0.36 }, { drug: 'pyrantel', mg: 150 }] },
      { kg: [30, 60], actives: [{ drug: 'afoxolaner', mg: 150 }, { drug: 'moxidectin', mg: 0.72 }, { drug: 'pyrantel', mg: 300 }] },
    ],
    heartwormPreventive: true,
    label: { species: ['dog'], minAgeWeeks: 8, minKg: lb(4), minKind: 'precaution', statements: [
      seizures('NexGard PLUS'),
      heartwormTestFirst('NexGard PLUS'),
    ] },
    source: 'label-nexgard-plus', ref: '21 CFR 520.35',
  },
  {
    id: 'nexgard-spectra', name: 'NexGard Spectra', aliases: ['Nexgard Spectra chewable tablets'], markets: ['UK', 'EU', 'AU', 'NZ'], audience: 'veterinary', unit: 'chew', route: 'oral',
    bands: [
      { kg: [2, 3.5], actives: [{ drug: 'afoxolaner', mg: 9.375 }, { drug: 'milbemycin', mg: 1.875 }], names: ['9 mg'] },
      { kg: [3.5, 7.5], actives: [{ drug: 'afoxolaner', mg: 18.75 }, { drug: 'milbemycin', mg: 3.75 }], names: ['19 mg'] },
      { kg: [7.5, 15], actives: [{ drug: 'afoxolaner', mg: 37.5 }, { drug: 'milbemycin', mg: 7.5 }], names: ['38 mg'] },
      { kg: [15, 30], actives: [{ drug: 'afoxolaner', mg: 75 }, { drug: 'milbemycin', mg: 15 }] },
      { kg: [30, 60], actives: [{ drug: 'afoxolaner', mg: 150 }, { drug: 'milbemycin', mg: 30 }] },
    ],
    heartwormPreventive: true,
    label: { species: ['dog'], minAgeWeeks: 8, minKg: 2, minKind: 'precaution', statements: [microfilariaeReaction('NexGard Spectra')] },
    source: 'spc-nexgard-spectra', ref: 'EMA EU/2/14/177; from 8 weeks on the Canadian label (label-nexgard-spectra-canada)',
  },
  {
    id: 'simparica', name: 'Simparica', aliases: ['Simparica chewables', 'Simparica chews', 'Simparica chewable tablets'], markets: ['US', 'UK', 'EU', 'CA', 'AU'], audience: 'veterinary', unit: 'chew', route: 'oral',
    bands: [
      { kg: [lb(2.8), lb(5.5)], actives: [{ drug: 'sarolaner', mg: 5 }] },
      { kg: [lb(5.6), lb(11)], actives: [{ drug: 'sarolaner', mg: 10 }] },
      { kg: [lb(11.1), lb(22)], actives: [{ drug: 'sarolaner', mg: 20 }] },
      { kg: [lb(22.1), lb(44)], actives: [{ drug: 'sarolaner', mg: 40 }] },
      { kg: [lb(44.1), lb(88)], actives: [{ drug: 'sarolaner', mg: 80 }] },
      { kg: [lb(88.1), lb(132)], actives: [{ drug: 'sarolaner', mg: 120 }] },
    ],
    label: { species: ['dog'], minAgeWeeks: 26, minKg: lb(2.8), minKind: 'precaution', statements: [
      seizures('Simparica'),
      ...reproductionNotEvaluated('Simparica'),
    ] },
    source: 'label-simparica', ref: 'FDA NADA 141-452; EU bands 1.3-2.5 to >40-60 kg (EMA SPC)',
  },
  {
    id: 'simparica-trio', name: 'Simparica Trio', aliases: ['Simparica Trio chewables', 'Simparica Trio chews', 'Simparica 3'], markets: ['US', 'UK', 'EU', 'CA', 'AU'], audience: 'veterinary', unit: 'chew', route: 'oral',
    bands: [
      { kg: [lb(2.8), lb(5.5)], actives: [{ drug: 'sarolaner', mg: 3 }, { drug: 'moxidectin', mg: 0.06 }, { drug: 'pyrantel', mg: 12.5 }] },
      { kg: [lb(5.6), lb(11)], actives: [{ drug: 'sarolaner', mg: 6 }, { drug: 'moxidectin', mg: 0.12 }, { drug: 'pyrantel', mg: 25 }] },
      { kg: [lb(11.1), lb(22)], actives: [{ drug: 'sarolaner', mg: 12 }, { drug: 'moxidectin', mg: 0.24 }, { drug: 'pyrantel', mg: 50 }] },
      { kg: [lb(22.1), lb(44)], actives: [{ drug: 'sarolaner', mg: 24 }, { drug: 'moxidectin', mg: 0.48 }, { drug: 'pyrantel', mg: 100 }] },
      { kg: [lb(44.1), lb(88)], actives: [{ drug: 'sarolaner', mg: 48 }, { drug: 'moxidectin', mg: 0.96 }, { drug: 'pyrantel', mg: 200 }] },
      { kg: [lb(88.1), lb(132)], actives: [{ drug: 'sarolaner', mg: 72 }, { drug: 'moxidectin', mg: 1.44 }, { drug: 'pyrantel', mg: 300 }] },
    ],
    heartwormPreventive: true,
    label: { species: ['dog'], minAgeWeeks: 8, minKg: lb(2.8), minKind: 'precaution', statements: [
      seizures('Simparica Trio'),
      heartwormTestFirst('Simparica Trio'),
      ...reproductionNotEvaluated('Simparica Trio'),
    ] },
    source: 'label-simparica-trio', ref: 'FDA NADA 141-521; NDC 54771-2668 to 2671',
  },
  {
    id: 'bravecto', name: 'Bravecto', aliases: ['Bravecto chews', 'Bravecto chew', 'Bravecto chewable', 'Bravecto chewable tablets', 'Bravecto 12 week chew', 'Bravecto 3 month chew'], markets: ['US', 'UK', 'EU', 'CA', 'AU', 'NZ'], audience: 'veterinary', unit: 'chew', route: 'oral',
    bands: [
      { kg: [lb(4.4), lb(9.9)], actives: [{ drug: 'fluralaner', mg: 112.5 }] },
      { kg: [lb(9.9), lb(22)], actives: [{ drug: 'fluralaner', mg: 250 }] },
      { kg: [lb(22), lb(44)], actives: [{ drug: 'fluralaner', mg: 500 }] },
      { kg: [lb(44), lb(88)], actives: [{ drug: 'fluralaner', mg: 1000 }] },
      { kg: [lb(88), lb(123)], actives: [{ drug: 'fluralaner', mg: 1400 }] },
    ],
    label: { species: ['dog'], minAgeWeeks: 26, minKg: lb(4.4), minKind: 'precaution', statements: [seizures('Bravecto')] },
    source: 'label-bravecto', ref: 'FDA NADA 141-426; 21 CFR 520.998',
  },
  {
    id: 'bravecto-1-month', name: 'Bravecto 1-Month', aliases: ['Bravecto 1 Month', 'Bravecto one month', 'Bravecto monthly chew', 'Bravecto 1-Month chews'], markets: ['US'], audience: 'veterinary', unit: 'chew', route: 'oral',
    bands: [
      { kg: [lb(4.4), lb(9.9)], actives: [{ drug: 'fluralaner', mg: 45 }] },
      { kg: [lb(9.9), lb(22)], actives: [{ drug: 'fluralaner', mg: 100 }] },
      { kg: [lb(22), lb(44)], actives: [{ drug: 'fluralaner', mg: 200 }] },
      { kg: [lb(44), lb(88)], actives: [{ drug: 'fluralaner', mg: 400 }] },
      { kg: [lb(88), lb(123)], actives: [{ drug: 'fluralaner', mg: 560 }] },
    ],
    label: { species: ['dog'], minAgeWeeks: 8, minKg: lb(4.4), minKind: 'precaution', statements: [seizures('Bravecto 1-Month')] },
    source: 'label-bravecto', ref: '21 CFR 520.998(a)(2)',
  },
  {
    id: 'bravecto-topical-dog', name: 'Bravecto Topical for Dogs', aliases: ['Bravecto Topical Solution for Dogs', 'Bravecto spot-on for dogs', 'Bravecto spot on dog'], markets: ['US', 'UK', 'EU', 'CA', 'AU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [lb(4.4), lb(9.9)], actives: [{ drug: 'fluralaner', mg: 112.5 }] },
      { kg: [lb(9.9), lb(22)], actives: [{ drug: 'fluralaner', mg: 250 }] },
      { kg: [lb(22), lb(44)], actives: [{ drug: 'fluralaner', mg: 500 }] },
      { kg: [lb(44), lb(88)], actives: [{ drug: 'fluralaner', mg: 1000 }] },
      { kg: [lb(88), lb(123)], actives: [{ drug: 'fluralaner', mg: 1400 }] },
    ],
    label: { species: ['dog'], minAgeWeeks: 26, minKg: lb(4.4), minKind: 'precaution', statements: [seizures('Bravecto Topical')] },
    source: 'spc-bravecto-spot-on', ref: 'fluralaner 280 mg/mL; US NADA 141-459',
  },
  {
    id: 'bravecto-quantum', name: 'Bravecto Quantum', aliases: ['Bravecto injection', 'Bravecto injectable', 'Bravecto 12 month injection'], markets: ['US', 'UK', 'EU', 'AU'], audience: 'veterinary', unit: 'mL', route: 'injectable',
    actives: [{ drug: 'fluralaner', mg: 150 }],
    label: { species: ['dog'], minAgeWeeks: 26, minKind: 'precaution', statements: [seizures('Bravecto Quantum')] },
    source: 'label-bravecto-quantum', ref: '21 CFR 522.998: 150 mg/mL constituted, 0.1 mL/kg',
  },
  {
    id: 'credelio', name: 'Credelio', aliases: ['Credelio chewable tablets', 'Credelio chews', 'Credelio for dogs'], markets: ['US', 'UK', 'EU', 'CA', 'AU'], audience: 'veterinary', unit: 'chew', route: 'oral',
    bands: [
      { kg: [lb(4.4), 2.8], actives: [{ drug: 'lotilaner', mg: 56.25 }], names: ['56 mg'] },
      { kg: [2.8, 5.5], actives: [{ drug: 'lotilaner', mg: 112.5 }], names: ['112 mg'] },
      { kg: [5.5, 11], actives: [{ drug: 'lotilaner', mg: 225 }] },
      { kg: [11, 22], actives: [{ drug: 'lotilaner', mg: 450 }] },
      { kg: [22, 45], actives: [{ drug: 'lotilaner', mg: 900 }] },
    ],
    label: { species: ['dog'], minAgeWeeks: 8, minKg: lb(4.4), minKind: 'precaution', statements: [
      seizures('Credelio'),
      ...reproductionNotEvaluated('Credelio'),
    ] },
    source: 'label-credelio', ref: '21 CFR 520.1286; Canada DIN bands 1.4-2.7 to >22-45 kg',
  },
  {
    id: 'credelio-plus', name: 'Credelio Plus', aliases: ['Credelio Plus chewable tablets'], markets: ['UK', 'EU', 'CA', 'AU'], audience: 'veterinary', unit: 'chew', route: 'oral',
    bands: [
      { kg: [1.4, 2.8], actives: [{ drug: 'lotilaner', mg: 56.25 }, { drug: 'milbemycin', mg: 2.11 }] },
      { kg: [2.8, 5.5], actives: [{ drug: 'lotilaner', mg: 112.5 }, { drug: 'milbemycin', mg: 4.22 }] },
      { kg: [5.5, 11], actives: [{ drug: 'lotilaner', mg: 225 }, { drug: 'milbemycin', mg: 8.44 }] },
      { kg: [11, 22], actives: [{ drug: 'lotilaner', mg: 450 }, { drug: 'milbemycin', mg: 16.88 }] },
      { kg: [22, 45], actives: [{ drug: 'lotilaner', mg: 900 }, { drug: 'milbemycin', mg: 33.75 }] },
    ],
    heartwormPreventive: true,
    label: { species: ['dog'], minKg: 1.4, minKind: 'precaution', statements: [microfilariaeReaction('Credelio Plus')] },
    source: 'spc-credelio-plus', ref: 'EMA EU/2/20/266',
  },
  {
    // Bands follow the lotilaner strengths at the label's 20 mg/kg minimum (as Credelio Plus).
    id: 'credelio-quattro', name: 'Credelio Quattro', aliases: ['Credelio Quattro chewable tablets', 'Credelio Quattro chews', 'Credelio 4'], markets: ['US'], audience: 'veterinary', unit: 'chew', route: 'oral',
    bands: [
      { kg: [lb(3.3), 2.8], actives: [{ drug: 'lotilaner', mg: 56.25 }, { drug: 'moxidectin', mg: 0.056 }, { drug: 'praziquantel', mg: 14.25 }, { drug: 'pyrantel', mg: 14.25 }] },
      { kg: [2.8, 5.5], actives: [{ drug: 'lotilaner', mg: 112.5 }, { drug: 'moxidectin', mg: 0.113 }, { drug: 'praziquantel', mg: 28.5 }, { drug: 'pyrantel', mg: 28.5 }] },
      { kg: [5.5, 11], actives: [{ drug: 'lotilaner', mg: 225 }, { drug: 'moxidectin', mg: 0.225 }, { drug: 'praziquantel', mg: 57 }, { drug: 'pyrantel', mg: 57 }] },
      { kg: [11, 22], actives: [{ drug: 'lotilaner', mg: 450 }, { drug: 'moxidectin', mg: 0.45 }, { drug: 'praziquantel', mg: 114 }, { drug: 'pyrantel', mg: 114 }] },
      { kg: [22, 45], actives: [{ drug: 'lotilaner', mg: 900 }, { drug: 'moxidectin', mg: 0.9 }, { drug: 'praziquantel', mg: 228 }, { drug: 'pyrantel', mg: 228 }] },
    ],
    heartwormPreventive: true,
    label: { species: ['dog'], minAgeWeeks: 8, minKg: lb(3.3), minKind: 'precaution', statements: [
      seizures('Credelio Quattro'),
      heartwormTestFirst('Credelio Quattro'),
    ] },
    source: 'label-credelio-quattro', ref: '21 CFR 520.1287',
  },
  // Macrocyclic lactone spot-ons for dogs
  {
    id: 'revolution-dog', name: 'Revolution for Dogs', aliases: ['Revolution dog', 'Revolution topical for dogs', 'Revolution for puppies'], markets: ['US', 'CA'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [0, lb(5)], actives: [{ drug: 'selamectin', mg: 15 }], fillMl: 0.25, names: ['mauve'] },
      { kg: [lb(5.1), lb(10)], actives: [{ drug: 'selamectin', mg: 30 }], fillMl: 0.25, names: ['purple'] },
      { kg: [lb(10.1), lb(20)], actives: [{ drug: 'selamectin', mg: 60 }], fillMl: 0.5, names: ['brown'] },
      { kg: [lb(20.1), lb(40)], actives: [{ drug: 'selamectin', mg: 120 }], fillMl: 1, names: ['red'] },
      { kg: [lb(40.1), lb(85)], actives: [{ drug: 'selamectin', mg: 240 }], fillMl: 2, names: ['teal'] },
    ],
    heartwormPreventive: true,
    label: { species: ['dog'], minAgeWeeks: 6, minKind: 'precaution', statements: [] },
    source: 'label-revolution', ref: 'FDA NADA 141-152',
  },
  {
    id: 'stronghold-dog', name: 'Stronghold for Dogs', aliases: ['Stronghold spot-on for dogs', 'Stronghold dog'], markets: ['UK', 'EU', 'AU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [0, 2.5], actives: [{ drug: 'selamectin', mg: 15 }], fillMl: 0.25, names: ['15 mg'] },
      { kg: [2.6, 5], actives: [{ drug: 'selamectin', mg: 30 }], fillMl: 0.25, names: ['30 mg'] },
      { kg: [5.1, 10], actives: [{ drug: 'selamectin', mg: 60 }], fillMl: 0.5, names: ['60 mg'] },
      { kg: [10.1, 20], actives: [{ drug: 'selamectin', mg: 120 }], fillMl: 1, names: ['120 mg'] },
      { kg: [20.1, 40], actives: [{ drug: 'selamectin', mg: 240 }], fillMl: 2, names: ['240 mg'] },
      { kg: [40.1, 60], actives: [{ drug: 'selamectin', mg: 360 }], fillMl: 3, names: ['360 mg'] },
    ],
    heartwormPreventive: true,
    label: { species: ['dog'], minAgeWeeks: 6, minKind: 'contraindication', statements: [] },
    source: 'spc-stronghold', ref: 'NOAH Compendium Stronghold spot-on solution for cats and dogs',
  },
  {
    id: 'advantage-multi-dog', name: 'Advantage Multi for Dogs', aliases: ['Advantage Multi dog', 'Advantage Multi for puppies'], markets: ['US'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [lb(3), lb(9)], actives: [{ drug: 'imidacloprid', mg: 40 }, { drug: 'moxidectin', mg: 10 }], fillMl: 0.4 },
      { kg: [lb(9.1), lb(20)], actives: [{ drug: 'imidacloprid', mg: 100 }, { drug: 'moxidectin', mg: 25 }], fillMl: 1 },
      { kg: [lb(20.1), lb(55)], actives: [{ drug: 'imidacloprid', mg: 250 }, { drug: 'moxidectin', mg: 62.5 }], fillMl: 2.5 },
      { kg: [lb(55.1), lb(88)], actives: [{ drug: 'imidacloprid', mg: 400 }, { drug: 'moxidectin', mg: 100 }], fillMl: 4 },
      { kg: [lb(88.1), lb(110)], actives: [{ drug: 'imidacloprid', mg: 500 }, { drug: 'moxidectin', mg: 125 }], fillMl: 5 },
    ],
    heartwormPreventive: true,
    label: { species: ['dog'], minAgeWeeks: 7, minKg: lb(3), minKind: 'precaution', statements: [
      { when: { species: ['cat'] }, kind: 'contraindication', risk: 'High', text: 'The Advantage Multi for Dogs label says not to use it on cats: the dog product carries more than twice the moxidectin strength of the cat product.' },
      { when: { mdr1: true }, kind: 'precaution', risk: 'Medium', text: 'The Advantage Multi for Dogs label warns that if a dog licks or swallows the product, avermectin-sensitive dogs such as many collies can react severely.' },
      heartwormTestFirst('Advantage Multi for Dogs'),
      ...reproductionNotEvaluated('Advantage Multi for Dogs'),
    ] },
    source: 'label-advantage-multi', ref: 'imidacloprid 10% + moxidectin 2.5%; DailyMed archive 77873',
  },
  {
    id: 'advocate-dog', name: 'Advocate for Dogs', aliases: ['Advocate spot-on for dogs', 'Advocate dog'], markets: ['UK', 'EU', 'AU', 'NZ'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [0, 4], actives: [{ drug: 'imidacloprid', mg: 40 }, { drug: 'moxidectin', mg: 10 }], fillMl: 0.4, names: ['small'] },
      { kg: [4, 10], actives: [{ drug: 'imidacloprid', mg: 100 }, { drug: 'moxidectin', mg: 25 }], fillMl: 1, names: ['medium'] },
      { kg: [10, 25], actives: [{ drug: 'imidacloprid', mg: 250 }, { drug: 'moxidectin', mg: 62.5 }], fillMl: 2.5, names: ['250'] },
      { kg: [25, 40], actives: [{ drug: 'imidacloprid', mg: 400 }, { drug: 'moxidectin', mg: 100 }], fillMl: 4, names: ['400'] },
    ],
    heartwormPreventive: true,
    label: { species: ['dog'], minAgeWeeks: 7, minKind: 'contraindication', statements: [
      { when: { species: ['cat'] }, kind: 'contraindication', risk: 'High', text: 'The Advocate label says cats must be given the cat product: the dog pipettes carry 25 mg/mL moxidectin against the cat product’s 10 mg/mL.' },
      { when: { condition: 'heartworm-disease' }, kind: 'contraindication', risk: 'Medium', text: 'The Advocate label says not to use it in dogs with the most severe (class 4) heartworm disease, where its safety has not been evaluated.' },
    ] },
    source: 'spc-advocate', ref: 'imidacloprid 100 mg/mL + moxidectin 25 mg/mL',
  },
  {
    id: 'prinovox-dog', name: 'Prinovox for Dogs', aliases: ['Prinovox dog', 'Prinovox spot-on for dogs'], markets: ['UK', 'EU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [0, 4], actives: [{ drug: 'imidacloprid', mg: 40 }, { drug: 'moxidectin', mg: 10 }], names: ['small'] },
      { kg: [4, 10], actives: [{ drug: 'imidacloprid', mg: 100 }, { drug: 'moxidectin', mg: 25 }], names: ['medium'] },
      { kg: [10, 25], actives: [{ drug: 'imidacloprid', mg: 250 }, { drug: 'moxidectin', mg: 62.5 }], names: ['250'] },
      { kg: [25, 40], actives: [{ drug: 'imidacloprid', mg: 400 }, { drug: 'moxidectin', mg: 100 }], names: ['400'] },
    ],
    heartwormPreventive: true,
    label: { species: ['dog'], statements: [] },
    source: 'spc-prinovox', ref: 'small, medium, large and extra-large dog pipettes',
  },
  // Ivermectin and milbemycin heartworm preventives
  {
    id: 'heartgard', name: 'Heartgard', aliases: ['Heartgard Chewables', 'Heartgard tablets', 'Heartgard for dogs'], markets: ['US', 'CA'], audience: 'veterinary', unit: 'chew', route: 'oral',
    bands: [
      { kg: [0, lb(25)], actives: [{ drug: 'ivermectin', mg: 0.068 }], names: ['blue', '68 mcg'] },
      { kg: [lb(26), lb(50)], actives: [{ drug: 'ivermectin', mg: 0.136 }], names: ['green', '136 mcg'] },
      { kg: [lb(51), lb(100)], actives: [{ drug: 'ivermectin', mg: 0.272 }], names: ['brown', '272 mcg'] },
    ],
    heartwormPreventive: true,
    label: { species: ['dog'], minAgeWeeks: 6, minKind: 'precaution', statements: [heartwormTestFirst('Heartgard')] },
    source: 'label-heartgard-family', ref: 'fda.report DailyMed 4b7d8192-d148-44d2-8a69-d533718f7263',
  },
  {
    id: 'heartgard-plus', name: 'Heartgard Plus', aliases: ['Heartgard Plus chewables', 'Heartgard Plus chews', 'Heartguard Plus'], markets: ['US', 'CA', 'AU'], audience: 'veterinary', unit: 'chew', route: 'oral',
    bands: [
      { kg: [0, lb(25)], actives: [{ drug: 'ivermectin', mg: 0.068 }, { drug: 'pyrantel', mg: 57 }], names: ['blue', '68 mcg'] },
      { kg: [lb(26), lb(50)], actives: [{ drug: 'ivermectin', mg: 0.136 }, { drug: 'pyrantel', mg: 114 }], names: ['green', '136 mcg'] },
      { kg: [lb(51), lb(100)], actives: [{ drug: 'ivermectin', mg: 0.272 }, { drug: 'pyrantel', mg: 227 }], names: ['brown', '272 mcg'] },
    ],
    heartwormPreventive: true,
    label: { species: ['dog'], minAgeWeeks: 6, minKind: 'precaution', statements: [heartwormTestFirst('Heartgard Plus')] },
    source: 'label-heartgard', ref: 'FDA NADA 140-971; 21 CFR 520.1196',
  },
  {
    id: 'tri-heart-plus', name: 'Tri-Heart Plus', aliases: ['Triheart Plus', 'Tri-Heart', 'Triheart', 'Tri Heart Plus'], markets: ['US'], audience: 'veterinary', unit: 'chew', route: 'oral',
    bands: [
      { kg: [0, lb(25)], actives: [{ drug: 'ivermectin', mg: 0.068 }, { drug: 'pyrantel', mg: 57 }], names: ['68 mcg'] },
      { kg: [lb(26), lb(50)], actives: [{ drug: 'ivermectin', mg: 0.136 }, { drug: 'pyrantel', mg: 114 }], names: ['136 mcg'] },
      { kg: [lb(51), lb(100)], actives: [{ drug: 'ivermectin', mg: 0.272 }, { drug: 'pyrantel', mg: 227 }], names: ['272 mcg'] },
    ],
    heartwormPreventive: true,
    label: { species: ['dog'], minAgeWeeks: 6, minKind: 'precaution', statements: [heartwormTestFirst('Tri-Heart Plus')] },
    source: 'cfr-animal-drugs', ref: '21 CFR 520.1196 (ivermectin and pyrantel chewables)',
  },
  {
    id: 'iverhart-plus', name: 'Iverhart Plus', aliases: ['Iverhart Plus flavored chewables', 'Iverhart'], markets: ['US'], audience: 'veterinary', unit: 'chew', route: 'oral',
    bands: [
      { kg: [0, lb(25)], actives: [{ drug: 'ivermectin', mg: 0.068 }, { drug: 'pyrantel', mg: 57 }], names: ['68 mcg'] },
      { kg: [lb(26), lb(50)], actives: [{ drug: 'ivermectin', mg: 0.136 }, { drug: 'pyrantel', mg: 114 }], names: ['136 mcg'] },
      { kg: [lb(51), lb(100)], actives: [{ drug: 'ivermectin', mg: 0.272 }, { drug: 'pyrantel', mg: 227 }], names: ['272 mcg'] },
    ],
    heartwormPreventive: true,
    label: { species: ['dog'], minAgeWeeks: 6, minKind: 'precaution', statements: [heartwormTestFirst('Iverhart Plus')] },
    source: 'label-iverhart', ref: '21 CFR 520.1196',
  },
  {
    id: 'iverhart-max', name: 'Iverhart Max', aliases: ['Iverhart Max chewables', 'Iverhart Max soft chews'], markets: ['US'], audience: 'veterinary', unit: 'chew', route: 'oral',
    bands: [
      { kg: [lb(6), lb(12)], actives: [{ drug: 'ivermectin', mg: 0.034 }, { drug: 'pyrantel', mg: 28.5 }, { drug: 'praziquantel', mg: 28.5 }] },
      { kg: [lb(12.1), lb(25)], actives: [{ drug: 'ivermectin', mg: 0.068 }, { drug: 'pyrantel', mg: 57 }, { drug: 'praziquantel', mg: 57 }] },
      { kg: [lb(25.1), lb(50)], actives: [{ drug: 'ivermectin', mg: 0.136 }, { drug: 'pyrantel', mg: 114 }, { drug: 'praziquantel', mg: 114 }] },
      { kg: [lb(50.1), lb(100)], actives: [{ drug: 'ivermectin', mg: 0.272 }, { drug: 'pyrantel', mg: 228 }, { drug: 'praziquantel', mg: 228 }] },
    ],
    heartwormPreventive: true,
    label: { species: ['dog'], minAgeWeeks: 8, minKg: lb(6), minKind: 'precaution', statements: [heartwormTestFirst('Iverhart Max'), 
      { when: { condition: 'pregnancy' }, kind: 'precaution', risk: 'Low', text: 'The Iverhart Max label says its safe use has not been evaluated in pregnant or nursing dogs.' },
      { when: { condition: 'lactation' }, kind: 'precaution', risk: 'Low', text: 'The Iverhart Max label says its safe use has not been evaluated in pregnant or nursing dogs.' },
    ] },
    source: 'label-iverhart', ref: '21 CFR 520.1199; NADA 141-441; from 8 weeks',
  },
  {
    id: 'interceptor', name: 'Interceptor', aliases: ['Interceptor Flavor Tabs', 'Interceptor for dogs', 'Interceptor tablets'], markets: ['US', 'CA'], audience: 'veterinary', unit: 'tablet', route: 'oral',
    bands: [
      { kg: [lb(2), lb(10)], actives: [{ drug: 'milbemycin', mg: 2.3 }], names: ['brown'] },
      { kg: [lb(11), lb(25)], actives: [{ drug: 'milbemycin', mg: 5.75 }], names: ['green'] },
      { kg: [lb(26), lb(50)], actives: [{ drug: 'milbemycin', mg: 11.5 }], names: ['yellow'] },
      { kg: [lb(51), lb(100)], actives: [{ drug: 'milbemycin', mg: 23 }], names: ['white'] },
    ],
    heartwormPreventive: true,
    label: { species: ['dog'], minAgeWeeks: 4, minKg: lb(2), minKind: 'contraindication', statements: [microfilariaeReaction('Interceptor')] },
    source: 'label-interceptor', ref: '21 CFR 520.1441',
  },
  {
    id: 'interceptor-plus', name: 'Interceptor Plus', aliases: ['Interceptor Plus chewables', 'Interceptor Plus chews'], markets: ['US'], audience: 'veterinary', unit: 'chew', route: 'oral',
    bands: [
      { kg: [lb(2), lb(8)], actives: [{ drug: 'milbemycin', mg: 2.3 }, { drug: 'praziquantel', mg: 22.8 }] },
      { kg: [lb(8.1), lb(25)], actives: [{ drug: 'milbemycin', mg: 5.75 }, { drug: 'praziquantel', mg: 57 }] },
      { kg: [lb(25.1), lb(50)], actives: [{ drug: 'milbemycin', mg: 11.5 }, { drug: 'praziquantel', mg: 114 }] },
      { kg: [lb(50.1), lb(100)], actives: [{ drug: 'milbemycin', mg: 23 }, { drug: 'praziquantel', mg: 228 }] },
    ],
    heartwormPreventive: true,
    label: { species: ['dog'], minAgeWeeks: 6, minKg: lb(2), minKind: 'precaution', statements: [microfilariaeReaction('Interceptor Plus')] },
    source: 'label-milbemycin-combinations', ref: 'FDA NADA 141-338',
  },
  {
    id: 'sentinel', name: 'Sentinel', aliases: ['Sentinel Flavor Tabs', 'Sentinel tablets'], markets: ['US'], audience: 'veterinary', unit: 'tablet', route: 'oral',
    bands: [
      { kg: [lb(2), lb(10)], actives: [{ drug: 'milbemycin', mg: 2.3 }, { drug: 'lufenuron', mg: 46 }] },
      { kg: [lb(11), lb(25)], actives: [{ drug: 'milbemycin', mg: 5.75 }, { drug: 'lufenuron', mg: 115 }] },
      { kg: [lb(26), lb(50)], actives: [{ drug: 'milbemycin', mg: 11.5 }, { drug: 'lufenuron', mg: 230 }] },
      { kg: [lb(51), lb(100)], actives: [{ drug: 'milbemycin', mg: 23 }, { drug: 'lufenuron', mg: 460 }] },
    ],
    heartwormPreventive: true,
    label: { species: ['dog'], minAgeWeeks: 4, minKg: lb(2), minKind: 'precaution', statements: [microfilariaeReaction('Sentinel')] },
    source: 'label-milbemycin-combinations', ref: '21 CFR 520.1446',
  },
  {
    id: 'sentinel-spectrum', name: 'Sentinel Spectrum', aliases: ['Sentinel Spectrum chews', 'Sentinel Spectrum chewables'], markets: ['US'], audience: 'veterinary', unit: 'chew', route: 'oral',
    bands: [
      { kg: [lb(2), lb(8)], actives: [{ drug: 'milbemycin', mg: 2.3 }, { drug: 'lufenuron', mg: 46 }, { drug: 'praziquantel', mg: 22.8 }] },
      { kg: [lb(8.1), lb(25)], actives: [{ drug: 'milbemycin', mg: 5.75 }, { drug: 'lufenuron', mg: 115 }, { drug: 'praziquantel', mg: 57 }] },
      { kg: [lb(25.1), lb(50)], actives: [{ drug: 'milbemycin', mg: 11.5 }, { drug: 'lufenuron', mg: 230 }, { drug: 'praziquantel', mg: 114 }] },
      { kg: [lb(50.1), lb(100)], actives: [{ drug: 'milbemycin', mg: 23 }, { drug: 'lufenuron', mg: 460 }, { drug: 'praziquantel', mg: 228 }] },
    ],
    heartwormPreventive: true,
    label: { species: ['dog'], minAgeWeeks: 6, minKg: lb(2), minKind: 'precaution', statements: [microfilariaeReaction('Sentinel Spectrum')] },
    source: 'label-milbemycin-combinations', ref: '21 CFR 520.1447',
  },
  {
    id: 'trifexis', name: 'Trifexis', aliases: ['Trifexis chewable tablets', 'Trifexis chews', 'Trifexis tablets'], markets: ['US', 'CA', 'UK', 'EU'], audience: 'veterinary', unit: 'chew', route: 'oral',
    bands: [
      { kg: [lb(5), lb(10)], actives: [{ drug: 'spinosad', mg: 140 }, { drug: 'milbemycin', mg: 2.3 }] },
      { kg: [lb(10.1), lb(20)], actives: [{ drug: 'spinosad', mg: 270 }, { drug: 'milbemycin', mg: 4.5 }] },
      { kg: [lb(20.1), lb(40)], actives: [{ drug: 'spinosad', mg: 560 }, { drug: 'milbemycin', mg: 9.3 }] },
      { kg: [lb(40.1), lb(60)], actives: [{ drug: 'spinosad', mg: 810 }, { drug: 'milbemycin', mg: 13.5 }] },
      { kg: [lb(60.1), lb(120)], actives: [{ drug: 'spinosad', mg: 1620 }, { drug: 'milbemycin', mg: 27 }] },
    ],
    heartwormPreventive: true,
    label: { species: ['dog'], minAgeWeeks: 8, minKg: lb(5), minKind: 'precaution', statements: [
      { when: { condition: 'epilepsy' }, kind: 'precaution', risk: 'Medium', text: 'The Trifexis label asks for care in dogs with epilepsy, because seizures have been reported after spinosad.' },
      microfilariaeReaction('Trifexis'),
    ] },
    source: 'label-trifexis', ref: 'FDA NADA 141-321',
  },
  {
    id: 'comfortis-dog', name: 'Comfortis for Dogs', aliases: ['Comfortis dog', 'Comfortis chewable tablets for dogs', 'Comfortis for puppies'], markets: ['US', 'CA'], audience: 'veterinary', unit: 'chew', route: 'oral',
    bands: [
      { kg: [lb(5), lb(10)], actives: [{ drug: 'spinosad', mg: 140 }], names: ['pink'] },
      { kg: [lb(10.1), lb(20)], actives: [{ drug: 'spinosad', mg: 270 }], names: ['orange'] },
      { kg: [lb(20.1), lb(40)], actives: [{ drug: 'spinosad', mg: 560 }], names: ['green'] },
      { kg: [lb(40.1), lb(60)], actives: [{ drug: 'spinosad', mg: 810 }], names: ['blue'] },
      { kg: [lb(60.1), lb(120)], actives: [{ drug: 'spinosad', mg: 1620 }], names: ['brown'] },
    ],
    label: { species: ['dog'], minAgeWeeks: 14, minKg: lb(5), minKind: 'precaution', statements: [
      { when: { condition: 'epilepsy' }, kind: 'precaution', risk: 'Medium', text: 'The Comfortis label asks for care in dogs with epilepsy, because seizures have been reported after spinosad.' },
      { when: { condition: 'breeding' }, kind: 'precaution', risk: 'Low', text: 'The Comfortis label asks for care in breeding females and says its safety in breeding males has not been evaluated.' },
    ] },
    source: 'label-comfortis', ref: 'FDA NADA 141-277',
  },
  {
    id: 'proheart-6', name: 'ProHeart 6', aliases: ['ProHeart 6 injection', 'Pro Heart 6', 'ProHeart6'], markets: ['US', 'CA'], audience: 'veterinary', unit: 'mL', route: 'injectable',
    actives: [{ drug: 'moxidectin', mg: 3.4 }],
    heartwormPreventive: true,
    label: { species: ['dog'], minAgeWeeks: 26, minKind: 'precaution', statements: [
      heartwormTestFirst('ProHeart 6'),
      { when: { condition: 'debilitated' }, kind: 'contraindication', risk: 'High', text: 'The ProHeart 6 label says to use it only in healthy dogs and not to give it to dogs that are sick, debilitated or underweight or have a history of weight loss.' },
    ] },
    source: 'label-proheart-inserts', ref: '3.4 mg/mL constituted; 0.05 mL/kg (0.17 mg/kg); healthy dogs only (label-proheart-6-safety)',
  },
  {
    id: 'proheart-12', name: 'ProHeart 12', aliases: ['ProHeart 12 injection', 'Pro Heart 12', 'ProHeart12'], markets: ['US'], audience: 'veterinary', unit: 'mL', route: 'injectable',
    actives: [{ drug: 'moxidectin', mg: 10 }],
    heartwormPreventive: true,
    label: { species: ['dog'], minAgeWeeks: 52, minKind: 'precaution', statements: [heartwormTestFirst('ProHeart 12')] },
    source: 'label-proheart-inserts', ref: '10 mg/mL constituted; 0.05 mL/kg (0.5 mg/kg)',
  },
  // Fast flea killers (dogs and cats)
  {
    id: 'capstar', name: 'Capstar', aliases: ['Capstar tablets', 'Capstar flea tablets', 'Capstar for dogs', 'Capstar for cats'], markets: ['US', 'UK', 'EU', 'CA', 'AU'], audience: 'veterinary', unit: 'tablet', route: 'oral',
    bands: [
      { kg: [lb(2), lb(25)], actives: [{ drug: 'nitenpyram', mg: 11.4 }], names: ['11.4 mg', 'small'] },
      { kg: [lb(25.1), lb(125)], actives: [{ drug: 'nitenpyram', mg: 57 }], names: ['57 mg', 'large'] },
    ],
    label: { species: ['dog', 'cat'], minAgeWeeks: 4, minKg: lb(2), minKind: 'precaution', statements: [] },
    source: 'label-capstar', ref: 'FDA NADA 141-175',
  },
  // Dewormers for dogs (and for dogs and cats)
  {
    id: 'panacur-c', name: 'Panacur C', aliases: ['Panacur C canine dewormer', 'Panacur C granules', 'Panacur granules for dogs'], markets: ['US'], audience: 'veterinary', unit: 'packet', route: 'oral',
    bands: [
      { kg: [0, lb(10)], actives: [{ drug: 'fenbendazole', mg: 222 }], names: ['1 gram', '1 g'] },
      { kg: [lb(10), lb(20)], actives: [{ drug: 'fenbendazole', mg: 444 }], names: ['2 gram', '2 g'] },
      { kg: [lb(20), lb(40)], actives: [{ drug: 'fenbendazole', mg: 888 }], names: ['4 gram', '4 g'] },
    ],
    label: { species: ['dog'], statements: [] },
    source: 'label-panacur', ref: 'fenbendazole granules 22.2% (222 mg/g), 1 g per 10 lb a day for 3 days',
  },
  {
    id: 'panacur-granules', name: 'Panacur Granules 22.2%', aliases: ['Panacur granules', 'Panacur 22.2%'], markets: ['UK', 'EU'], audience: 'veterinary', unit: 'packet', route: 'oral',
    bands: [
      { kg: [0, lb(10)], actives: [{ drug: 'fenbendazole', mg: 222 }], names: ['1 gram', '1 g'] },
      { kg: [lb(10), lb(20)], actives: [{ drug: 'fenbendazole', mg: 444 }], names: ['2 gram', '2 g'] },
      { kg: [lb(20), lb(40)], actives: [{ drug: 'fenbendazole', mg: 888 }], names: ['4 gram', '4 g'] },
    ],
    label: { species: ['dog', 'cat'], statements: [] },
    source: 'spc-panacur', ref: 'fenbendazole 22.2% w/w; contraindications none',
  },
  {
    id: 'panacur-suspension', name: 'Panacur Small Animal 10% Oral Suspension', aliases: ['Panacur suspension', 'Panacur 10% suspension', 'Panacur liquid', 'Panacur oral suspension'], markets: ['UK', 'EU'], audience: 'veterinary', unit: 'mL', route: 'oral',
    actives: [{ drug: 'fenbendazole', mg: 100 }],
    label: { species: ['dog', 'cat'], statements: [] },
    source: 'spc-panacur', ref: 'fenbendazole 10% w/v; contraindications none known',
  },
  {
    id: 'drontal-plus', name: 'Drontal Plus', aliases: ['Drontal Plus Taste Tabs', 'Drontal Plus tablets', 'Drontal Plus for dogs'], markets: ['US', 'CA'], audience: 'veterinary', unit: 'tablet', route: 'oral',
    bands: [
      { kg: [lb(2), lb(25)], actives: [{ drug: 'praziquantel', mg: 22.7 }, { drug: 'pyrantel', mg: 22.7 }, { drug: 'febantel', mg: 113.4 }], names: ['puppies', 'small', '22.7'] },
      { kg: [lb(26), lb(60)], actives: [{ drug: 'praziquantel', mg: 68 }, { drug: 'pyrantel', mg: 68 }, { drug: 'febantel', mg: 340.2 }], names: ['medium', '68 mg'] },
      { kg: [lb(61)], actives: [{ drug: 'praziquantel', mg: 136 }, { drug: 'pyrantel', mg: 136 }, { drug: 'febantel', mg: 680.4 }], names: ['large', '136 mg'] },
    ],
    label: { species: ['dog'], minAgeWeeks: 3, minKg: lb(2), minKind: 'contraindication', statements: [
      { when: { condition: 'pregnancy' }, kind: 'precaution', risk: 'Low', text: 'The Drontal Plus label says its effects in pregnant animals have not been determined.' },
    ] },
    source: 'label-drontal-plus', ref: 'FDA NADA 141-007; pyrantel as base (pamoate salt)',
  },
  {
    id: 'drontal-plus-flavour', name: 'Drontal Plus Flavour', aliases: ['Drontal Plus Flavour Tablets for Dogs', 'Drontal Plus Flavour tablets', 'Drontal Dog Plus'], markets: ['UK', 'EU'], audience: 'veterinary', unit: 'tablet', route: 'oral',
    actives: [{ drug: 'febantel', mg: 150 }, { drug: 'pyrantel', mg: 144, salt: 'embonate' }, { drug: 'praziquantel', mg: 50 }],
    label: { species: ['dog'], statements: [
      { when: { condition: 'pregnancy' }, kind: 'precaution', risk: 'Low', text: 'The Drontal Plus Flavour data sheet asks owners to consult a vet before worming a pregnant bitch and never to exceed the stated dose in pregnancy.' },
    ] },
    source: 'spc-drontal', ref: 'pyrantel embonate 144 mg per tablet; not with piperazine',
  },
  {
    id: 'drontal-tasty-bone', name: 'Drontal Tasty Bone', aliases: ['Drontal Dog Tasty Bone', 'Drontal Tasty Bone tablets'], markets: ['UK', 'EU'], audience: 'veterinary', unit: 'tablet', route: 'oral',
    actives: [{ drug: 'febantel', mg: 150 }, { drug: 'pyrantel', mg: 144, salt: 'embonate' }, { drug: 'praziquantel', mg: 50 }],
    label: { species: ['dog'], minKg: 2, minKind: 'contraindication', statements: [
      { when: { condition: 'pregnancy' }, kind: 'precaution', risk: 'Low', text: 'The Drontal Tasty Bone data sheet asks owners to consult a vet before worming a pregnant bitch and never to exceed the stated dose in pregnancy.' },
    ] },
    source: 'spc-drontal', ref: '1 tablet per 10 kg; not for dogs under 2 kg',
  },
  {
    id: 'droncit-canine', name: 'Droncit Canine Cestocide Tablets', aliases: ['Droncit for dogs', 'Droncit canine', 'Droncit 34 mg'], markets: ['US'], audience: 'veterinary', unit: 'tablet', route: 'oral',
    actives: [{ drug: 'praziquantel', mg: 34 }],
    label: { species: ['dog'], minAgeWeeks: 4, minKind: 'contraindication', statements: [] },
    source: 'label-droncit', ref: '21 CFR 520.1870: 34 mg tablets; not for puppies under 4 weeks',
  },
  {
    id: 'droncit-50', name: 'Droncit 50 mg Tablets', aliases: ['Droncit tablets', 'Droncit 50 mg', 'Droncit 50mg'], markets: ['UK', 'EU'], audience: 'veterinary', unit: 'tablet', route: 'oral',
    actives: [{ drug: 'praziquantel', mg: 50 }],
    label: { species: ['dog', 'cat'], statements: [] },
    source: 'spc-droncit', ref: '1 tablet per 10 kg; not for dogs under 2.5 kg or unweaned puppies and kittens',
  },
  {
    id: 'nemex-2', name: 'Nemex-2', aliases: ['Nemex 2', 'Nemex', 'Nemex-2 suspension'], markets: ['US'], audience: 'veterinary', unit: 'mL', route: 'oral',
    actives: [{ drug: 'pyrantel', mg: 4.54 }],
    label: { species: ['dog'], statements: [] },
    source: 'label-nemex', ref: 'pyrantel 4.54 mg/mL (as pamoate); 1 teaspoon (5 mL) per 10 lb',
  },
  {
    id: 'profender-dog', name: 'Profender Tablets for Small Dogs', aliases: ['Profender for dogs', 'Profender dog tablets', 'Profender small dogs'], markets: ['UK', 'EU'], audience: 'veterinary', unit: 'tablet', route: 'oral',
    actives: [{ drug: 'emodepside', mg: 3 }, { drug: 'praziquantel', mg: 15 }],
    label: { species: ['dog'], minAgeWeeks: 12, minKg: 1, minKind: 'contraindication', statements: [] },
    source: 'spc-profender', ref: 'modified-release tablets 3 mg emodepside + 15 mg praziquantel; give to fasted dogs',
  },
  {
    id: 'milbemax-dog', name: 'Milbemax for Dogs', aliases: ['Milbemax dog', 'Milbemax tablets for dogs', 'Milbemax small dogs'], markets: ['UK', 'EU', 'AU', 'CA'], audience: 'veterinary', unit: 'tablet', route: 'oral',
    bands: [
      { kg: [0.5, 10], actives: [{ drug: 'milbemycin', mg: 2.5 }, { drug: 'praziquantel', mg: 25 }], names: ['small', 'puppies', '2.5 mg'] },
      { kg: [5, 25], actives: [{ drug: 'milbemycin', mg: 12.5 }, { drug: 'praziquantel', mg: 125 }], names: ['12.5 mg'] },
    ],
    heartwormPreventive: true,
    label: { species: ['dog'], minAgeWeeks: 2, minKg: 0.5, minKind: 'contraindication', statements: [
      { when: { mdr1: true }, kind: 'precaution', risk: 'Medium', text: 'The Milbemax data sheet says milbemycin has a narrower safety margin in some collies and related breeds, so their dose must be kept exactly to the label.' },
      microfilariaeReaction('Milbemax'),
    ] },
    source: 'spc-milbemax', ref: 'milbemycin oxime 0.5 mg/kg + praziquantel 5 mg/kg; tablets for small dogs and puppies from 2 weeks and 0.5 kg (as Milpro and Milprazon)',
  },
  {
    id: 'milpro-dog', name: 'Milpro for Dogs', aliases: ['Milpro dog', 'Milpro tablets for dogs', 'Milpro small dogs and puppies'], markets: ['UK', 'EU'], audience: 'veterinary', unit: 'tablet', route: 'oral',
    bands: [
      { kg: [0.5, 10], actives: [{ drug: 'milbemycin', mg: 2.5 }, { drug: 'praziquantel', mg: 25 }], names: ['small', 'puppies', '2.5 mg'] },
      { kg: [5, 25], actives: [{ drug: 'milbemycin', mg: 12.5 }, { drug: 'praziquantel', mg: 125 }], names: ['12.5 mg'] },
    ],
    heartwormPreventive: true,
    label: { species: ['dog'], minAgeWeeks: 2, minKg: 0.5, minKind: 'contraindication', statements: [
      { when: { mdr1: true }, kind: 'precaution', risk: 'Medium', text: 'The Milpro data sheet says milbemycin has a narrower safety margin in some collies and related breeds, so their dose must be kept exactly to the label.' },
    ] },
    source: 'spc-milbemax', ref: 'NOAH Milpro: small dogs and puppies from 2 weeks and 0.5 kg; dogs tablet from 5 kg',
  },
  {
    id: 'milquantel-dog', name: 'Milquantel for Small Dogs and Puppies', aliases: ['Milquantel', 'Milquantel for dogs'], markets: ['UK', 'EU'], audience: 'veterinary', unit: 'tablet', route: 'oral',
    actives: [{ drug: 'milbemycin', mg: 2.5 }, { drug: 'praziquantel', mg: 25 }],
    heartwormPreventive: true,
    label: { species: ['dog'], minAgeWeeks: 2, minKg: 0.5, minKind: 'contraindication', statements: [] },
    source: 'spc-milbemycin-generics', ref: 'not for puppies under 2 weeks and/or 0.5 kg',
  },
  {
    id: 'milprazon-dog', name: 'Milprazon for Dogs', aliases: ['Milprazon dog', 'Milprazon tablets for dogs'], markets: ['UK', 'EU'], audience: 'veterinary', unit: 'tablet', route: 'oral',
    bands: [
      { kg: [0.5, 10], actives: [{ drug: 'milbemycin', mg: 2.5 }, { drug: 'praziquantel', mg: 25 }], names: ['small', 'puppies', '2.5 mg'] },
      { kg: [5, 25], actives: [{ drug: 'milbemycin', mg: 12.5 }, { drug: 'praziquantel', mg: 125 }], names: ['12.5 mg'] },
    ],
    heartwormPreventive: true,
    label: { species: ['dog'], minKg: 0.5, minKind: 'contraindication', statements: [] },
    source: 'spc-milbemycin-generics', ref: 'small dogs and puppies weighing at least 0.5 kg',
  },
  // Collars
  {
    id: 'seresto-dog', name: 'Seresto for Dogs', aliases: ['Seresto dog collar', 'Seresto collar for dogs', 'Seresto large dog', 'Seresto small dog'], markets: ['US', 'UK', 'EU', 'CA', 'AU'], audience: 'veterinary', unit: 'collar', route: 'collar',
    bands: [
      { kg: [0, 8], actives: [{ drug: 'imidacloprid', mg: 1250 }, { drug: 'flumethrin', mg: 560 }], names: ['small', '38 cm'] },
      { kg: [8.01], actives: [{ drug: 'imidacloprid', mg: 4500 }, { drug: 'flumethrin', mg: 2030 }], names: ['large', '70 cm'] },
    ],
    label: { species: ['dog'], minAgeWeeks: 7, minKind: 'contraindication', statements: [
      { when: { condition: 'pregnancy' }, kind: 'precaution', risk: 'Low', text: 'The Seresto data sheet does not recommend the collar for pregnant bitches, as its safety in pregnancy has not been established.' },
      { when: { condition: 'lactation' }, kind: 'precaution', risk: 'Low', text: 'The Seresto data sheet does not recommend the collar for nursing bitches, as its safety during lactation has not been established.' },
    ] },
    source: 'spc-seresto', ref: '38 cm collar 1.25 g + 0.56 g (up to 8 kg); 70 cm collar 4.50 g + 2.03 g (over 8 kg)',
  },
  {
    id: 'scalibor', name: 'Scalibor Protectorband', aliases: ['Scalibor', 'Scalibor collar', 'Scalibor Protector Band', 'Scalibor tick collar'], markets: ['US', 'UK', 'EU', 'AU'], audience: 'veterinary', unit: 'collar', route: 'collar',
    bands: [
      { kg: [0, 25], actives: [{ drug: 'deltamethrin', mg: 760 }], names: ['48 cm', 'small', 'medium'] },
      { kg: [25.01], actives: [{ drug: 'deltamethrin', mg: 1000 }], names: ['65 cm', 'large'] },
    ],
    label: { species: ['dog'], minAgeWeeks: 7, minKind: 'contraindication', statements: [
      notOnCats('Scalibor', 'deltamethrin is a pyrethroid that poisons cats'),
    ] },
    source: 'spc-scalibor', ref: '48 cm collar 0.76 g deltamethrin; 65 cm collar 1.0 g',
  },
  {
    id: 'preventic', name: 'Preventic Tick Collar', aliases: ['Preventic', 'Preventic collar', 'Preventic tick collar for dogs'], markets: ['US', 'CA'], audience: 'veterinary', unit: 'collar', route: 'collar',
    actives: [{ drug: 'amitraz' }],
    label: { species: ['dog'], minAgeWeeks: 12, minKind: 'contraindication', statements: [
      notOnCats('Preventic', 'amitraz causes deep sedation, a slow heart rate and high blood sugar in cats'),
    ] },
    source: 'label-preventic',
  },
  // Spot-ons for dogs (EPA-registered in the US; SPCs in the UK and EU)
  {
    id: 'k9-advantix-ii', name: 'K9 Advantix II', aliases: ['K9 Advantix', 'Advantix II', 'K9 Advantix II for dogs', 'K-9 Advantix II'], markets: ['US', 'CA'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [lb(4), lb(10)], actives: [{ drug: 'imidacloprid' }, { drug: 'permethrin' }, { drug: 'pyriproxyfen' }], fillMl: 0.4, names: ['small'] },
      { kg: [lb(11), lb(20)], actives: [{ drug: 'imidacloprid' }, { drug: 'permethrin' }, { drug: 'pyriproxyfen' }], fillMl: 1, names: ['medium'] },
      { kg: [lb(21), lb(55)], actives: [{ drug: 'imidacloprid' }, { drug: 'permethrin' }, { drug: 'pyriproxyfen' }], fillMl: 2.5, names: ['21-55'] },
      { kg: [lb(55.1)], actives: [{ drug: 'imidacloprid' }, { drug: 'permethrin' }, { drug: 'pyriproxyfen' }], fillMl: 4, names: ['over 55'] },
    ],
    label: { species: ['dog'], minAgeWeeks: 7, minKg: lb(4), minKind: 'precaution', statements: [notOnCats('K9 Advantix II', PERMETHRIN_CATS)] },
    source: 'label-k9-advantix', ref: 'EPA Reg. No. 11556-143 (large dog)',
  },
  {
    id: 'advantix', name: 'Advantix', aliases: ['Advantix spot-on', 'Advantix spot on solution for dogs', 'Bayvantic'], markets: ['UK', 'EU', 'AU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [1.5, 4], actives: [{ drug: 'imidacloprid', mg: 40 }, { drug: 'permethrin', mg: 200 }], fillMl: 0.4, names: ['up to 4 kg'] },
      { kg: [4, 10], actives: [{ drug: 'imidacloprid', mg: 100 }, { drug: 'permethrin', mg: 500 }], fillMl: 1 },
      { kg: [10, 25], actives: [{ drug: 'imidacloprid', mg: 250 }, { drug: 'permethrin', mg: 1250 }], fillMl: 2.5 },
      { kg: [25, 40], actives: [{ drug: 'imidacloprid', mg: 400 }, { drug: 'permethrin', mg: 2000 }], fillMl: 4 },
      { kg: [40, 60], actives: [{ drug: 'imidacloprid', mg: 600 }, { drug: 'permethrin', mg: 3000 }], fillMl: 6 },
    ],
    label: { species: ['dog'], minAgeWeeks: 7, minKg: 1.5, minKind: 'contraindication', statements: [notOnCats('Advantix', PERMETHRIN_CATS)] },
    source: 'spc-advantix', ref: 'imidacloprid 100 mg/mL + permethrin 500 mg/mL',
  },
  {
    id: 'advantage-ii-dog', name: 'Advantage II for Dogs', aliases: ['Advantage II dog', 'Advantage 2 for dogs', 'Advantage II for puppies'], markets: ['US', 'CA'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [lb(3), lb(10)], actives: [{ drug: 'imidacloprid' }, { drug: 'pyriproxyfen' }], fillMl: 0.4, names: ['small'] },
      { kg: [lb(11), lb(20)], actives: [{ drug: 'imidacloprid' }, { drug: 'pyriproxyfen' }], fillMl: 1, names: ['medium'] },
      { kg: [lb(21), lb(55)], actives: [{ drug: 'imidacloprid' }, { drug: 'pyriproxyfen' }], fillMl: 2.5, names: ['21-55'] },
      { kg: [lb(55.1)], actives: [{ drug: 'imidacloprid' }, { drug: 'pyriproxyfen' }], fillMl: 4, names: ['over 55'] },
    ],
    label: { species: ['dog'], minAgeWeeks: 7, minKg: lb(3), minKind: 'precaution', statements: [] },
    source: 'label-advantage-ii',
  },
  {
    id: 'advantage-dog', name: 'Advantage for Dogs', aliases: ['Advantage spot-on for dogs', 'Advantage 40 for small dogs', 'Advantage 100 for medium dogs'], markets: ['UK', 'EU', 'AU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [0, 4], actives: [{ drug: 'imidacloprid', mg: 40 }], fillMl: 0.4 },
      { kg: [4, 10], actives: [{ drug: 'imidacloprid', mg: 100 }], fillMl: 1 },
      { kg: [10, 25], actives: [{ drug: 'imidacloprid', mg: 250 }], fillMl: 2.5 },
      { kg: [25, 40], actives: [{ drug: 'imidacloprid', mg: 400 }], fillMl: 4 },
    ],
    label: { species: ['dog'], statements: [] },
    source: 'spc-advantage', ref: 'imidacloprid 100 mg/mL; the pipettes are named by their mg (Advantage 40, 100, 250, 400)',
  },
  {
    id: 'frontline-plus-dog', name: 'Frontline Plus for Dogs', aliases: ['Frontline Plus dog', 'Frontline Plus for puppies', 'Frontline Plus flea and tick for dogs'], markets: ['US', 'CA'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [lb(5), lb(22)], actives: [{ drug: 'fipronil' }, { drug: 'methoprene' }], fillMl: 0.67, names: ['small', '5-22'] },
      { kg: [lb(23), lb(44)], actives: [{ drug: 'fipronil' }, { drug: 'methoprene' }], fillMl: 1.34, names: ['medium', '23-44'] },
      { kg: [lb(45), lb(88)], actives: [{ drug: 'fipronil' }, { drug: 'methoprene' }], fillMl: 2.68, names: ['45-88'] },
      { kg: [lb(89), lb(132)], actives: [{ drug: 'fipronil' }, { drug: 'methoprene' }], fillMl: 4.02, names: ['89-132'] },
    ],
    label: { species: ['dog'], minAgeWeeks: 8, minKg: lb(5), minKind: 'precaution', statements: [] },
    source: 'label-frontline-us', ref: 'fipronil 9.8% + (S)-methoprene 8.8%',
  },
  {
    id: 'frontline-gold-dog', name: 'Frontline Gold for Dogs', aliases: ['Frontline Gold dog', 'Frontline Gold flea and tick for dogs'], markets: ['US', 'CA'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    actives: [{ drug: 'fipronil' }, { drug: 'methoprene' }, { drug: 'pyriproxyfen' }],
    label: { species: ['dog'], statements: [] },
    source: 'label-frontline-us',
  },
  {
    id: 'frontline-shield', name: 'Frontline Shield for Dogs', aliases: ['Frontline Shield', 'Frontline Shield flea and tick for dogs'], markets: ['US'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    actives: [{ drug: 'fipronil' }, { drug: 'permethrin' }, { drug: 'pyriproxyfen' }],
    label: { species: ['dog'], minAgeWeeks: 9, minKg: lb(5), minKind: 'contraindication', statements: [notOnCats('Frontline Shield', PERMETHRIN_CATS)] },
    source: 'label-frontline-shield', ref: 'label cautions: dogs and puppies 9 weeks or older weighing 5 lb or more; not on other animals',
  },
  {
    id: 'frontline-tritak-dog', name: 'Frontline Tritak for Dogs', aliases: ['Frontline Tritak dog'], markets: ['US'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    actives: [{ drug: 'fipronil' }, { drug: 'methoprene' }, { drug: 'cyphenothrin' }],
    label: { species: ['dog'], statements: [notOnCats('Frontline Tritak for Dogs', PYRETHROID_CATS)] },
    source: 'label-frontline-us',
  },
  {
    id: 'frontline-spot-on-dog', name: 'Frontline Spot On for Dogs', aliases: ['Frontline Spot On Dog', 'Frontline spot on dog 10%', 'Frontline Spot-On for dogs'], markets: ['UK', 'EU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [2, 10], actives: [{ drug: 'fipronil', mg: 67 }], fillMl: 0.67, names: ['small', 's'] },
      { kg: [10, 20], actives: [{ drug: 'fipronil', mg: 134 }], fillMl: 1.34, names: ['medium', 'm'] },
      { kg: [20, 40], actives: [{ drug: 'fipronil', mg: 268 }], fillMl: 2.68, names: ['large', 'l'] },
      { kg: [40, 60], actives: [{ drug: 'fipronil', mg: 402 }], fillMl: 4.02, names: ['xl'] },
    ],
    label: { species: ['dog'], minAgeWeeks: 8, minKg: 2, minKind: 'contraindication', statements: [
      notOnRabbits('Frontline Spot On'),
      { when: { species: ['cat'] }, kind: 'contraindication', risk: 'Medium', text: 'The Frontline Spot On Dog data sheet says not to use the dog pipettes on cats, as that would overdose them.' },
      notWhenUnwell('Frontline Spot On Dog'),
    ] },
    source: 'spc-frontline', ref: 'fipronil 10% w/v; contraindications as printed in the data sheet (spc-frontline-spot-on)',
  },
  {
    id: 'frontline-combo-dog', name: 'Frontline Combo for Dogs', aliases: ['Frontline Combo Dog', 'Frontline Combo spot on dog'], markets: ['UK', 'EU', 'AU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [2, 10], actives: [{ drug: 'fipronil', mg: 67 }, { drug: 'methoprene', mg: 60.3 }], fillMl: 0.67, names: ['small', 's'] },
      { kg: [10, 20], actives: [{ drug: 'fipronil', mg: 134 }, { drug: 'methoprene', mg: 120.6 }], fillMl: 1.34, names: ['medium', 'm'] },
      { kg: [20, 40], actives: [{ drug: 'fipronil', mg: 268 }, { drug: 'methoprene', mg: 241.2 }], fillMl: 2.68, names: ['large', 'l'] },
      { kg: [40, 60], actives: [{ drug: 'fipronil', mg: 402 }, { drug: 'methoprene', mg: 361.8 }], fillMl: 4.02, names: ['xl'] },
    ],
    label: { species: ['dog'], minAgeWeeks: 8, minKg: 2, minKind: 'contraindication', statements: [
      notWhenUnwell('Frontline Combo'),
      notOnRabbits('Frontline Combo'),
      { when: { species: ['cat'] }, kind: 'contraindication', risk: 'Medium', text: 'The Frontline Combo Dog data sheet says not to use the dog pipettes on cats or ferrets, as that would overdose them.' },
    ] },
    source: 'spc-frontline', ref: 'Frontline Combo Spot-on Dog M: 134 mg fipronil + 120.6 mg (S)-methoprene per 1.34 mL (HMA FR/V/0139); contraindications as in the SPC of its generic Fypryst Combo (spc-fypryst-combo)',
  },
  {
    id: 'frontline-tri-act', name: 'Frontline Tri-Act', aliases: ['Frontect', 'Frontline Tri-Act spot on', 'Frontline TriAct', 'Frontline Tri Act'], markets: ['UK', 'EU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [2, 5], actives: [{ drug: 'fipronil', mg: 33.8 }, { drug: 'permethrin', mg: 252.4 }], names: ['2-5 kg'] },
      { kg: [5, 10], actives: [{ drug: 'fipronil', mg: 67.6 }, { drug: 'permethrin', mg: 504.8 }] },
      { kg: [10, 20], actives: [{ drug: 'fipronil', mg: 135.2 }, { drug: 'permethrin', mg: 1009.6 }] },
      { kg: [20, 40], actives: [{ drug: 'fipronil', mg: 270.4 }, { drug: 'permethrin', mg: 2019.2 }], fillMl: 4 },
      { kg: [40, 60], actives: [{ drug: 'fipronil', mg: 405.6 }, { drug: 'permethrin', mg: 3028.8 }] },
    ],
    label: { species: ['dog'], minAgeWeeks: 8, minKg: 2, minKind: 'precaution', statements: [notOnCats('Frontline Tri-Act', PERMETHRIN_CATS)] },
    source: 'spc-frontline-tri-act', ref: 'from 8 weeks of age and 2 kg (frontline-tri-act-leaflet)',
  },
  {
    id: 'frontline-spray', name: 'Frontline Spray', aliases: ['Frontline spray for dogs and cats', 'Frontline flea spray', 'Frontline pump spray'], markets: ['US', 'UK', 'EU', 'AU'], audience: 'veterinary', unit: 'spray', route: 'topical',
    actives: [{ drug: 'fipronil' }],
    label: { species: ['dog', 'cat'], statements: [notOnRabbits('Frontline Spray')] },
    source: 'spc-frontline',
  },
  {
    id: 'vectra-3d', name: 'Vectra 3D', aliases: ['Vectra3D', 'Vectra 3D for dogs', 'Vectra 3D spot on'], markets: ['US', 'CA', 'UK', 'EU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [lb(2.5), lb(20)], actives: [{ drug: 'dinotefuran', mg: 79.2 }, { drug: 'pyriproxyfen', mg: 7.04 }, { drug: 'permethrin', mg: 577.3 }], fillMl: 1.6 },
      { kg: [lb(21), lb(55)], actives: [{ drug: 'dinotefuran', mg: 178.2 }, { drug: 'pyriproxyfen', mg: 15.84 }, { drug: 'permethrin', mg: 1298.9 }], fillMl: 3.6 },
      { kg: [lb(56), lb(95)], actives: [{ drug: 'dinotefuran', mg: 232.7 }, { drug: 'pyriproxyfen', mg: 20.68 }, { drug: 'permethrin', mg: 1695.8 }], fillMl: 4.7 },
      { kg: [lb(95.1)], actives: [{ drug: 'dinotefuran', mg: 396 }, { drug: 'pyriproxyfen', mg: 35.2 }, { drug: 'permethrin', mg: 2886.4 }], fillMl: 8 },
    ],
    label: { species: ['dog'], minAgeWeeks: 7, minKg: lb(2.5), minKind: 'precaution', statements: [notOnCats('Vectra 3D', PERMETHRIN_CATS)] },
    source: 'label-vectra', ref: 'US: dinotefuran 49.5, pyriproxyfen 4.4, permethrin 360.8 mg/mL',
  },
  {
    id: 'vectra-dog', name: 'Vectra for Dogs', aliases: ['Vectra for Dogs and Puppies', 'Vectra for puppies', 'Vectra dog'], markets: ['US'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [lb(2.5), lb(10)], actives: [{ drug: 'dinotefuran' }, { drug: 'pyriproxyfen' }], fillMl: 1.3 },
      { kg: [lb(11), lb(20)], actives: [{ drug: 'dinotefuran' }, { drug: 'pyriproxyfen' }], fillMl: 2 },
      { kg: [lb(21), lb(55)], actives: [{ drug: 'dinotefuran' }, { drug: 'pyriproxyfen' }], fillMl: 4 },
      { kg: [lb(56), lb(100)], actives: [{ drug: 'dinotefuran' }, { drug: 'pyriproxyfen' }], fillMl: 6 },
    ],
    label: { species: ['dog'], statements: [] },
    source: 'label-vectra',
  },
  {
    id: 'parastar-plus', name: 'Parastar Plus', aliases: ['Parastar Plus for dogs', 'ParaStar Plus spot on'], markets: ['US'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    actives: [{ drug: 'fipronil' }, { drug: 'cyphenothrin' }],
    label: { species: ['dog'], statements: [notOnCats('Parastar Plus', PYRETHROID_CATS)] },
    source: 'label-epa-spot-on',
  },
  {
    id: 'sentry-fiproguard-max-dog', name: 'Sentry Fiproguard Max for Dogs', aliases: ['Fiproguard Max', 'Sentry Fiproguard Max'], markets: ['US'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    actives: [{ drug: 'fipronil' }, { drug: 'cyphenothrin' }],
    label: { species: ['dog'], statements: [notOnCats('Sentry Fiproguard Max', PYRETHROID_CATS)] },
    source: 'label-epa-spot-on',
  },
  {
    // Amounts per pipette from the EU SPC (section 2); its age and weight section was not reached
    // with the search tool, so no minimum age yet (a known gap of the registered-products line).
    id: 'certifect', name: 'Certifect', aliases: ['Frontline Certifect', 'Certifect spot on for dogs'], markets: ['US', 'UK', 'EU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [2, 10], actives: [{ drug: 'fipronil', mg: 67 }, { drug: 'methoprene', mg: 60.3 }, { drug: 'amitraz', mg: 80 }], fillMl: 1.07, names: ['2-10'] },
      { kg: [10, 20], actives: [{ drug: 'fipronil', mg: 134 }, { drug: 'methoprene', mg: 120.6 }, { drug: 'amitraz', mg: 160 }], fillMl: 2.14, names: ['10-20'] },
      { kg: [20, 40], actives: [{ drug: 'fipronil', mg: 268 }, { drug: 'methoprene', mg: 241.2 }, { drug: 'amitraz', mg: 320 }], fillMl: 4.28, names: ['20-40'] },
      { kg: [40, 60], actives: [{ drug: 'fipronil', mg: 402 }, { drug: 'methoprene', mg: 361.8 }, { drug: 'amitraz', mg: 480 }], fillMl: 6.42, names: ['40-60'] },
    ],
    // The German leaflet's contraindications: sick (systemic illness, diabetes, fever) or
    // convalescent animals, rabbits and cats. No minimum age was reached (a known gap).
    label: { species: ['dog'], statements: [
      notOnCats('Certifect', 'the amitraz in it causes deep sedation, a slow heart rate and high blood sugar in cats'),
      notOnRabbits('Certifect'),
      notWhenUnwell('Certifect'),
      { when: { condition: 'diabetes' }, kind: 'contraindication', risk: 'High', text: 'The Certifect leaflet names diabetes among the illnesses in which it must not be used.' },
    ] },
    source: 'leaflet-certifect-de', ref: 'amounts per dual-chamber pipette as in the EU SPC section 2 (spc-certifect); contraindications from the German package leaflet',
  },
  {
    id: 'petarmor-plus-dog', name: 'PetArmor Plus for Dogs', aliases: ['PetArmor Plus dog', 'Pet Armor Plus for dogs'], markets: ['US'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    actives: [{ drug: 'fipronil' }, { drug: 'methoprene' }],
    label: { species: ['dog'], statements: [] },
    source: 'label-epa-spot-on',
  },
  {
    id: 'petaction-plus-dog', name: 'PetAction Plus for Dogs', aliases: ['PetAction Plus', 'Pet Action Plus for dogs'], markets: ['US'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    actives: [{ drug: 'fipronil' }, { drug: 'methoprene' }],
    label: { species: ['dog'], minKg: lb(6), minKind: 'contraindication', statements: [notOnRabbits('PetAction Plus')] },
    source: 'label-petaction',
  },
  {
    id: 'sentry-fiproguard-plus-dog', name: 'Sentry Fiproguard Plus for Dogs', aliases: ['Fiproguard Plus for dogs', 'Sentry Fiproguard Plus dog'], markets: ['US'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    actives: [{ drug: 'fipronil' }, { drug: 'methoprene' }],
    label: { species: ['dog'], statements: [] },
    source: 'label-epa-spot-on',
  },
  {
    id: 'hartz-ultraguard-plus-dog', name: 'Hartz UltraGuard Plus for Dogs', aliases: ['Hartz UltraGuard Plus dog', 'Hartz UltraGuard flea and tick drops for dogs', 'Hartz flea drops for dogs'], markets: ['US'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    actives: [{ drug: 'phenothrin' }, { drug: 'methoprene' }],
    label: { species: ['dog'], statements: [notOnCats('Hartz UltraGuard Plus for Dogs', PYRETHROID_CATS)] },
    source: 'label-hartz', ref: 'phenothrin 85.7% + methoprene 2.9% (EPA Reg. No. 2596-148 formulation)',
  },
  {
    id: 'bio-spot-active-care-dog', name: 'Bio Spot Active Care Flea & Tick Spot On for Dogs', aliases: ['Bio Spot Active Care', 'Bio Spot Active Care for dogs', 'BioSpot Active Care spot on'], markets: ['US'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    actives: [{ drug: 'etofenprox' }, { drug: 'piperonyl butoxide' }, { drug: 'mgk 264' }, { drug: 'pyriproxyfen' }, { drug: 'methoprene' }],
    label: { species: ['dog'], minAgeWeeks: 12, minKind: 'contraindication', statements: [
      notOnCats('Bio Spot Active Care', 'the concentrated etofenprox in it is made for dogs'),
    ] },
    source: 'label-bio-spot', ref: 'etofenprox 50%, piperonyl butoxide 9.10%, MGK 264 0.91%, pyriproxyfen 0.45%, (S)-methoprene 0.23%',
  },
  {
    id: 'adams-spot-on-dog', name: 'Adams Flea & Tick Spot On for Dogs', aliases: ['Adams spot on for dogs', 'Adams Plus spot on for dogs', 'Adams flea and tick drops for dogs'], markets: ['US'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    actives: [{ drug: 'etofenprox' }, { drug: 'methoprene' }],
    label: { species: ['dog'], statements: [] },
    source: 'label-epa-spot-on',
  },
  {
    id: 'activyl-tick-plus', name: 'Activyl Tick Plus', aliases: ['Activyl Tick Plus for dogs'], markets: ['US', 'UK', 'EU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    actives: [{ drug: 'indoxacarb' }, { drug: 'permethrin' }],
    label: { species: ['dog'], statements: [notOnCats('Activyl Tick Plus', PERMETHRIN_CATS)] },
    source: 'label-epa-spot-on',
  },
];

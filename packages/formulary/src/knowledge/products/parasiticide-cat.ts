import {
  heartwormTestFirst,
  lb,
  notOnRabbits,
  notWhenUnwell,
  reproductionNotEvaluated,
  seizures,
} from './parasiticide-dog';
import type { ProductRecord } from './product-record';

// Flea, tick, heartworm and worm products labelled for cats (US FDA and EPA, UK and EU). Source:
// each product’s label or SPC (see sources-parasiticide.ts). Weight bands printed in pounds are
// converted with lb().

// prettier-ignore
export const CAT_PARASITICIDES: readonly ProductRecord[] = [
  // Isoxazoline and macrocyclic lactone spot-ons and chews for cats
  {
    id: 'nexgard-combo', name: 'NexGard COMBO', aliases: ['NexGard Combo for cats', 'Nexgard Combo spot-on', 'NexGard cat'], markets: ['US', 'UK', 'EU', 'CA', 'AU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [0.8, 2.5], actives: [{ drug: 'esafoxolaner', mg: 3.6 }, { drug: 'eprinomectin', mg: 1.2 }, { drug: 'praziquantel', mg: 24.9 }], fillMl: 0.3, names: ['0.3 ml', 'small'] },
      { kg: [2.5, 7.5], actives: [{ drug: 'esafoxolaner', mg: 10.8 }, { drug: 'eprinomectin', mg: 3.6 }, { drug: 'praziquantel', mg: 74.7 }], fillMl: 0.9, names: ['0.9 ml', 'large'] },
    ],
    heartwormPreventive: true,
    label: { species: ['cat'], minAgeWeeks: 8, minKg: lb(1.8), minKind: 'precaution', statements: [seizures('NexGard COMBO', 'cats')] },
    source: 'label-nexgard-combo', ref: 'per mL 12 mg esafoxolaner, 4 mg eprinomectin, 83 mg praziquantel; EU bands 0.8-2.5 and 2.5-7.5 kg',
  },
  {
    id: 'bravecto-topical-cat', name: 'Bravecto Topical for Cats', aliases: ['Bravecto Topical Solution for Cats', 'Bravecto spot-on for cats', 'Bravecto for cats', 'Bravecto cat'], markets: ['US', 'UK', 'EU', 'CA', 'AU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [1.2, 2.8], actives: [{ drug: 'fluralaner', mg: 112.5 }], names: ['small'] },
      { kg: [2.8, 6.25], actives: [{ drug: 'fluralaner', mg: 250 }], names: ['medium'] },
      { kg: [6.25, 12.5], actives: [{ drug: 'fluralaner', mg: 500 }], names: ['large'] },
    ],
    label: { species: ['cat'], minAgeWeeks: 26, minKg: 1.2, minKind: 'precaution', statements: [
      seizures('Bravecto Topical for Cats', 'cats'),
      { when: { condition: 'breeding' }, kind: 'precaution', risk: 'Low', text: 'The Bravecto spot-on for cats label says its safety in breeding males and females has not been established.' },
    ] },
    source: 'spc-bravecto-spot-on', ref: 'fluralaner 280 mg/mL; 40 to 94 mg/kg; US and Canada labels from 6 months and 1.2 kg',
  },
  {
    id: 'bravecto-plus', name: 'Bravecto Plus', aliases: ['Bravecto Plus for cats', 'Bravecto Plus spot-on', 'Bravecto Plus topical'], markets: ['US', 'UK', 'EU', 'CA', 'AU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [1.2, 2.8], actives: [{ drug: 'fluralaner', mg: 112.5 }, { drug: 'moxidectin', mg: 5.6 }], names: ['small'] },
      { kg: [2.8, 6.25], actives: [{ drug: 'fluralaner', mg: 250 }, { drug: 'moxidectin', mg: 12.5 }], names: ['medium'] },
      { kg: [6.25, 12.5], actives: [{ drug: 'fluralaner', mg: 500 }, { drug: 'moxidectin', mg: 25 }], names: ['large'] },
    ],
    heartwormPreventive: true,
    label: { species: ['cat'], minAgeWeeks: 26, minKg: 1.2, minKind: 'precaution', statements: [seizures('Bravecto Plus', 'cats')] },
    source: 'spc-bravecto-plus', ref: '40 to 94 mg/kg fluralaner and 2 to 4.7 mg/kg moxidectin',
  },
  {
    id: 'credelio-cat', name: 'Credelio CAT', aliases: ['Credelio for cats', 'Credelio cat chewable tablets', 'Credelio Cat'], markets: ['US', 'UK', 'EU', 'CA'], audience: 'veterinary', unit: 'chew', route: 'oral',
    bands: [
      { kg: [lb(2), 2], actives: [{ drug: 'lotilaner', mg: 12 }], names: ['12 mg'] },
      { kg: [2, 8], actives: [{ drug: 'lotilaner', mg: 48 }], names: ['48 mg'] },
    ],
    label: { species: ['cat'], minAgeWeeks: 8, minKg: lb(2), minKind: 'precaution', statements: [seizures('Credelio CAT', 'cats')] },
    source: 'label-credelio', ref: '21 CFR 520.1286: 12 or 48 mg, minimum 6 mg/kg',
  },
  {
    id: 'revolution-cat', name: 'Revolution for Cats', aliases: ['Revolution cat', 'Revolution for kittens', 'Revolution topical for cats'], markets: ['US', 'CA'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [0, lb(5)], actives: [{ drug: 'selamectin', mg: 15 }], fillMl: 0.25, names: ['mauve', 'kittens'] },
      { kg: [lb(5.1), lb(15)], actives: [{ drug: 'selamectin', mg: 45 }], fillMl: 0.75, names: ['blue'] },
      { kg: [lb(15.1), lb(22)], actives: [{ drug: 'selamectin', mg: 60 }], fillMl: 1, names: ['taupe'] },
    ],
    heartwormPreventive: true,
    label: { species: ['cat'], minAgeWeeks: 8, minKind: 'precaution', statements: [] },
    source: 'label-revolution', ref: 'FDA NADA 141-152',
  },
  {
    id: 'selarid-cat', name: 'Selarid for Cats', aliases: ['Selarid cat', 'Selarid topical for cats'], markets: ['US'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [0, lb(5)], actives: [{ drug: 'selamectin', mg: 15 }], names: ['mauve', 'kittens'] },
      { kg: [lb(5.1), lb(15)], actives: [{ drug: 'selamectin', mg: 45 }], names: ['blue'] },
      { kg: [lb(15.1), lb(22)], actives: [{ drug: 'selamectin', mg: 60 }], names: ['taupe'] },
    ],
    heartwormPreventive: true,
    label: { species: ['cat'], minAgeWeeks: 6, minKind: 'precaution', statements: [] },
    source: 'label-selarid', ref: 'generic selamectin: kittens under 5 lb, cats 5.1-15 lb and 15.1-22 lb; 6 weeks and older',
  },
  {
    id: 'revolution-plus', name: 'Revolution Plus', aliases: ['Revolution Plus for cats', 'Revolution Plus topical'], markets: ['US', 'CA'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [lb(2.8), lb(5.5)], actives: [{ drug: 'selamectin', mg: 15 }, { drug: 'sarolaner', mg: 2.5 }], fillMl: 0.25 },
      { kg: [lb(5.6), lb(11)], actives: [{ drug: 'selamectin', mg: 30 }, { drug: 'sarolaner', mg: 5 }], fillMl: 0.5 },
      { kg: [lb(11.1), lb(22)], actives: [{ drug: 'selamectin', mg: 60 }, { drug: 'sarolaner', mg: 10 }], fillMl: 1 },
    ],
    heartwormPreventive: true,
    label: { species: ['cat'], minAgeWeeks: 8, minKg: lb(2.8), minKind: 'precaution', statements: [seizures('Revolution Plus', 'cats')] },
    source: 'label-revolution-plus', ref: 'selamectin 60 mg/mL + sarolaner 10 mg/mL; DailyMed cbcc7b04-f3ab-4f3e-a38f-dcdc313e1b8a',
  },
  {
    id: 'stronghold-cat', name: 'Stronghold for Cats', aliases: ['Stronghold cat', 'Stronghold spot-on for cats', 'Stronghold for kittens'], markets: ['UK', 'EU', 'AU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [0, 2.5], actives: [{ drug: 'selamectin', mg: 15 }], fillMl: 0.25, names: ['15 mg'] },
      { kg: [2.6, 7.5], actives: [{ drug: 'selamectin', mg: 45 }], fillMl: 0.75, names: ['45 mg'] },
      { kg: [7.6, 10], actives: [{ drug: 'selamectin', mg: 60 }], fillMl: 1, names: ['60 mg'] },
    ],
    heartwormPreventive: true,
    label: { species: ['cat'], minAgeWeeks: 6, minKind: 'contraindication', statements: [] },
    source: 'spc-stronghold',
  },
  {
    id: 'stronghold-plus', name: 'Stronghold Plus', aliases: ['Stronghold Plus for cats', 'Stronghold Plus spot-on'], markets: ['UK', 'EU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [0, 2.5], actives: [{ drug: 'selamectin', mg: 15 }, { drug: 'sarolaner', mg: 2.5 }], fillMl: 0.25, names: ['15 mg'] },
      { kg: [2.5, 5], actives: [{ drug: 'selamectin', mg: 30 }, { drug: 'sarolaner', mg: 5 }], fillMl: 0.5, names: ['30 mg'] },
      { kg: [5, 10], actives: [{ drug: 'selamectin', mg: 60 }, { drug: 'sarolaner', mg: 10 }], fillMl: 1, names: ['60 mg'] },
    ],
    heartwormPreventive: true,
    label: { species: ['cat'], minAgeWeeks: 8, minKg: 1.25, minKind: 'precaution', statements: [] },
    source: 'spc-stronghold-plus', ref: 'selamectin 60 mg/mL + sarolaner 10 mg/mL; cats from 8 weeks and 1.25 kg',
  },
  {
    id: 'advantage-multi-cat', name: 'Advantage Multi for Cats', aliases: ['Advantage Multi cat', 'Advantage Multi for kittens'], markets: ['US'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [lb(2), lb(5)], actives: [{ drug: 'imidacloprid', mg: 23 }, { drug: 'moxidectin', mg: 2.3 }], fillMl: 0.23 },
      { kg: [lb(5.1), lb(9)], actives: [{ drug: 'imidacloprid', mg: 40 }, { drug: 'moxidectin', mg: 4 }], fillMl: 0.4 },
      { kg: [lb(9.1), lb(18)], actives: [{ drug: 'imidacloprid', mg: 80 }, { drug: 'moxidectin', mg: 8 }], fillMl: 0.8 },
    ],
    heartwormPreventive: true,
    label: { species: ['cat'], minAgeWeeks: 9, minKg: lb(2), minKind: 'precaution', statements: [] },
    source: 'label-advantage-multi-cats', ref: 'imidacloprid 10% + moxidectin 1%; DailyMed archive 79231',
  },
  {
    id: 'advocate-cat', name: 'Advocate for Cats', aliases: ['Advocate cat', 'Advocate spot-on for cats', 'Advocate for small cats and ferrets'], markets: ['UK', 'EU', 'AU', 'NZ'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [0, 4], actives: [{ drug: 'imidacloprid', mg: 40 }, { drug: 'moxidectin', mg: 4 }], fillMl: 0.4, names: ['small'] },
      { kg: [4, 8], actives: [{ drug: 'imidacloprid', mg: 80 }, { drug: 'moxidectin', mg: 8 }], fillMl: 0.8, names: ['large'] },
    ],
    heartwormPreventive: true,
    label: { species: ['cat'], minAgeWeeks: 9, minKind: 'contraindication', statements: [] },
    source: 'spc-advocate', ref: 'imidacloprid 100 mg/mL + moxidectin 10 mg/mL',
  },
  {
    id: 'prinovox-cat', name: 'Prinovox for Cats', aliases: ['Prinovox cat', 'Prinovox spot-on for cats'], markets: ['UK', 'EU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [0, 4], actives: [{ drug: 'imidacloprid', mg: 40 }, { drug: 'moxidectin', mg: 4 }], names: ['small', '40 mg'] },
      { kg: [4, 8], actives: [{ drug: 'imidacloprid', mg: 80 }, { drug: 'moxidectin', mg: 8 }], names: ['large', '80 mg'] },
    ],
    heartwormPreventive: true,
    label: { species: ['cat'], statements: [] },
    source: 'spc-prinovox', ref: '40 mg + 4 mg (cats under 4 kg) and 80 mg + 8 mg (large cats) pipettes',
  },
  {
    id: 'heartgard-cats', name: 'Heartgard for Cats', aliases: ['Heartgard Chewables for Cats', 'Heartgard cat', 'Heartgard for kittens'], markets: ['US'], audience: 'veterinary', unit: 'chew', route: 'oral',
    bands: [
      { kg: [0, lb(5)], actives: [{ drug: 'ivermectin', mg: 0.055 }], names: ['red', '55 mcg'] },
      { kg: [lb(5), lb(15)], actives: [{ drug: 'ivermectin', mg: 0.165 }], names: ['purple', '165 mcg'] },
    ],
    heartwormPreventive: true,
    label: { species: ['cat'], minAgeWeeks: 6, minKind: 'precaution', statements: [heartwormTestFirst('Heartgard for Cats', 'cats')] },
    source: 'label-heartgard-family', ref: 'ivermectin 24 micrograms/kg minimum',
  },
  {
    id: 'interceptor-cats', name: 'Interceptor for Cats', aliases: ['Interceptor cat', 'Interceptor Flavor Tabs for cats'], markets: ['US'], audience: 'veterinary', unit: 'tablet', route: 'oral',
    bands: [
      { kg: [lb(1.5), lb(6)], actives: [{ drug: 'milbemycin', mg: 5.75 }], names: ['green'] },
      { kg: [lb(6.1), lb(12)], actives: [{ drug: 'milbemycin', mg: 11.5 }], names: ['yellow'] },
      { kg: [lb(12.1), lb(25)], actives: [{ drug: 'milbemycin', mg: 23 }], names: ['white'] },
    ],
    heartwormPreventive: true,
    label: { species: ['cat'], minAgeWeeks: 6, minKg: lb(1.5), minKind: 'contraindication', statements: [
      { when: { condition: 'heartworm-disease' }, kind: 'precaution', risk: 'Low', text: 'The Interceptor for cats label says its safety in heartworm-positive cats has not been established.' },
      ...reproductionNotEvaluated('Interceptor for cats', 'cats'),
    ] },
    source: 'label-interceptor-cats', ref: '21 CFR 520.1441: 2 mg/kg; not for kittens under 6 weeks or 1.5 lb',
  },
  {
    id: 'comfortis-cat', name: 'Comfortis for Cats', aliases: ['Comfortis cat', 'Comfortis chewable tablets for cats', 'Comfortis for kittens'], markets: ['US', 'CA'], audience: 'veterinary', unit: 'chew', route: 'oral',
    bands: [
      { kg: [lb(4.1), lb(6)], actives: [{ drug: 'spinosad', mg: 140 }], names: ['pink'] },
      { kg: [lb(6.1), lb(12)], actives: [{ drug: 'spinosad', mg: 270 }], names: ['orange'] },
      { kg: [lb(12.1), lb(24)], actives: [{ drug: 'spinosad', mg: 560 }], names: ['green'] },
    ],
    label: { species: ['cat'], minAgeWeeks: 14, minKg: lb(4.1), minKind: 'precaution', statements: [] },
    source: 'label-comfortis-cats', ref: 'minimum 50 mg/kg; Canada label maximum 100 mg/kg',
  },
  {
    id: 'cheristin', name: 'Cheristin', aliases: ['Cheristin for cats', 'Cheristin topical', 'Cheristin flea treatment'], markets: ['US', 'CA'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    actives: [{ drug: 'spinetoram' }],
    label: { species: ['cat'], minAgeWeeks: 8, minKg: lb(1.8), minKind: 'contraindication', statements: [] },
    source: 'label-cheristin', ref: 'spinetoram 11.2%',
  },
  {
    id: 'centragard', name: 'Centragard', aliases: ['Centragard for cats', 'Centragard transdermal'], markets: ['US'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [lb(1.8), lb(5.5)], actives: [{ drug: 'eprinomectin', mg: 1.2 }, { drug: 'praziquantel', mg: 24.9 }], fillMl: 0.3, names: ['0.3 ml'] },
      { kg: [lb(5.6), lb(16.5)], actives: [{ drug: 'eprinomectin', mg: 3.6 }, { drug: 'praziquantel', mg: 74.7 }], fillMl: 0.9, names: ['0.9 ml'] },
    ],
    heartwormPreventive: true,
    label: { species: ['cat'], minAgeWeeks: 7, minKg: lb(1.8), minKind: 'precaution', statements: [heartwormTestFirst('Centragard', 'cats')] },
    source: 'label-centragard', ref: '21 CFR 524.815: 4 mg eprinomectin + 83 mg praziquantel per mL',
  },
  {
    id: 'broadline', name: 'Broadline', aliases: ['Broadline for cats', 'Broadline spot-on'], markets: ['UK', 'EU', 'AU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [0, 2.5], actives: [{ drug: 'fipronil', mg: 24.9 }, { drug: 'methoprene', mg: 30 }, { drug: 'eprinomectin', mg: 1.2 }, { drug: 'praziquantel', mg: 24.9 }], fillMl: 0.3, names: ['small', '0.3 ml'] },
      { kg: [2.5, 7.5], actives: [{ drug: 'fipronil', mg: 74.7 }, { drug: 'methoprene', mg: 90 }, { drug: 'eprinomectin', mg: 3.6 }, { drug: 'praziquantel', mg: 74.7 }], fillMl: 0.9, names: ['large', '0.9 ml'] },
    ],
    heartwormPreventive: true,
    label: { species: ['cat'], minAgeWeeks: 7, minKind: 'precaution', statements: [] },
    source: 'spc-broadline', ref: 'EMA EU/2/13/157; safety shown in healthy kittens from 7 weeks (spc-broadline-overdose)',
  },
  {
    id: 'felpreva', name: 'Felpreva', aliases: ['Felpreva spot-on', 'Felpreva for cats'], markets: ['UK', 'EU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [1, 2.5], actives: [{ drug: 'tigolaner', mg: 36.22 }, { drug: 'emodepside', mg: 7.53 }, { drug: 'praziquantel', mg: 30.12 }], fillMl: 0.37, names: ['small'] },
      { kg: [2.5, 5], actives: [{ drug: 'tigolaner', mg: 72.45 }, { drug: 'emodepside', mg: 15.06 }, { drug: 'praziquantel', mg: 60.24 }], fillMl: 0.74, names: ['medium'] },
      { kg: [5, 8], actives: [{ drug: 'tigolaner', mg: 115.52 }, { drug: 'emodepside', mg: 24.01 }, { drug: 'praziquantel', mg: 96.05 }], fillMl: 1.18, names: ['large'] },
    ],
    // SPC special precautions: treating kittens under 10 weeks or under 1 kg is not recommended
    // (no data); contraindications name hypersensitivity only.
    label: { species: ['cat'], minAgeWeeks: 10, minKg: 1, minKind: 'precaution', statements: [] },
    source: 'spc-felpreva', ref: 'EMA EU/2/21/280; age and weight read in the same SPC on the NOAH Compendium (id -480711)',
  },
  // Dewormers for cats
  {
    id: 'drontal-cats-us', name: 'Drontal for Cats', aliases: ['Drontal cat tablets', 'Drontal broad spectrum dewormer for cats', 'Drontal for kittens'], markets: ['US'], audience: 'veterinary', unit: 'tablet', route: 'oral',
    actives: [{ drug: 'praziquantel', mg: 18.2 }, { drug: 'pyrantel', mg: 72.6 }],
    // The FDA-approved label revision says not for kittens under two months or under 2 lb (it
    // said one month and 1.5 lb before); the Canadian label's "not under 1 kg" is another market.
    label: { species: ['cat'], minAgeWeeks: 8.7, minKg: lb(2), minKind: 'contraindication', statements: [] },
    source: 'fda-drontal-cats-kitten-limit', ref: 'praziquantel 18.2 mg + pyrantel base 72.6 mg (as pamoate); DailyMed set b61e0ee1',
  },
  {
    id: 'drontal-cat-uk', name: 'Drontal Cat', aliases: ['Drontal Cat Film-coated Tablets'], markets: ['UK', 'EU'], audience: 'veterinary', unit: 'tablet', route: 'oral',
    actives: [{ drug: 'praziquantel', mg: 20 }, { drug: 'pyrantel', mg: 230, salt: 'embonate' }],
    label: { species: ['cat'], minAgeWeeks: 6, minKind: 'contraindication', statements: [
      { when: { condition: 'pregnancy' }, kind: 'contraindication', risk: 'Medium', text: 'The Drontal Cat data sheet says not to use it during pregnancy.' },
    ] },
    source: 'spc-drontal', ref: 'pyrantel embonate 230 mg (salt) + praziquantel 20 mg; not with piperazine',
  },
  {
    id: 'profender-cat', name: 'Profender for Cats', aliases: ['Profender spot-on', 'Profender topical', 'Profender cat', 'Profender topical solution for cats'], markets: ['US', 'UK', 'EU', 'CA'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [0.5, 2.5], actives: [{ drug: 'emodepside', mg: 7.5 }, { drug: 'praziquantel', mg: 30 }], fillMl: 0.35, names: ['small'] },
      { kg: [2.5, 5], actives: [{ drug: 'emodepside', mg: 15 }, { drug: 'praziquantel', mg: 60 }], fillMl: 0.7, names: ['medium'] },
      { kg: [5, 8], actives: [{ drug: 'emodepside', mg: 24 }, { drug: 'praziquantel', mg: 96 }], fillMl: 1.12, names: ['large'] },
    ],
    label: { species: ['cat'], minAgeWeeks: 8, minKg: 0.5, minKind: 'contraindication', statements: [] },
    source: 'spc-profender', ref: 'emodepside 21.4 mg/mL + praziquantel 85.8 mg/mL; US label from 8 weeks and 2.2 lb',
  },
  {
    id: 'droncit-feline', name: 'Droncit Feline Cestocide Tablets', aliases: ['Droncit for cats', 'Droncit feline', 'Droncit 23 mg'], markets: ['US'], audience: 'veterinary', unit: 'tablet', route: 'oral',
    actives: [{ drug: 'praziquantel', mg: 23 }],
    label: { species: ['cat'], minAgeWeeks: 6, minKind: 'contraindication', statements: [] },
    source: 'label-droncit', ref: '21 CFR 520.1870: 23 mg tablets; not for kittens under 6 weeks',
  },
  {
    id: 'milbemax-cat', name: 'Milbemax for Cats', aliases: ['Milbemax cat', 'Milbemax tablets for cats', 'Milbemax small cats', 'Milbemax for kittens'], markets: ['UK', 'EU', 'AU', 'CA'], audience: 'veterinary', unit: 'tablet', route: 'oral',
    bands: [
      { kg: [0.5, 2], actives: [{ drug: 'milbemycin', mg: 4 }, { drug: 'praziquantel', mg: 10 }], names: ['small', 'kittens', '4 mg'] },
      { kg: [2, 8], actives: [{ drug: 'milbemycin', mg: 16 }, { drug: 'praziquantel', mg: 40 }], names: ['large', '16 mg'] },
    ],
    heartwormPreventive: true,
    label: { species: ['cat'], minAgeWeeks: 6, minKg: 0.5, minKind: 'contraindication', statements: [
      { when: { condition: 'debilitated' }, kind: 'precaution', risk: 'Medium', text: 'The Milbemax data sheet says it was not studied in severely debilitated cats and is not recommended for them unless the vet judges the benefit worth the risk.' },
      { when: { condition: 'kidney' }, kind: 'precaution', risk: 'Medium', text: 'The Milbemax data sheet says it was not studied in cats with seriously reduced kidney function and is not recommended for them unless the vet judges the benefit worth the risk.' },
      { when: { condition: 'liver' }, kind: 'precaution', risk: 'Medium', text: 'The Milbemax data sheet says it was not studied in cats with seriously reduced liver function and is not recommended for them unless the vet judges the benefit worth the risk.' },
    ] },
    source: 'spc-milbemax-cat', ref: 'NOAH -462688: small-cat tablets not under 6 weeks or 0.5 kg (half a tablet from 0.5 kg); large-cat tablet not under 2 kg',
  },
  {
    id: 'milpro-cat', name: 'Milpro for Cats', aliases: ['Milpro cat', 'Milpro tablets for cats', 'Milpro for kittens'], markets: ['UK', 'EU'], audience: 'veterinary', unit: 'tablet', route: 'oral',
    bands: [
      { kg: [0.5, 2], actives: [{ drug: 'milbemycin', mg: 4 }, { drug: 'praziquantel', mg: 10 }], names: ['small', 'kittens', '4 mg'] },
      { kg: [2, 8], actives: [{ drug: 'milbemycin', mg: 16 }, { drug: 'praziquantel', mg: 40 }], names: ['large', '16 mg'] },
    ],
    heartwormPreventive: true,
    label: { species: ['cat'], minAgeWeeks: 6, minKg: 0.5, minKind: 'contraindication', statements: [
      { when: { condition: 'debilitated' }, kind: 'precaution', risk: 'Medium', text: 'The Milpro data sheet says it was not studied in severely debilitated cats and is not recommended for them unless the vet judges the benefit worth the risk.' },
      { when: { condition: 'kidney' }, kind: 'precaution', risk: 'Medium', text: 'The Milpro data sheet says it was not studied in cats with seriously reduced kidney function and is not recommended for them unless the vet judges the benefit worth the risk.' },
      { when: { condition: 'liver' }, kind: 'precaution', risk: 'Medium', text: 'The Milpro data sheet says it was not studied in cats with seriously reduced liver function and is not recommended for them unless the vet judges the benefit worth the risk.' },
    ] },
    source: 'spc-milbemax-cat', ref: 'NOAH -489851: small cats and kittens not under 6 weeks or 0.5 kg; cat tablets not under 2 kg',
  },
  {
    id: 'milprazon-cat', name: 'Milprazon for Cats', aliases: ['Milprazon cat', 'Milprazon tablets for cats'], markets: ['UK', 'EU'], audience: 'veterinary', unit: 'tablet', route: 'oral',
    bands: [
      { kg: [0.5, 2], actives: [{ drug: 'milbemycin', mg: 4 }, { drug: 'praziquantel', mg: 10 }], names: ['small', 'kittens', '4 mg'] },
      { kg: [2, 8], actives: [{ drug: 'milbemycin', mg: 16 }, { drug: 'praziquantel', mg: 40 }], names: ['16 mg'] },
    ],
    heartwormPreventive: true,
    label: { species: ['cat'], statements: [] },
    source: 'spc-milbemycin-generics', ref: '16 mg/40 mg tablets for cats of at least 2 kg',
  },
  // Collars and spot-ons for cats
  {
    id: 'seresto-cat', name: 'Seresto for Cats', aliases: ['Seresto cat collar', 'Seresto collar for cats', 'Seresto for kittens'], markets: ['US', 'UK', 'EU', 'CA', 'AU'], audience: 'veterinary', unit: 'collar', route: 'collar',
    actives: [{ drug: 'imidacloprid', mg: 1250 }, { drug: 'flumethrin', mg: 560 }],
    label: { species: ['cat'], minAgeWeeks: 10, minKind: 'contraindication', statements: [
      { when: { condition: 'pregnancy' }, kind: 'precaution', risk: 'Low', text: 'The Seresto data sheet does not recommend the collar for pregnant queens, as its safety in pregnancy has not been established.' },
      { when: { condition: 'lactation' }, kind: 'precaution', risk: 'Low', text: 'The Seresto data sheet does not recommend the collar for nursing queens, as its safety during lactation has not been established.' },
    ] },
    source: 'spc-seresto', ref: '38 cm collar: 1.25 g imidacloprid + 0.56 g flumethrin',
  },
  {
    id: 'advantage-ii-cat', name: 'Advantage II for Cats', aliases: ['Advantage II cat', 'Advantage 2 for cats', 'Advantage II for kittens'], markets: ['US', 'CA'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [lb(2), lb(5)], actives: [{ drug: 'imidacloprid' }, { drug: 'pyriproxyfen' }], fillMl: 0.23, names: ['kittens'] },
      { kg: [lb(5), lb(9)], actives: [{ drug: 'imidacloprid' }, { drug: 'pyriproxyfen' }], fillMl: 0.4, names: ['small'] },
      { kg: [lb(9.1)], actives: [{ drug: 'imidacloprid' }, { drug: 'pyriproxyfen' }], fillMl: 0.8, names: ['large'] },
    ],
    label: { species: ['cat'], minAgeWeeks: 8, minKg: lb(2), minKind: 'precaution', statements: [] },
    source: 'label-advantage-ii',
  },
  {
    id: 'advantage-cat', name: 'Advantage for Cats', aliases: ['Advantage spot-on for cats', 'Advantage 40 for small cats', 'Advantage 80 for large cats'], markets: ['UK', 'EU', 'AU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [0, 4], actives: [{ drug: 'imidacloprid', mg: 40 }], fillMl: 0.4, names: ['40'] },
      { kg: [4, 8], actives: [{ drug: 'imidacloprid', mg: 80 }], fillMl: 0.8, names: ['80'] },
    ],
    label: { species: ['cat'], statements: [] },
    source: 'spc-advantage', ref: 'imidacloprid 100 mg/mL; pipettes named by their mg (Advantage 40, 80)',
  },
  {
    id: 'frontline-plus-cat', name: 'Frontline Plus for Cats', aliases: ['Frontline Plus cat', 'Frontline Plus for kittens', 'Frontline Plus flea and tick for cats'], markets: ['US', 'CA'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    actives: [{ drug: 'fipronil' }, { drug: 'methoprene' }], fillMl: 0.5,
    label: { species: ['cat'], minAgeWeeks: 8, minKind: 'precaution', statements: [] },
    source: 'label-frontline-us', ref: 'one 0.5 mL pipette per cat',
  },
  {
    id: 'frontline-gold-cat', name: 'Frontline Gold for Cats', aliases: ['Frontline Gold cat', 'Frontline Gold flea and tick for cats'], markets: ['US', 'CA'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    actives: [{ drug: 'fipronil' }, { drug: 'methoprene' }, { drug: 'pyriproxyfen' }],
    label: { species: ['cat'], statements: [] },
    source: 'label-frontline-us',
  },
  {
    id: 'frontline-spot-on-cat', name: 'Frontline Spot On for Cats', aliases: ['Frontline Spot On Cat', 'Frontline spot on cat 10%', 'Frontline Spot-On for cats'], markets: ['UK', 'EU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    actives: [{ drug: 'fipronil', mg: 50 }], fillMl: 0.5,
    label: { species: ['cat'], minAgeWeeks: 8, minKg: 1, minKind: 'contraindication', statements: [notOnRabbits('Frontline Spot On'), notWhenUnwell('Frontline Spot On Cat', 'cats')] },
    source: 'spc-frontline', ref: 'fipronil 10% w/v, 0.5 mL pipette',
  },
  {
    id: 'frontline-combo-cat', name: 'Frontline Combo for Cats', aliases: ['Frontline Combo Cat', 'Frontline Combo spot on cat'], markets: ['UK', 'EU', 'AU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    actives: [{ drug: 'fipronil', mg: 50 }, { drug: 'methoprene', mg: 60 }], fillMl: 0.5,
    label: { species: ['cat'], minAgeWeeks: 8, minKg: 1, minKind: 'contraindication', statements: [notOnRabbits('Frontline Combo'), notWhenUnwell('Frontline Combo Cat', 'cats')] },
    source: 'spc-frontline', ref: 'one 0.5 mL pipette per cat: 50 mg fipronil + 60 mg (S)-methoprene; contraindications from NOAH -467898 (spc-frontline-combo-cat)',
  },
  {
    id: 'fiprotec-cat', name: 'Fiprotec for Cats', aliases: ['Fiprotec cat', 'Fiprotec spot-on for cats'], markets: ['UK', 'EU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    actives: [{ drug: 'fipronil' }], fillMl: 0.5,
    label: { species: ['cat'], minAgeWeeks: 8, minKg: 1, minKind: 'contraindication', statements: [notOnRabbits('Fiprotec')] },
    source: 'spc-fipronil-cat', ref: 'vetisearch 87878: one 0.5 mL pipette per cat',
  },
  {
    id: 'fiprospot-cat', name: 'Fiprospot for Cats', aliases: ['Fiprospot cat', 'Fiprospot spot on for cats'], markets: ['UK'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    actives: [{ drug: 'fipronil' }], fillMl: 0.5,
    label: { species: ['cat'], minAgeWeeks: 8, minKg: 1, minKind: 'precaution', statements: [] },
    source: 'spc-fipronil-cat', ref: 'from 8 weeks and over 1 kg; one 0.5 mL pipette per cat',
  },
  {
    id: 'effipro-cat', name: 'Effipro for Cats', aliases: ['Effipro cat', 'Effipro spot-on for cats'], markets: ['US', 'UK', 'EU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    actives: [{ drug: 'fipronil' }],
    label: { species: ['cat'], statements: [] },
    source: 'spc-fipronil-cat',
  },
  {
    id: 'vectra-cats', name: 'Vectra for Cats', aliases: ['Vectra for Cats and Kittens', 'Vectra cat', 'Vectra for kittens'], markets: ['US', 'CA'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    bands: [
      { kg: [0, lb(9)], actives: [{ drug: 'dinotefuran' }, { drug: 'pyriproxyfen' }], fillMl: 0.8, names: ['small'] },
      { kg: [lb(9)], actives: [{ drug: 'dinotefuran' }, { drug: 'pyriproxyfen' }], fillMl: 1.2, names: ['large'] },
    ],
    label: { species: ['cat'], minAgeWeeks: 8, minKg: lb(2), minKind: 'contraindication', statements: [
      { when: { species: ['dog'] }, kind: 'contraindication', risk: 'Medium', text: 'The Vectra for Cats label says not to use it on dogs.' },
      { when: { condition: 'debilitated' }, kind: 'precaution', risk: 'Low', text: 'The Vectra for Cats label asks owners to talk to a vet before using it on weak, old, medicated, pregnant or nursing cats known to be sensitive to pesticides.' },
      { when: { condition: 'pregnancy' }, kind: 'precaution', risk: 'Low', text: 'The Vectra for Cats label asks owners to talk to a vet before using it on pregnant cats known to be sensitive to pesticides.' },
      { when: { condition: 'lactation' }, kind: 'precaution', risk: 'Low', text: 'The Vectra for Cats label asks owners to talk to a vet before using it on nursing cats known to be sensitive to pesticides.' },
    ] },
    source: 'label-vectra', ref: 'label cautions (label-vectra-cats-us): cats and kittens over 8 weeks and 2 lb; not on dogs',
  },
  {
    id: 'vectra-felis', name: 'Vectra Felis', aliases: ['Vectra Felis spot-on', 'Vectra Felis for cats'], markets: ['UK', 'EU'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    actives: [{ drug: 'dinotefuran', mg: 423 }, { drug: 'pyriproxyfen', mg: 42.3 }], fillMl: 0.9,
    label: { species: ['cat'], minAgeWeeks: 7, minKg: 0.6, minKind: 'contraindication', statements: [] },
    source: 'spc-vectra-felis', ref: 'EMA EU/2/14/164: 0.9 mL applicator; not for cats under 0.6 kg; safety not established under 7 weeks',
  },
  {
    id: 'catego', name: 'Catego', aliases: ['Catego for cats', 'Catego flea and tick for cats'], markets: ['US'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    actives: [{ drug: 'fipronil' }, { drug: 'dinotefuran' }, { drug: 'pyriproxyfen' }],
    label: { species: ['cat'], minKg: lb(1.5), minKind: 'precaution', statements: [] },
    source: 'label-epa-spot-on', ref: 'Ceva; cats and kittens over 1.5 lb',
  },
  {
    id: 'petarmor-plus-cat', name: 'PetArmor Plus for Cats', aliases: ['PetArmor Plus cat', 'Pet Armor Plus for cats'], markets: ['US'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    actives: [{ drug: 'fipronil' }, { drug: 'methoprene' }],
    label: { species: ['cat'], statements: [] },
    source: 'label-epa-spot-on',
  },
  {
    id: 'sentry-fiproguard-plus-cat', name: 'Sentry Fiproguard Plus for Cats', aliases: ['Fiproguard Plus for cats', 'Sentry Fiproguard Plus cat'], markets: ['US'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    actives: [{ drug: 'fipronil' }, { drug: 'methoprene' }],
    label: { species: ['cat'], statements: [] },
    source: 'label-epa-spot-on',
  },
  {
    id: 'hartz-ultraguard-cat', name: 'Hartz UltraGuard Pro for Cats', aliases: ['Hartz UltraGuard Plus for Cats', 'Hartz UltraGuard for cats', 'Hartz flea drops for cats'], markets: ['US'], audience: 'veterinary', unit: 'pipette', route: 'topical',
    actives: [{ drug: 'etofenprox' }, { drug: 'methoprene' }],
    label: { species: ['cat'], statements: [] },
    source: 'label-hartz', ref: 'etofenprox + (S)-methoprene, the cat formula (the dog drops contain phenothrin)',
  },
];

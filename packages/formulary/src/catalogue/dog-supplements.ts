import { drugs } from './catalogue-entry';

// Dog group: supplements and nutraceuticals sold for dogs.

export const DOG_SUPPLEMENTS = [
  // source: product labels (Cosequin, Dasuquin, Welactin, FortiFlora, Marin, Zylkene,
  // Anxitane); Plumb's Veterinary Drug Handbook for vitamins, taurine and L-carnitine
  ...drugs('supplement', [
    ['Glucosamine/Chondroitin', 'Cosequin, Dasuquin', ['1–2 chewables daily (by weight band)']],
    ['Fish oil (omega-3)', 'Welactin', ['EPA+DHA 50–100 mg/kg once daily']],
    ['Probiotic (Enterococcus faecium)', 'FortiFlora', ['1 sachet once daily on food']],
    ['Milk thistle (silybin)', 'Marin', ['1 tablet daily (by weight band)']],
    [
      'Cyanocobalamin (vitamin B12)',
      'Cyanocobalamin injection',
      ['250–1500 mcg SC weekly (by weight)'],
    ],
    ['Taurine', 'Taurine tablets', ['500–1000 mg twice daily']],
    ['L-carnitine', 'Carnitor', ['50–100 mg/kg every 8 hours']],
    ['Alpha-casozepine', 'Zylkene', ['15 mg/kg once daily']],
    ['L-theanine', 'Anxitane', ['1 chewable twice daily (by weight band)']],
    ['Melatonin', 'Melatonin tablets', ['3–6 mg every 8–12 hours (by size)']],
  ]),
];

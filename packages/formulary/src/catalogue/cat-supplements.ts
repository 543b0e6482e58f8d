import { drugs } from './catalogue-entry';

// Cat group: supplements and nutraceuticals sold for cats.

export const CAT_SUPPLEMENTS = [
  // source: product labels (Cosequin for Cats, FortiFlora Feline, Marin for Cats, Zylkene,
  // Anxitane, Enisyl-F); Plumb's Veterinary Drug Handbook for vitamins and taurine
  ...drugs('supplement', [
    ['Glucosamine/Chondroitin', 'Cosequin for Cats', ['1 capsule daily sprinkled on food']],
    ['Fish oil (omega-3)', 'Welactin Feline', ['EPA+DHA 50–100 mg/kg once daily']],
    ['Probiotic (Enterococcus faecium)', 'FortiFlora Feline', ['1 sachet once daily on food']],
    ['Milk thistle (silybin)', 'Marin for Cats', ['1 tablet once daily']],
    ['Cyanocobalamin (vitamin B12)', 'Cyanocobalamin injection', ['250 mcg SC weekly']],
    ['Taurine', 'Taurine tablets', ['250 mg twice daily']],
    ['L-lysine', 'Enisyl-F, Viralys', ['250–500 mg twice daily']],
    ['Alpha-casozepine', 'Zylkene', ['75 mg capsule once daily']],
    ['L-theanine', 'Anxitane', ['1 chewable (25 mg) twice daily']],
  ]),
];

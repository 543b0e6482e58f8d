import type { DrugEntry } from './types';

// Products kept for exotic pets (issue 10) that the other tables lack, so a guinea pig's vitamin C
// or a convalescent herbivore food is recognised rather than reported as unknown. No rules of
// their own: they are here to be named.

// prettier-ignore
export const EXOTIC_DRUGS: readonly DrugEntry[] = [
  { id: 'vitamin c', classes: ['supplement'], purposes: ['supplement'], kind: 'supplement', aliases: ['ascorbic acid', 'ascorbate', 'sodium ascorbate', 'vit c'], brands: ['Oxbow Natural Science Vitamin C'] },
  { id: 'herbivore recovery food', classes: ['supplement'], purposes: ['appetite', 'supplement'], kind: 'supplement', aliases: ['critical care formula', 'recovery formula', 'herbivore critical care', 'oxbow critical care'], brands: ['Critical Care', 'Emeraid Herbivore', 'Supreme Recovery Plus'] },
  { id: 'reptile calcium', classes: ['supplement'], purposes: ['supplement'], kind: 'supplement', aliases: ['calcium dust', 'calcium powder', 'reptile calcium with d3'], brands: ['Repashy Calcium Plus', 'Rep-Cal'] },
];

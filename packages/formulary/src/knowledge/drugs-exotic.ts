import type { DrugEntry } from './types';

// Products kept for exotic pets (issue 10) that the other tables lack, so a guinea pig's vitamin C
// or a convalescent herbivore food is recognised rather than reported as unknown, and the
// ingredients of the exotic formulary (dose-ranges-exotic.ts) that no other table names.

// prettier-ignore
export const EXOTIC_DRUGS: readonly DrugEntry[] = [
  { id: 'vitamin c', classes: ['supplement'], purposes: ['supplement'], kind: 'supplement', aliases: ['ascorbic acid', 'ascorbate', 'sodium ascorbate', 'vit c'], brands: ['Oxbow Natural Science Vitamin C'] },
  { id: 'herbivore recovery food', classes: ['supplement'], purposes: ['appetite', 'supplement'], kind: 'supplement', aliases: ['critical care formula', 'recovery formula', 'herbivore critical care', 'oxbow critical care'], brands: ['Critical Care', 'Emeraid Herbivore', 'Supreme Recovery Plus'] },
  { id: 'reptile calcium', classes: ['supplement'], purposes: ['supplement'], kind: 'supplement', aliases: ['calcium dust', 'calcium powder', 'reptile calcium with d3'], brands: ['Repashy Calcium Plus', 'Rep-Cal'] },
  // Exotic formulary ingredients the other tables lack (Carpenter's Exotic Animal Formulary).
  { id: 'ceftazidime', classes: ['cephalosporin'], purposes: ['antibiotic'], route: 'injectable', aliases: ['ceftazidime pentahydrate'], brands: ['Fortum', 'Fortaz', 'Tazicef'] },
  { id: 'dihydrostreptomycin', classes: ['aminoglycoside'], purposes: ['antibiotic'], aliases: ['dihydrostreptomycin sulfate', 'dihydrostreptomycin sulphate'] },
  { id: 'edetate calcium disodium', classes: ['antidote'], purposes: ['emergency/antidote'], route: 'injectable', aliases: ['calcium edta', 'ca edta', 'caedta', 'calcium disodium edta', 'calcium disodium edetate', 'sodium calcium edetate', 'calcium edetate'], brands: ['Calcium Disodium Versenate', 'Ledclair'] },
  { id: 'vitamin a', classes: ['supplement'], purposes: ['supplement'], kind: 'supplement', aliases: ['retinol', 'retinyl palmitate', 'retinyl acetate', 'vitamin a palmitate', 'vit a'], brands: ['Aquasol A'] },
  { id: 'diazoxide', classes: ['vasodilator'], purposes: ['diabetes'], aliases: ['diazoxide suspension'], brands: ['Proglycem'] },
  { id: 'leuprolide', classes: ['hormone-other'], purposes: ['reproductive', 'adrenal'], aliases: ['leuprorelin', 'leuprolide acetate', 'leuprorelin acetate'], brands: ['Lupron', 'Lupron Depot', 'Prostap', 'Eligard'] },
];

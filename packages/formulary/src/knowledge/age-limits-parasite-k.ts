import type { AgeLimit } from './age-limits';

// Label minimum ages of internal antiparasitics read in the k-parasite pass (issue 22) for
// products that have a product entry but no product record. Spread into AGE_LIMITS; same units
// (months, kg).

export const PARASITE_K_AGE_LIMITS: readonly AgeLimit[] = [
  {
    id: 'procox-2-weeks',
    species: ['dog'],
    match: { products: ['emodepside/toltrazuril'] },
    label: 'Procox (emodepside/toltrazuril)',
    // SPC 4.3: do not use in dogs or puppies under 2 weeks of age or weighing less than 0.4 kg.
    // Only the contraindications and dosing were reached, so Procox has no product record (its
    // precautions, pregnancy and MDR1 paragraphs were not read; the emodepside MDR1 row covers
    // collie-type dogs whatever the product).
    minMonths: (2 * 12) / 52,
    minKg: 0.4,
    risk: 'High',
    why: 'its label says not to use it in puppies under 2 weeks of age or under 0.4 kg',
    source: 'spc-procox',
  },
];

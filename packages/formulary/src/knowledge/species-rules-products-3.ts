import type { SpeciesRule } from './types';

// Species and breed rows read in the third products pass of issue 22. Spread into
// MORE_SPECIES_RULES.

export const PRODUCTS_3_SPECIES_RULES: readonly SpeciesRule[] = [
  {
    // Tanovea-CA1 causes rare delayed pulmonary fibrosis; West Highland White Terriers are
    // genetically predisposed to it, and the drug is contraindicated in the breed (harm named:
    // High). Other dogs stay silent.
    id: 'rabacfosadine-westie',
    match: { drugs: ['rabacfosadine'] },
    species: ['dog'],
    breedWords: [
      'west highland white terrier',
      'west highland terrier',
      'westie',
      'westies',
      'whwt',
    ],
    risk: 'High',
    outcome: 'caution',
    description:
      'Rabacfosadine (Tanovea-CA1) can cause delayed lung scarring (pulmonary fibrosis), and West Highland White Terriers are born prone to it; the drug is contraindicated in the breed.',
    recommendation:
      'Tell your oncologist your dog is a Westie before Tanovea is given; another lymphoma treatment is usually chosen.',
    source: 'tanovea-westie-oncologist',
  },
];

import type { PairRule } from './interaction-rules';

// Pairs read for the oncology, immune and endocrine chapter of the interaction ledger (k-onc pass,
// issue 22). Decision 056: a pair a reference names as raising one drug's effect is Low.

export const ONC_ENDO_PAIR_RULES: readonly PairRule[] = [
  {
    // Trepanier (Cornell Feline Health Topics): other sulfas and salicylates displace glipizide
    // from protein binding and may increase its blood-sugar-lowering effect.
    id: 'glipizide-protein-displacers',
    a: { drugs: ['glipizide'] },
    b: { classes: ['sulfonamide', 'salicylate'] },
    risk: 'Low',
    description:
      'Sulfa antibiotics and salicylates (aspirin, bismuth subsalicylate) can push glipizide off blood proteins and strengthen its effect, so blood sugar may fall too low.',
    recommendation:
      'Ask your vet before combining; watch for weakness, wobbling or twitching and check blood glucose.',
    source: 'trepanier-feline-drugs-1992',
  },
];

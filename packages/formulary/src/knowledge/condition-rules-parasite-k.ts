import type { ConditionRule } from './condition-rules';

// Label rows of internal antiparasitics read in the k-parasite pass (issue 22) that no row said
// yet. Spread into LABEL_CONDITION_RULES. Same convention: "do not use" with harm described is
// High; "do not use" without harm, or a caution with harm, is Medium; "not established" is Low.

export const PARASITE_K_CONDITION_RULES: readonly ConditionRule[] = [
  {
    // 21 CFR 520.1803 (piperazine citrate capsules for dogs and cats): severely debilitated
    // animals should not be wormed except on a vet's advice. No harm is described: Medium.
    id: 'lbl-piperazine-debilitated',
    condition: 'debilitated',
    match: { drugs: ['piperazine'] },
    species: ['dog', 'cat'],
    risk: 'Medium',
    description:
      'The US piperazine wormer approval for dogs and cats says severely debilitated animals should not be wormed with it except on a vet’s advice.',
    recommendation: 'Ask your vet before worming a weak, very thin or sick pet with piperazine.',
    source: 'cfr-piperazine',
  },
];

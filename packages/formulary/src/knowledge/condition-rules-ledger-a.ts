import type { ConditionRule } from './condition-rules';

// Rows added while filling the label ledger's first half (decision 042; issue 22, ledger-a):
// statements of the labels read that no row enforced yet. Same convention as the other label
// rows: a label "do not use" with harm described is High; "do not use" without harm, or a clear
// caution with harm, is Medium; "not established" / "not evaluated", or a caution with no harm
// named, is Low. Spread into LABEL_CONDITION_RULES by condition-rules-labels.ts.

const ASK_VET =
  'Tell your vet about this condition before it is given; they may choose another drug.';
const TELL_VET = 'Tell your vet so they can weigh the benefit and risk and monitor the pet.';

export const LEDGER_A_CONDITION_RULES: readonly ConditionRule[] = [
  // ── Corticosteroids ───────────────────────────────────────────────────────────────────────
  {
    id: 'rx-methylprednisolone-hypertension',
    condition: 'hypertension',
    match: { drugs: ['methylprednisolone'] },
    species: ['dog', 'cat'],
    risk: 'Low',
    description:
      'The US methylprednisolone tablet label for dogs and cats says high blood pressure calls for carefully controlled use.',
    recommendation: TELL_VET,
    source: 'cfr-methylprednisolone',
  },
  // ── Insulin ───────────────────────────────────────────────────────────────────────────────
  {
    id: 'rx-insulin-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['insulin'] },
    species: ['dog', 'cat'],
    risk: 'Low',
    description:
      'The ProZinc label says the safety and effectiveness of its insulin have not been evaluated in pregnant dogs or cats; needs change during pregnancy.',
    recommendation: TELL_VET,
    source: 'label-prozinc-us',
  },
  {
    id: 'rx-insulin-lactation',
    condition: 'lactation',
    match: { drugs: ['insulin'] },
    species: ['dog', 'cat'],
    risk: 'Low',
    description:
      'The ProZinc label says the safety and effectiveness of its insulin have not been evaluated in nursing dogs or cats.',
    recommendation: TELL_VET,
    source: 'label-prozinc-us',
  },
  {
    id: 'rx-insulin-breeding',
    condition: 'breeding',
    match: { drugs: ['insulin'] },
    species: ['dog', 'cat'],
    risk: 'Low',
    description:
      'The ProZinc label says the safety and effectiveness of its insulin have not been evaluated in breeding dogs or cats.',
    recommendation: TELL_VET,
    source: 'label-prozinc-us',
  },
  // ── Gabapentin (human drug used off label) ────────────────────────────────────────────────
  {
    id: 'rx-gabapentin-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['gabapentin'] },
    risk: 'Low',
    description:
      'Veterinary handouts for gabapentin say its safe use has not been established in pregnant pets and advise caution.',
    recommendation: TELL_VET,
    source: 'handout-gabapentin-seattle',
  },
  {
    id: 'rx-gabapentin-lactation',
    condition: 'lactation',
    match: { drugs: ['gabapentin'] },
    risk: 'Low',
    description:
      'Veterinary handouts for gabapentin say its safe use has not been established in nursing pets and advise caution.',
    recommendation: TELL_VET,
    source: 'handout-gabapentin-seattle',
  },
  {
    id: 'rx-gabapentin-breeding',
    condition: 'breeding',
    match: { drugs: ['gabapentin'] },
    risk: 'Low',
    description:
      'A veterinary medication guide for gabapentin advises caution in animals intended for breeding.',
    recommendation: TELL_VET,
    source: 'handout-gabapentin-jamdvm',
  },
  {
    id: 'rx-gabapentin-liver',
    condition: 'liver',
    match: { drugs: ['gabapentin'] },
    risk: 'Low',
    description: 'A veterinary handout for gabapentin advises caution in pets with liver disease.',
    recommendation: ASK_VET,
    source: 'handout-gabapentin-seattle',
  },
];

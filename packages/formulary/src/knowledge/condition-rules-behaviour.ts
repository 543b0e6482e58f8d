import type { ConditionRule } from './condition-rules';

// Condition rows read for the behaviour and pain chapter (issue 22, k-beh) that no row held yet.
// Spread into LABEL_CONDITION_RULES. Same convention as the other label rows: "do not use" with
// harm described is High; "do not use" without harm, or a caution with harm, is Medium; a caution
// or a longer effect the vet allows for is Low.

const DOSE_CHECK = 'Mention the condition so your vet can adjust the dose or monitor blood tests.';

export const BEHAVIOUR_CONDITION_RULES: readonly ConditionRule[] = [
  // Buspirone is cleared by the liver and kidneys; the VCA handout says its effect lasts longer
  // in pets with liver or kidney disease. A caution for the dose, so Low.
  {
    id: 'buspirone-liver',
    condition: 'liver',
    match: { drugs: ['buspirone'] },
    risk: 'Low',
    description:
      'Buspirone can act for longer than usual in pets with liver disease, because the liver clears it.',
    recommendation: DOSE_CHECK,
    source: 'vca-buspirone',
  },
  {
    id: 'buspirone-kidney',
    condition: 'kidney',
    match: { drugs: ['buspirone'] },
    risk: 'Low',
    description: 'Buspirone can act for longer than usual in pets with kidney disease.',
    recommendation: DOSE_CHECK,
    source: 'vca-buspirone',
  },
];

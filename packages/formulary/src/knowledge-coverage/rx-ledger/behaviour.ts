import type { LedgerRecord, LedgerSpecies } from './types';
import { offLabelFrom } from './types';

// Behaviour, pain and seizure drugs with a veterinary label: what each label read says, section
// by section (decision 042). Fluoxetine and imepitoin are read except their pregnancy sections;
// the rest are still to read (coverage.test.ts lists them).

const pregabalinCat: LedgerSpecies = {
  labels: ['spc-bonqat-full', 'spc-bonqat'],
  minAge: {
    labels: [
      {
        source: 'spc-bonqat-full',
        months: 5,
        kg: 2,
        says: 'safety not established under 5 months or 2 kg (nor over 15 years)',
      },
    ],
    enforced: { row: 'pregabalin-cat-5-months' },
  },
  pregnancy: {
    says: 'not established',
    source: 'spc-bonqat-full',
    rule: 'rx-pregabalin-pregnancy',
  },
  lactation: {
    says: 'not established',
    source: 'spc-bonqat-full',
    rule: 'rx-pregabalin-lactation',
  },
  breeding: { says: 'not established', source: 'spc-bonqat-full', rule: 'rx-pregabalin-breeding' },
  conditions: [
    {
      condition: 'kidney',
      says: 'safety not established in moderate to severe kidney disease',
      source: 'spc-bonqat-full',
      rule: 'rx-pregabalin-kidney',
    },
    {
      condition: 'liver',
      says: 'safety not established in moderate to severe liver disease',
      source: 'spc-bonqat-full',
      rule: 'rx-pregabalin-liver',
    },
    {
      condition: 'heart-disease',
      says: 'safety not established in moderate to severe heart disease; may slow heart rate',
      source: 'spc-bonqat-full',
      rule: 'rx-pregabalin-heart',
    },
  ],
};

const CAT_ONLY = "the cat label's statement is held to cats, whom it was written for";

export const BEHAVIOUR_LEDGER: Readonly<Record<string, LedgerRecord>> = {
  pregabalin: {
    dog: offLabelFrom(pregabalinCat, 'Bonqat is licensed for cats; dogs get pregabalin off label', {
      pregnancy: { says: 'none stated', source: 'spc-bonqat-full', notEnforced: CAT_ONLY },
      lactation: { says: 'none stated', source: 'spc-bonqat-full', notEnforced: CAT_ONLY },
      breeding: { says: 'none stated', source: 'spc-bonqat-full', notEnforced: CAT_ONLY },
      conditions: pregabalinCat.conditions.map((c) => ({
        condition: c.condition,
        says: c.says,
        source: c.source,
        notEnforced: CAT_ONLY,
      })),
    }),
    cat: pregabalinCat,
  },
};

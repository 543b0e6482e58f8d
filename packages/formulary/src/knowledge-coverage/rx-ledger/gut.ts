import type { LedgerCondition, LedgerRecord, LedgerSpecies } from './types';
import { WEEKS, offLabelFrom } from './types';

// Gut and appetite drugs with a veterinary label: what each label read says, section by section
// (decision 042). Ondansetron, metoclopramide, cisapride, famotidine, omeprazole, sucralfate,
// misoprostol and lactulose (human drugs used off label) are still to read.

const maropitantConditions: LedgerCondition[] = [
  {
    condition: 'gi-obstruction',
    says: 'not evaluated with gut obstruction; vomiting may be a sign of one',
    source: 'label-cerenia-injection',
    rule: 'rx-maropitant-obstruction',
  },
  {
    condition: 'liver',
    says: 'use with caution with liver dysfunction (metabolised by the liver)',
    source: 'label-cerenia-injection',
    rule: 'liver-dose-reduction',
  },
  {
    condition: 'heart-disease',
    says: 'use with caution with, or predisposed to, heart disease',
    source: 'label-cerenia-injection',
    notEnforced:
      'a caution without harm described; a heart murmur with Cerenia is kept quiet on purpose as everyday care (condition-rules-labels.test.ts)',
  },
];

const maropitantStatements = {
  pregnancy: {
    says: 'not established',
    source: 'label-cerenia-injection',
    rule: 'lbl-maropitant-pregnancy',
  },
  lactation: {
    says: 'not established',
    source: 'label-cerenia-injection',
    rule: 'lbl-maropitant-lactation',
  },
  breeding: {
    says: 'not established',
    source: 'label-cerenia-injection',
    rule: 'lbl-maropitant-breeding',
  },
} as const;

const mirtazapineCat: LedgerSpecies = {
  labels: ['spc-mirataz-full', 'spc-mirataz'],
  minAge: {
    labels: [
      {
        source: 'spc-mirataz-full',
        months: 7.5,
        kg: 2,
        says: 'do not use under 7.5 months or 2 kg (EU)',
      },
      {
        source: 'spc-mirataz-full',
        months: 6,
        kg: 2,
        says: 'not evaluated under 6 months or 2 kg (US)',
      },
    ],
    enforced: { row: 'mirtazapine-cat-7-5-months' },
  },
  pregnancy: {
    says: 'do not use (no harm described)',
    source: 'spc-mirataz-full',
    rule: 'lbl-mirtazapine-pregnancy',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: 'spc-mirataz-full',
    rule: 'lbl-mirtazapine-lactation',
  },
  breeding: {
    says: 'do not use (no harm described)',
    source: 'spc-mirataz-full',
    rule: 'lbl-mirtazapine-breeding',
  },
  conditions: [
    {
      condition: 'liver',
      says: 'liver enzymes may rise; monitor liver values',
      source: 'spc-mirataz-full',
      rule: 'lbl-mirtazapine-liver',
    },
    {
      condition: 'kidney',
      says: 'safety not established in severe kidney disease; slower clearance, monitor',
      source: 'spc-mirataz-full',
      rule: 'rx-mirtazapine-kidney-severe',
    },
    {
      condition: 'diabetes',
      says: 'effect on glucose not evaluated; monitor glycaemia in diabetic cats',
      source: 'spc-mirataz-full',
      rule: 'rx-mirtazapine-diabetes',
    },
    {
      condition: 'neoplasia',
      says: 'efficacy and safety not established with neoplasia',
      source: 'spc-mirataz-full',
      notEnforced:
        'weight loss from chronic disease, cancer included, is what the product is for; "not established" there describes no harm',
    },
  ],
};

const capromorelinStatements = {
  pregnancy: {
    says: 'not established',
    source: 'capromorelin-info',
    rule: 'lbl-capromorelin-pregnancy',
  },
  lactation: {
    says: 'not established',
    source: 'capromorelin-info',
    rule: 'rx-capromorelin-lactation',
  },
  breeding: {
    says: 'not established',
    source: 'capromorelin-info',
    rule: 'lbl-capromorelin-breeding',
  },
} as const;

const CAT_ONLY = "the cat label's statement is held to cats, whom it was written for";

export const GUT_LEDGER: Readonly<Record<string, LedgerRecord>> = {
  maropitant: {
    dog: {
      labels: ['label-cerenia-injection', 'spc-cerenia', 'label-cerenia'],
      minAge: {
        labels: [
          {
            source: 'label-cerenia-injection',
            months: WEEKS(8),
            says: 'tablets from 8 weeks (16 weeks at the motion-sickness dose); bone marrow hypoplasia in puppies under 11 weeks',
          },
        ],
        enforced: { row: 'maropitant-dog-8-weeks' },
      },
      ...maropitantStatements,
      conditions: maropitantConditions,
    },
    cat: {
      labels: ['label-cerenia-injection'],
      minAge: {
        labels: [
          {
            source: 'label-cerenia-injection',
            months: WEEKS(16),
            says: 'for cats 16 weeks and older',
          },
        ],
        enforced: { row: 'maropitant-cat-16-weeks' },
      },
      ...maropitantStatements,
      conditions: maropitantConditions,
    },
  },
  mirtazapine: {
    dog: offLabelFrom(
      mirtazapineCat,
      'Mirataz is licensed for cats; dogs get mirtazapine tablets off label',
      {
        conditions: mirtazapineCat.conditions.map((c) =>
          c.condition === 'kidney' || c.condition === 'diabetes'
            ? { condition: c.condition, says: c.says, source: c.source, notEnforced: CAT_ONLY }
            : c,
        ),
      },
    ),
    cat: mirtazapineCat,
  },
  capromorelin: {
    dog: {
      labels: ['capromorelin-info'],
      minAge: {
        labels: [{ source: 'capromorelin-info', says: 'Entyce: for dogs of any age or size' }],
        enforced: { none: 'the dog label gives no minimum age or weight to enforce' },
      },
      ...capromorelinStatements,
      conditions: [
        {
          condition: 'liver',
          says: 'use with caution in liver disease',
          source: 'capromorelin-info',
          rule: 'lbl-capromorelin-liver',
        },
        {
          condition: 'kidney',
          says: 'use with caution in kidney disease',
          source: 'capromorelin-info',
          rule: 'lbl-capromorelin-kidney',
        },
      ],
    },
    cat: {
      labels: ['label-elura', 'capromorelin-info'],
      minAge: {
        labels: [
          { source: 'label-elura', months: 5, says: 'not evaluated in cats younger than 5 months' },
        ],
        enforced: { row: 'capromorelin-cat-5-months' },
      },
      ...capromorelinStatements,
      conditions: [
        {
          condition: 'diabetes',
          says: 'may raise blood glucose; use in diabetes not evaluated and may not be appropriate',
          source: 'label-elura',
          rule: 'lbl-capromorelin-diabetes',
        },
        {
          condition: 'heart-disease',
          says: 'caution: transient bradycardia and hypotension',
          source: 'label-elura',
          rule: 'rx-capromorelin-heart-cat',
        },
        {
          condition: 'dehydration',
          says: 'caution with severe dehydration',
          source: 'label-elura',
          rule: 'rx-capromorelin-dehydration-cat',
        },
        {
          condition: 'liver',
          says: 'use with caution with liver dysfunction',
          source: 'label-elura',
          rule: 'lbl-capromorelin-liver',
        },
        {
          condition: 'kidney',
          says: 'the cat label is for weight loss in chronic kidney disease',
          source: 'label-elura',
          notEnforced: "chronic kidney disease is the cat label's own indication",
        },
      ],
    },
  },
};

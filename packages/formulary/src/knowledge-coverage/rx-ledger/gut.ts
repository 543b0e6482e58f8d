import type { LedgerCondition, LedgerRecord, LedgerSpecies } from './types';
import { WEEKS, offLabelFrom, noMinAge } from './types';

// Gut and appetite drugs with a veterinary label: what each label read says, section by section
// (decision 042). Metoclopramide has veterinary labels for dogs and cats (Vomend, Metomotyl and
// an oral solution); misoprostol is a human drug read from a veterinary drug monograph; lactulose
// from its veterinary syrup's SPC and leaflet. Famotidine and omeprazole
// (human drugs used off label) are read from veterinary client drug handouts, ondansetron from a
// veterinary pharmacology reference and cisapride from Plumb's handbook and compounding
// monographs, sucralfate from a veterinary pharmacy's product cautions.

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

const metoclopramideStatements = {
  pregnancy: {
    says: 'not established',
    source: 'spc-vomend',
    rule: 'rx-metoclopramide-pregnancy',
  },
  lactation: {
    says: 'not established',
    source: 'spc-vomend',
    rule: 'rx-metoclopramide-lactation',
  },
  breeding: {
    says: 'none stated',
    source: 'spc-vomend',
    notEnforced: 'the labels read name no breeding statement',
  },
} as const;

// Also read and not a row: head trauma and phaeochromocytoma (Metomotyl) have no condition term,
// and the caution in pseudopregnant bitches is not a pregnancy (the pregnancy term leaves it out).
const metoclopramideConditions: LedgerCondition[] = [
  {
    condition: 'gi-obstruction',
    says: 'do not use with gastrointestinal perforation or obstruction',
    source: 'spc-vomend',
    rule: 'prokinetic-obstruction',
  },
  {
    condition: 'gi-ulcer',
    says: 'do not use with gastrointestinal haemorrhage',
    source: 'spc-metoclopramide-oral',
    rule: 'rx-metoclopramide-gi-bleeding',
  },
  {
    condition: 'epilepsy',
    says: 'avoid in epilepsy or seizure disorders',
    source: 'spc-vomend',
    rule: 'metoclopramide-seizures',
  },
  {
    condition: 'kidney',
    says: 'adapt the dose in renal insufficiency (more side effects)',
    source: 'spc-vomend',
    notEnforced:
      'a dose adjustment for a drug given routinely to such pets (Vomend is indicated in chronic nephritis): no row',
  },
  {
    condition: 'liver',
    says: 'adapt the dose in hepatic insufficiency (more side effects)',
    source: 'spc-vomend',
    notEnforced: 'a dose adjustment, not advice against use: no row',
  },
];

const metoclopramideCat: LedgerSpecies = {
  labels: ['spc-vomend', 'spc-metoclopramide-oral', 'spc-metomotyl'],
  minAge: noMinAge('labels', {
    source: 'spc-vomend',
    says: 'no minimum age or weight in the labels for dogs and cats',
  }),
  ...metoclopramideStatements,
  conditions: metoclopramideConditions,
};

const MISOPROSTOL_OFF_LABEL =
  'a human drug (Cytotec) given to dogs and cats off label; read from a veterinary drug monograph';

// Also in the monograph and not a row: cerebral or coronary vascular disease (no condition term; a
// pet's heart disease is rarely coronary) and seizures seen with other prostaglandins in people.
const misoprostolSpecies: LedgerSpecies = {
  labels: ['cb-misoprostol'],
  offLabel: MISOPROSTOL_OFF_LABEL,
  minAge: noMinAge('reference', {
    source: 'cb-misoprostol',
    says: 'the monograph gives no minimum age or weight',
  }),
  pregnancy: {
    says: 'contraindicated (harm described)',
    source: 'cb-misoprostol',
    rule: 'pregnancy-contraindicated',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: 'cb-misoprostol',
    rule: 'rx-misoprostol-lactation',
  },
  breeding: {
    says: 'none stated',
    source: 'cb-misoprostol',
    notEnforced: 'the monograph names no breeding statement',
  },
  conditions: [
    {
      condition: 'epilepsy',
      says: 'warning: other prostaglandins have precipitated seizures in epileptic people; not reported with misoprostol',
      source: 'cb-misoprostol',
      notEnforced: 'the monograph says it has not been reported with misoprostol itself; no row',
    },
  ],
};

// Lactulose: the Laxatract syrup for dogs and cats, its UK SPC read to the precautions and its
// Austrian leaflet (the same product) for pregnancy and lactation, which it allows: no row may
// fire there. Neither text names a minimum age or breeding animals.
const LAXATRACT_SPC = 'spc-lactulose-vet';
const LAXATRACT_PIL = 'pil-laxatract-at';
const lactulose: LedgerSpecies = {
  labels: [LAXATRACT_SPC, LAXATRACT_PIL],
  minAge: {
    labels: [
      { source: LAXATRACT_SPC, says: 'no minimum age or weight stated' },
      { source: LAXATRACT_PIL, says: 'no minimum age or weight stated' },
    ],
    enforced: { none: 'neither Laxatract text gives a minimum age or weight to enforce' },
  },
  pregnancy: {
    says: 'may be used (label says safe)',
    source: LAXATRACT_PIL,
    notEnforced: 'the leaflet says it can be used during pregnancy; no row fires',
  },
  lactation: {
    says: 'may be used (label says safe)',
    source: LAXATRACT_PIL,
    notEnforced: 'the leaflet says it can be used during lactation; no row fires',
  },
  breeding: {
    says: 'none stated',
    source: LAXATRACT_PIL,
    notEnforced: 'neither Laxatract text says anything about breeding animals',
  },
  conditions: [
    {
      condition: 'gi-obstruction',
      says: 'do not use with total gastrointestinal obstruction, perforation or risk of perforation',
      source: LAXATRACT_SPC,
      rule: 'rx-lactulose-obstruction',
    },
    {
      condition: 'diabetes',
      says: 'contains some lactose and galactose: may alter insulin needs in diabetic animals',
      source: LAXATRACT_SPC,
      rule: 'rx-lactulose-diabetes',
    },
    {
      condition: 'dehydration',
      says: 'use with caution with fluid or electrolyte imbalance, which diarrhoea may worsen',
      source: LAXATRACT_SPC,
      rule: 'rx-lactulose-dehydration',
    },
  ],
};

const GUT_HANDOUT_OFF_LABEL =
  'a human drug used off label in dogs and cats; no veterinary label exists, so a veterinary client drug handout was read';

// Famotidine (Texas West Veterinary Hospital handout). Also read and not a row: "use with caution
// in older pets" (age alone has no condition term).
const famotidineSpecies: LedgerSpecies = {
  labels: ['handout-famotidine-texaswest'],
  offLabel: GUT_HANDOUT_OFF_LABEL,
  minAge: noMinAge('reference read', 'handout-famotidine-texaswest'),
  pregnancy: {
    says: 'caution (harm described)',
    source: 'handout-famotidine-texaswest',
    rule: 'rx-famotidine-pregnancy',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: 'handout-famotidine-texaswest',
    rule: 'rx-famotidine-lactation',
  },
  breeding: {
    says: 'none stated',
    source: 'handout-famotidine-texaswest',
    notEnforced: 'the veterinary handout read says nothing about breeding animals',
  },
  conditions: [
    {
      condition: 'heart-disease',
      says: 'use with caution with heart disease',
      source: 'handout-famotidine-texaswest',
      rule: 'rx-famotidine-heart',
    },
    {
      condition: 'liver',
      says: 'use with caution with liver disease',
      source: 'handout-famotidine-texaswest',
      rule: 'rx-famotidine-liver',
    },
    {
      condition: 'kidney',
      says: 'use with caution with kidney disease',
      source: 'handout-famotidine-texaswest',
      notEnforced:
        'a caution without harm for a drug given routinely to pets with kidney disease (uraemic gastritis), where only the dose is reduced; a row there is a false alarm',
    },
  ],
};

// Omeprazole (PetEducation drug sheet by the Drs. Foster & Smith veterinary department).
const omeprazoleSpecies: LedgerSpecies = {
  labels: ['handout-omeprazole-peteducation'],
  offLabel: GUT_HANDOUT_OFF_LABEL,
  minAge: noMinAge('reference read', 'handout-omeprazole-peteducation'),
  pregnancy: {
    says: 'do not use (no harm described)',
    source: 'handout-omeprazole-peteducation',
    rule: 'rx-omeprazole-pregnancy',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: 'handout-omeprazole-peteducation',
    rule: 'rx-omeprazole-lactation',
  },
  breeding: {
    says: 'none stated',
    source: 'handout-omeprazole-peteducation',
    notEnforced: 'the veterinary drug sheet read says nothing about breeding animals',
  },
  conditions: [
    {
      condition: 'liver',
      says: 'use with caution with liver disease',
      source: 'handout-omeprazole-peteducation',
      rule: 'rx-omeprazole-liver',
    },
  ],
};

// Ondansetron (CliniPharm, University of Zurich veterinary pharmacology). Also read and not a row:
// extreme caution in dogs with the MDR1 defect (no condition term) and other antiemetics for
// vestibular nausea (a choice of drug, not a warning).
const ondansetronSpecies: LedgerSpecies = {
  labels: ['clinipharm-ondansetron'],
  offLabel:
    'a human drug (Zofran) used off label; no veterinary label exists, so a veterinary pharmacology reference was read',
  minAge: noMinAge('reference read', 'clinipharm-ondansetron'),
  pregnancy: {
    // "Only with caution in pregnant animals": a caution without harm, the weight of "not
    // established" (Low).
    says: 'not established',
    source: 'clinipharm-ondansetron',
    rule: 'rx-ondansetron-pregnancy',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: 'clinipharm-ondansetron',
    rule: 'rx-ondansetron-lactation',
  },
  breeding: {
    says: 'none stated',
    source: 'clinipharm-ondansetron',
    notEnforced: 'the reference read says nothing about breeding animals',
  },
  conditions: [
    {
      condition: 'liver',
      says: 'use with caution with liver dysfunction',
      source: 'clinipharm-ondansetron',
      rule: 'rx-ondansetron-liver',
    },
  ],
};

// Cisapride (Plumb's Veterinary Drug Handbook, public copy, and two veterinary compounding
// monographs; no commercial product remains). Also read and not a row: a lower dose with liver
// impairment (a dose adjustment).
const cisaprideSpecies: LedgerSpecies = {
  labels: ['vdh-cisapride', 'compounding-cisapride-diamondback', 'compounding-cisapride-rockridge'],
  offLabel:
    'a withdrawn human drug compounded for dogs and cats; no veterinary label exists, so a veterinary drug handbook and compounding monographs were read',
  minAge: noMinAge('references read', 'vdh-cisapride'),
  pregnancy: {
    says: 'caution (harm described)',
    source: 'vdh-cisapride',
    rule: 'rx-cisapride-pregnancy',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: 'compounding-cisapride-diamondback',
    rule: 'rx-cisapride-lactation',
  },
  breeding: {
    says: 'caution (harm described)',
    source: 'vdh-cisapride',
    rule: 'rx-cisapride-breeding',
  },
  conditions: [
    {
      condition: 'gi-obstruction',
      says: 'contraindicated with obstruction or perforation',
      source: 'vdh-cisapride',
      rule: 'prokinetic-obstruction',
    },
    {
      condition: 'gi-ulcer',
      says: 'contraindicated with gastrointestinal haemorrhage',
      source: 'vdh-cisapride',
      rule: 'rx-cisapride-gi-bleeding',
    },
    {
      condition: 'heart-disease',
      says: 'caution with cardiac arrhythmias or conduction disorders',
      source: 'compounding-cisapride-rockridge',
      rule: 'rx-cisapride-heart',
    },
  ],
};

// Sucralfate (1-800-PetMeds product cautions; no veterinary label). The kidney dose note of
// condition-rules-rx.ts is not in what was read; the cautions name no condition.
const sucralfateSpecies: LedgerSpecies = {
  labels: ['guide-sucralfate-1800petmeds'],
  offLabel:
    "a human drug (Carafate) used off label; no veterinary label exists, so a veterinary pharmacy's product cautions were read",
  minAge: noMinAge('reference read', 'guide-sucralfate-1800petmeds'),
  pregnancy: {
    // "Use with caution": a caution without harm, the weight of "not established" (Low).
    says: 'not established',
    source: 'guide-sucralfate-1800petmeds',
    rule: 'rx-sucralfate-pregnancy',
  },
  lactation: {
    says: 'not established',
    source: 'guide-sucralfate-1800petmeds',
    rule: 'rx-sucralfate-lactation',
  },
  breeding: {
    says: 'none stated',
    source: 'guide-sucralfate-1800petmeds',
    notEnforced: 'the cautions read say nothing about breeding animals',
  },
  conditions: [],
};

const CAT_ONLY = "the cat label's statement is held to cats, whom it was written for";

export const GUT_LEDGER: Readonly<Record<string, LedgerRecord>> = {
  metoclopramide: {
    dog: {
      ...metoclopramideCat,
      labels: [...metoclopramideCat.labels, 'pil-metomotyl-tablets'],
      minAge: {
        labels: [
          ...metoclopramideCat.minAge.labels,
          {
            source: 'pil-metomotyl-tablets',
            kg: 10,
            says: 'the 10 mg chewable tablets: not for dogs under 10 kg',
          },
        ],
        enforced: {
          none: 'a weight for one tablet size only (the injection and oral solution are dosed by weight); the dose check covers it, so no row',
        },
      },
    },
    cat: metoclopramideCat,
  },
  misoprostol: { dog: misoprostolSpecies, cat: misoprostolSpecies },
  famotidine: { dog: famotidineSpecies, cat: famotidineSpecies },
  ondansetron: { dog: ondansetronSpecies, cat: ondansetronSpecies },
  cisapride: { dog: cisaprideSpecies, cat: cisaprideSpecies },
  sucralfate: { dog: sucralfateSpecies, cat: sucralfateSpecies },
  omeprazole: { dog: omeprazoleSpecies, cat: omeprazoleSpecies },
  lactulose: { dog: lactulose, cat: lactulose },
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

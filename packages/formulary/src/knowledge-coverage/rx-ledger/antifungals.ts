import type { LedgerRecord, LedgerSpecies } from './types';
import { WEEKS, offLabelFrom, noMinAge } from './types';

// Antifungals with a veterinary label: what each label read says, section by section (decision
// 042). Fluconazole, terbinafine and griseofulvin are still to read (coverage.test.ts lists them).

const itraconazoleCat: LedgerSpecies = {
  labels: ['spc-itrafungol', 'label-itrafungol-us'],
  minAge: noMinAge(
    'labels',
    {
      source: 'spc-itrafungol',
      says: 'no minimum age or weight: take care not to exceed the dose in kittens',
    },
    { source: 'label-itrafungol-us', says: 'no minimum age; the dose table starts at 0.5 lb' },
  ),
  pregnancy: {
    says: 'contraindicated (harm described)',
    source: 'spc-itrafungol',
    rule: 'lbl-itraconazole-pregnancy',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: 'spc-itrafungol',
    rule: 'lbl-itraconazole-lactation',
  },
  breeding: {
    says: 'none stated',
    source: 'spc-itrafungol',
    notEnforced: 'neither label read names breeding animals',
  },
  conditions: [
    {
      condition: 'liver',
      says: 'Canada: do not give with impaired liver function; US: caution, stop if signs of liver dysfunction',
      source: 'spc-itrafungol',
      rule: 'hepatotoxic-liver',
    },
    {
      condition: 'kidney',
      says: 'Canada: do not give with impaired kidney function; US: caution with renal dysfunction',
      source: 'spc-itrafungol',
      rule: 'lbl-itraconazole-kidney',
    },
    {
      condition: 'heart-disease',
      says: 'US: monitor cats with heart disease carefully during treatment',
      source: 'label-itrafungol-us',
      notEnforced: 'monitoring only: the label does not advise against use in heart disease',
    },
  ],
};

const ketoconazoleDog: LedgerSpecies = {
  labels: ['spc-ketofungol', 'spc-fungiconazol'],
  minAge: noMinAge('labels', {
    source: 'spc-ketofungol',
    says: 'no minimum age or weight in either dog label',
  }),
  pregnancy: {
    says: 'caution (harm described)',
    source: 'spc-ketofungol',
    // Teratogenic in laboratory animals; use only after a benefit/risk assessment: Medium.
    rule: 'pregnancy-caution',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: 'spc-ketofungol',
    rule: 'rx-ketoconazole-lactation',
  },
  breeding: {
    says: 'caution (harm described)',
    source: 'spc-fungiconazol',
    rule: 'rx-ketoconazole-breeding-male',
  },
  conditions: [
    {
      condition: 'liver',
      says: 'do not give with hepatic insufficiency (liver failure); monitor the liver in long treatment',
      source: 'spc-ketofungol',
      rule: 'hepatotoxic-liver',
    },
  ],
};

// Terbinafine: a human drug in most countries; a veterinary tablet label for dogs (Victory Pharm
// Group) was read. Also read and not a row: "under 2.5 kg on veterinary advice" (a weight for the
// tablet size, as for Vetoryl) and liver tests after two weeks (monitoring).
const terbinafineDog: LedgerSpecies = {
  labels: ['label-terbinafine-victory'],
  minAge: {
    labels: [
      {
        source: 'label-terbinafine-victory',
        months: 6,
        says: 'not studied in puppies under 6 months: not to be used in them',
      },
    ],
    enforced: { row: 'terbinafine-dog-6-months' },
  },
  pregnancy: {
    says: 'do not use (no harm described)',
    source: 'label-terbinafine-victory',
    rule: 'rx-terbinafine-pregnancy',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: 'label-terbinafine-victory',
    rule: 'rx-terbinafine-lactation',
  },
  breeding: {
    says: 'do not use (no harm described)',
    source: 'label-terbinafine-victory',
    rule: 'rx-terbinafine-breeding',
  },
  conditions: [
    {
      condition: 'liver',
      says: 'not in animals with obvious hepatic insufficiency',
      source: 'label-terbinafine-victory',
      rule: 'rx-terbinafine-liver',
    },
    {
      condition: 'kidney',
      says: 'not in animals with obvious renal insufficiency',
      source: 'label-terbinafine-victory',
      rule: 'rx-terbinafine-kidney',
    },
  ],
};

// Griseofulvin: a human (and equine) drug given to dogs and cats off label; read from a
// veterinary client handout (Texas West) and a veterinary wiki (Vetbook). Also read and not a row:
// bone marrow suppression (no condition term).
const griseofulvinDog: LedgerSpecies = {
  labels: ['handout-griseofulvin-texaswest', 'vetbook-griseofulvin'],
  offLabel:
    'no veterinary label for dogs or cats (Fulvicin is labelled for horses); a veterinary client handout and wiki were read',
  minAge: {
    labels: [
      { source: 'handout-griseofulvin-texaswest', says: 'no minimum age stated' },
      {
        source: 'vetbook-griseofulvin',
        months: WEEKS(12),
        says: 'not recommended in puppies or kittens under 12 weeks',
      },
    ],
    enforced: { row: 'griseofulvin-12-weeks' },
  },
  pregnancy: {
    says: 'contraindicated (harm described)',
    source: 'vetbook-griseofulvin',
    rule: 'pregnancy-contraindicated',
  },
  lactation: {
    says: 'none stated',
    source: 'handout-griseofulvin-texaswest',
    notEnforced: 'neither the handout nor the wiki read says anything about nursing animals',
  },
  breeding: {
    says: 'do not use (no harm described)',
    source: 'handout-griseofulvin-texaswest',
    rule: 'lbl-griseofulvin-breeding',
  },
  conditions: [
    {
      condition: 'liver',
      says: 'not for pets with liver disease',
      source: 'handout-griseofulvin-texaswest',
      rule: 'lbl-griseofulvin-liver',
    },
  ],
};

const griseofulvinCat: LedgerSpecies = {
  ...griseofulvinDog,
  conditions: [
    ...griseofulvinDog.conditions,
    {
      condition: 'fiv-felv',
      says: 'not for cats with FIV or FeLV (severe loss of white blood cells)',
      source: 'handout-griseofulvin-texaswest',
      rule: 'lbl-griseofulvin-fiv',
    },
  ],
};

// Fluconazole (PetCareRx medication guide).
const fluconazoleSpecies: LedgerSpecies = {
  labels: ['guide-fluconazole-petcarerx'],
  offLabel:
    'a human drug (Diflucan) used off label; no veterinary label exists, so a veterinary medication guide was read',
  minAge: noMinAge('reference read', 'guide-fluconazole-petcarerx'),
  pregnancy: {
    says: 'do not use (no harm described)',
    source: 'guide-fluconazole-petcarerx',
    rule: 'pregnancy-caution',
  },
  lactation: {
    says: 'none stated',
    source: 'guide-fluconazole-petcarerx',
    notEnforced: 'the guide read says nothing about nursing animals',
  },
  breeding: {
    says: 'none stated',
    source: 'guide-fluconazole-petcarerx',
    notEnforced: 'the guide read says nothing about breeding animals',
  },
  conditions: [
    {
      condition: 'liver',
      says: 'never in patients with liver disease',
      source: 'guide-fluconazole-petcarerx',
      rule: 'rx-fluconazole-liver',
    },
    {
      condition: 'kidney',
      says: 'dose or interval adjusted in kidney disease',
      source: 'guide-fluconazole-petcarerx',
      notEnforced: 'a dose adjustment, not advice against use (condition-rules-rx.ts: no row)',
    },
  ],
};

export const ANTIFUNGAL_LEDGER: Readonly<Record<string, LedgerRecord>> = {
  ketoconazole: {
    dog: ketoconazoleDog,
    cat: offLabelFrom(
      ketoconazoleDog,
      'Fungiconazol and Ketofungol are licensed for dogs; cats get ketoconazole off label',
    ),
  },
  itraconazole: {
    dog: offLabelFrom(
      itraconazoleCat,
      'Itrafungol is licensed for cats; dogs get itraconazole off label',
    ),
    cat: itraconazoleCat,
  },
  terbinafine: {
    dog: terbinafineDog,
    cat: offLabelFrom(
      terbinafineDog,
      'the veterinary terbinafine tablets read are for dogs; cats get terbinafine off label',
    ),
  },
  griseofulvin: { dog: griseofulvinDog, cat: griseofulvinCat },
  fluconazole: { dog: fluconazoleSpecies, cat: fluconazoleSpecies },
};

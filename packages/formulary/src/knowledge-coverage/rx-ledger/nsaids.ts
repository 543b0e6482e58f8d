import type { LedgerCondition, LedgerRecord, LedgerSpecies } from './types';
import { WEEKS } from './types';

// NSAIDs and grapiprant: what each dog and cat label read says, section by section (decision 042).
// The class rows (nsaid-kidney, nsaid-liver, nsaid-ulcer, nsaid-bleeding, nsaid-hypotension,
// lbl-nsaid-heart-failure, pregnancy-caution, lbl-nsaid-lactation, lbl-nsaid-breeding) enforce
// what every NSAID label shares; a drug's own row enforces what only its label says.

/** The conditions every COX-inhibiting NSAID label names, with the class rows enforcing them. */
function coxConditions(source: LedgerCondition['source']): LedgerCondition[] {
  return [
    { condition: 'kidney', says: 'added risk; may decompensate', source, rule: 'nsaid-kidney' },
    { condition: 'liver', says: 'added risk; monitor liver values', source, rule: 'nsaid-liver' },
    {
      condition: 'heart-failure',
      says: 'added risk with impaired heart function',
      source,
      rule: 'lbl-nsaid-heart-failure',
    },
    { condition: 'gi-ulcer', says: 'do not use with ulceration', source, rule: 'nsaid-ulcer' },
    {
      condition: 'bleeding-disorder',
      says: 'do not use with bleeding disorders',
      source,
      rule: 'nsaid-bleeding',
    },
    {
      condition: 'dehydration',
      says: 'avoid when dehydrated: risk to the kidneys',
      source,
      rule: 'nsaid-hypotension',
    },
    {
      condition: 'hypotension',
      says: 'avoid when hypovolaemic or hypotensive',
      source,
      rule: 'nsaid-hypotension',
    },
  ];
}

const dogsOnly = (source: LedgerCondition['source'], label: string) => ({
  notGiven: `${label} is labelled for dogs only and says not to use it in cats.`,
  source,
});

const carprofenDog: LedgerSpecies = {
  labels: ['label-carprofen-us', 'label-rimadyl'],
  minAge: {
    labels: [
      {
        source: 'label-carprofen-us',
        months: WEEKS(6),
        says: 'safe use under 6 weeks not established',
      },
    ],
    enforced: { row: 'carprofen-dog-6-weeks' },
  },
  pregnancy: { says: 'not established', source: 'label-carprofen-us', rule: 'pregnancy-caution' },
  lactation: { says: 'not established', source: 'label-carprofen-us', rule: 'lbl-nsaid-lactation' },
  breeding: { says: 'not established', source: 'label-carprofen-us', rule: 'lbl-nsaid-breeding' },
  conditions: coxConditions('label-carprofen-us'),
};

const meloxicamDog: LedgerSpecies = {
  labels: ['label-metacam', 'spc-meloxicam'],
  minAge: {
    labels: [
      { source: 'label-metacam', months: 6, says: 'safe use under 6 months not evaluated (US)' },
    ],
    enforced: { row: 'meloxicam-dog-6-months' },
  },
  pregnancy: {
    says: 'do not use (no harm described)',
    source: 'spc-meloxicam',
    rule: 'pregnancy-caution',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: 'spc-meloxicam',
    rule: 'lbl-nsaid-lactation',
  },
  breeding: { says: 'not established', source: 'label-metacam', rule: 'lbl-nsaid-breeding' },
  conditions: coxConditions('spc-meloxicam'),
};

const meloxicamCat: LedgerSpecies = {
  labels: ['spc-metacam-cat', 'label-metacam'],
  minAge: {
    labels: [
      { source: 'spc-metacam-cat', months: WEEKS(6), says: 'do not use in cats under 6 weeks' },
    ],
    enforced: { row: 'meloxicam-cat-6-weeks' },
  },
  pregnancy: {
    says: 'do not use (no harm described)',
    source: 'spc-metacam-cat',
    rule: 'pregnancy-caution',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: 'spc-metacam-cat',
    rule: 'lbl-nsaid-lactation',
  },
  breeding: {
    says: 'none stated',
    source: 'spc-metacam-cat',
    notEnforced: 'the cat SPC names pregnancy and lactation only; the class row still asks',
  },
  conditions: coxConditions('spc-metacam-cat'),
};

const robenacoxibCat: LedgerSpecies = {
  labels: ['spc-onsior', 'label-onsior'],
  minAge: {
    labels: [
      {
        source: 'spc-onsior',
        months: 4,
        kg: 2.5,
        says: 'safety not established under 4 months or 2.5 kg',
      },
    ],
    enforced: { row: 'robenacoxib-4-months' },
  },
  pregnancy: {
    says: 'do not use (no harm described)',
    source: 'spc-onsior',
    rule: 'pregnancy-caution',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: 'spc-onsior',
    rule: 'lbl-nsaid-lactation',
  },
  breeding: {
    says: 'do not use (no harm described)',
    source: 'spc-onsior',
    rule: 'rx-robenacoxib-breeding-cat',
  },
  conditions: coxConditions('spc-onsior'),
};

const robenacoxibDog: LedgerSpecies = {
  labels: ['spc-onsior', 'label-onsior'],
  minAge: {
    labels: [
      {
        source: 'spc-onsior',
        months: 3,
        kg: 2.5,
        says: 'tablets: safety not established under 3 months or 2.5 kg (EU)',
      },
      {
        source: 'label-onsior',
        months: 4,
        kg: 2.5,
        says: 'tablets labelled from 4 months and 2.5 kg (US)',
      },
    ],
    enforced: { row: 'robenacoxib-4-months' },
  },
  pregnancy: {
    says: 'do not use (no harm described)',
    source: 'spc-onsior',
    rule: 'pregnancy-caution',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: 'spc-onsior',
    rule: 'lbl-nsaid-lactation',
  },
  breeding: { says: 'not established', source: 'label-onsior', rule: 'lbl-nsaid-breeding' },
  conditions: coxConditions('spc-onsior'),
};

export const NSAID_LEDGER: Readonly<Record<string, LedgerRecord>> = {
  carprofen: {
    dog: carprofenDog,
    cat: dogsOnly('label-carprofen-us', 'Carprofen (Rimadyl and its generics)'),
  },
  meloxicam: { dog: meloxicamDog, cat: meloxicamCat },
  firocoxib: {
    dog: {
      labels: ['spc-previcox', 'label-previcox'],
      minAge: {
        labels: [
          {
            source: 'spc-previcox',
            months: WEEKS(10),
            kg: 3,
            says: 'do not use under 10 weeks or 3 kg',
          },
        ],
        enforced: { row: 'firocoxib-10-weeks' },
      },
      pregnancy: {
        says: 'do not use (no harm described)',
        source: 'spc-previcox',
        rule: 'pregnancy-caution',
      },
      lactation: {
        says: 'do not use (no harm described)',
        source: 'spc-previcox',
        rule: 'lbl-nsaid-lactation',
      },
      breeding: {
        says: 'none stated',
        source: 'spc-previcox',
        notEnforced: 'the SPC names pregnant and lactating bitches only; the class row still asks',
      },
      conditions: coxConditions('spc-previcox'),
    },
    cat: { notGiven: 'Previcox is labelled for dogs only.', source: 'spc-previcox' },
  },
  robenacoxib: { dog: robenacoxibDog, cat: robenacoxibCat },
  grapiprant: {
    dog: {
      labels: ['spc-galliprant', 'label-galliprant'],
      minAge: {
        labels: [
          {
            source: 'label-galliprant',
            months: 9,
            kg: 3.63,
            says: 'safety not evaluated under 9 months or 8 lb (US)',
          },
        ],
        enforced: { row: 'galliprant-9-months' },
      },
      pregnancy: {
        says: 'do not use (no harm described)',
        source: 'spc-galliprant',
        rule: 'pregnancy-caution',
      },
      lactation: {
        says: 'do not use (no harm described)',
        source: 'spc-galliprant',
        rule: 'lbl-nsaid-lactation',
      },
      breeding: {
        says: 'do not use (no harm described)',
        source: 'spc-galliprant',
        rule: 'lbl-nsaid-breeding-contraindicated',
      },
      conditions: [
        {
          condition: 'heart-disease',
          says: 'use in dogs with heart disease not studied (US)',
          source: 'spc-galliprant',
          notEnforced:
            'only "not studied", no harm described; grapiprant does not block COX, so the NSAID heart row leaves it out on purpose',
        },
      ],
    },
    cat: { notGiven: 'Galliprant is for oral use in dogs only.', source: 'spc-galliprant' },
  },
  mavacoxib: {
    dog: {
      labels: ['spc-trocoxil'],
      minAge: {
        labels: [
          { source: 'spc-trocoxil', months: 12, kg: 5, says: 'do not use under 12 months or 5 kg' },
        ],
        enforced: { row: 'mavacoxib-12-months' },
      },
      pregnancy: {
        says: 'do not use (no harm described)',
        source: 'spc-trocoxil',
        rule: 'pregnancy-caution',
      },
      lactation: {
        says: 'do not use (no harm described)',
        source: 'spc-trocoxil',
        rule: 'lbl-nsaid-lactation',
      },
      breeding: {
        says: 'do not use (no harm described)',
        source: 'spc-trocoxil',
        rule: 'lbl-nsaid-breeding-contraindicated',
      },
      conditions: [
        {
          condition: 'kidney',
          says: 'do not use with impaired kidney function',
          source: 'spc-trocoxil',
          rule: 'lbl-mavacoxib-kidney',
        },
        {
          condition: 'liver',
          says: 'do not use with impaired liver function',
          source: 'spc-trocoxil',
          rule: 'lbl-mavacoxib-liver',
        },
        {
          condition: 'heart-failure',
          says: 'do not use with cardiac insufficiency',
          source: 'spc-trocoxil',
          rule: 'lbl-mavacoxib-heart',
        },
        {
          condition: 'gi-ulcer',
          says: 'do not use with ulceration or bleeding',
          source: 'spc-trocoxil',
          rule: 'nsaid-ulcer',
        },
        {
          condition: 'bleeding-disorder',
          says: 'do not use with a haemorrhagic disorder',
          source: 'spc-trocoxil',
          rule: 'nsaid-bleeding',
        },
        {
          condition: 'dehydration',
          says: 'avoid when dehydrated: risk to the kidneys',
          source: 'spc-trocoxil',
          rule: 'nsaid-hypotension',
        },
        {
          condition: 'hypotension',
          says: 'avoid when hypovolaemic or hypotensive',
          source: 'spc-trocoxil',
          rule: 'nsaid-hypotension',
        },
      ],
    },
    cat: {
      notGiven: 'Trocoxil is labelled for dogs aged 12 months or more only.',
      source: 'spc-trocoxil',
    },
  },
  deracoxib: {
    dog: {
      labels: ['label-deracoxib-us', 'label-deramaxx'],
      minAge: {
        labels: [
          {
            source: 'label-deracoxib-us',
            months: 4,
            says: 'safe use under 4 months not evaluated',
          },
        ],
        enforced: { row: 'deracoxib-4-months' },
      },
      pregnancy: {
        says: 'not established',
        source: 'label-deracoxib-us',
        rule: 'pregnancy-caution',
      },
      lactation: {
        says: 'not established',
        source: 'label-deracoxib-us',
        rule: 'lbl-nsaid-lactation',
      },
      breeding: {
        says: 'not established',
        source: 'label-deracoxib-us',
        rule: 'lbl-nsaid-breeding',
      },
      conditions: coxConditions('label-deracoxib-us'),
    },
    cat: dogsOnly('label-deracoxib-us', 'Deracoxib (Deramaxx and its generics)'),
  },
  cimicoxib: {
    dog: {
      labels: ['spc-coxibs', 'spc-cimalgex'],
      minAge: {
        labels: [{ source: 'spc-cimalgex', months: WEEKS(10), says: 'do not use under 10 weeks' }],
        enforced: { row: 'cimicoxib-10-weeks' },
      },
      pregnancy: {
        says: 'do not use (no harm described)',
        source: 'spc-coxibs',
        rule: 'pregnancy-caution',
      },
      lactation: {
        says: 'do not use (no harm described)',
        source: 'spc-coxibs',
        rule: 'lbl-nsaid-lactation',
      },
      breeding: {
        says: 'do not use (no harm described)',
        source: 'spc-coxibs',
        rule: 'lbl-nsaid-breeding-contraindicated',
      },
      // The summary read names added risk with heart, kidney or liver impairment only.
      conditions: coxConditions('spc-coxibs').filter((c) =>
        ['kidney', 'liver', 'heart-failure'].includes(c.condition),
      ),
    },
    cat: { notGiven: 'Cimalgex is labelled for dogs only.', source: 'spc-coxibs' },
  },
};

import type { DdiRecord } from './types';

// Interaction ledger, section 'pain' of DDI_SECTIONS (sections.ts): one record per class.

/** Two NSAIDs together are reported by the duplicate-therapy check, not by a pair rule. */
const DUPLICATE_NSAID =
  'reported by the duplicate-therapy check (duplicate-rules.ts two-nsaids), not a pair rule';

export const PAIN_DDI: readonly DdiRecord[] = [
  {
    class: 'nsaid',
    drugs: ['carprofen', 'meloxicam'],
    sources: ['spc-rimadyl-palatable-ie', 'label-carprovet-us', 'metacam-us-safety-information'],
    interactions: [
      {
        with: 'nsaid',
        says: 'no other NSAID at the same time or within 24 hours; concurrent or follow-up NSAIDs avoided',
        source: 'spc-rimadyl-palatable-ie',
        notEnforced: DUPLICATE_NSAID,
      },
      {
        with: 'corticosteroid',
        says: 'concurrent or follow-up corticosteroids avoided; washout when switching from a corticosteroid',
        source: 'metacam-us-safety-information',
        enforcedBy: 'nsaid-corticosteroid',
      },
      {
        with: 'aminoglycoside',
        from: 'meloxicam',
        says: 'concurrent nephrotoxic medicines approached carefully',
        source: 'metacam-us-safety-information',
        enforcedBy: 'nsaid-aminoglycoside',
      },
      {
        with: 'anaesthetic',
        from: 'meloxicam',
        says: 'anaesthetics may affect kidney perfusion; approach them cautiously with an NSAID',
        source: 'metacam-us-safety-information',
        notEnforced: 'in-clinic only: the vet gives the anaesthetic and manages fluids',
      },
      {
        with: 'loop-diuretic',
        from: 'carprofen',
        says: 'dogs on diuretic therapy are among those at greatest risk of kidney toxicity',
        source: 'label-carprovet-us',
        enforcedBy: 'nsaid-loop-diuretic',
      },
      {
        with: 'highly protein-bound drugs',
        from: 'carprofen',
        says: 'may compete with other highly protein-bound drugs, which can lead to toxic effects',
        source: 'spc-rimadyl-palatable-ie',
        notEnforced: 'no partner named; a pharmacokinetic note left to the prescribing vet',
      },
    ],
    unread: 'section 4.8 of the Rimadyl SPC and the full Metacam insert were not reached',
  },
  {
    class: 'cox2-selective',
    drugs: ['firocoxib'],
    sources: ['spc-previcox-eu-contraindications'],
    interactions: [
      {
        with: 'corticosteroid',
        says: 'not to be used together with corticosteroids',
        source: 'spc-previcox-eu-contraindications',
        enforcedBy: 'nsaid-corticosteroid',
      },
      {
        with: 'nsaid',
        says: 'not to be used together with other NSAIDs',
        source: 'spc-previcox-eu-contraindications',
        notEnforced: DUPLICATE_NSAID,
      },
    ],
    unread: 'section 4.8 of the Previcox SPC was not reached; its contraindications were read',
  },
  {
    class: 'ep4-antagonist',
    drugs: ['grapiprant'],
    sources: ['label-galliprant-us'],
    interactions: [
      {
        with: 'corticosteroid',
        says: 'washout times when switching from corticosteroids; further pain relief from a non-corticosteroid class',
        source: 'label-galliprant-us',
        enforcedBy: 'nsaid-corticosteroid',
      },
      {
        with: 'nsaid',
        says: 'washout times when switching from COX-inhibiting NSAIDs; further pain relief from a non-NSAID class',
        source: 'label-galliprant-us',
        notEnforced: DUPLICATE_NSAID,
      },
      {
        with: 'protein-bound drugs (cardiac, anticonvulsant and behavioural medicines)',
        says: 'concomitant use not studied; drug compatibility to be monitored',
        source: 'label-galliprant-us',
        notEnforced: 'not studied, no harm described and no drug named: the vet monitors',
      },
    ],
  },
  {
    class: 'opioid-partial',
    drugs: ['buprenorphine', 'butorphanol'],
    sources: ['spc-vetergesic-noah', 'vca-butorphanol'],
    interactions: [
      {
        with: 'opioid',
        from: 'butorphanol',
        says: 'acts as an antagonist to pure opioids such as morphine and can reverse their effects',
        source: 'vca-butorphanol',
        notEnforced:
          'a loss of pain relief, not a harm (decision 056 leaves losses of effect unenforced); the sedation a benzodiazepine adds is the benzodiazepine-opioid row',
      },
      {
        with: 'benzodiazepine',
        says: 'care in animals receiving other drugs that can depress breathing',
        source: 'spc-vetergesic-noah',
        enforcedBy: 'benzodiazepine-opioid',
      },
      {
        with: 'sedatives (centrally acting agents)',
        says: 'used on purpose to potentiate the sedative effects of centrally acting agents',
        source: 'spc-vetergesic-noah',
        notEnforced: 'in-clinic only: the licensed use is the vet combining it with a sedative',
      },
    ],
    unread:
      'section 4.8 of the Vetergesic SPC was not reached (its precautions were read); the butorphanol handout was read to its action, not its interaction answer',
  },
  {
    class: 'gabapentinoid',
    drugs: ['gabapentin'],
    sources: ['petmeds-gabapentin'],
    interactions: [
      {
        with: 'antacid',
        says: 'do not give antacids within 2 hours; they can affect gabapentin blood levels',
        source: 'petmeds-gabapentin',
        enforcedBy: 'gabapentinoid-antacid',
      },
      {
        with: 'opioid',
        says: 'drug interactions may occur with narcotics such as hydrocodone or morphine',
        source: 'petmeds-gabapentin',
        notEnforced:
          'routine multimodal pain relief vets prescribe together; the source names no harm',
      },
    ],
  },
  {
    class: 'joint-protectant',
    drugs: ['pentosan polysulfate'],
    sources: ['spc-cartrophen-noah'],
    interactions: [
      {
        with: 'nsaid',
        says: 'not with NSAIDs, aspirin in particular: they potentiate its anticoagulant effect',
        source: 'spc-cartrophen-noah',
        enforcedBy: 'pentosan-nsaid',
      },
      {
        with: 'anticoagulant',
        says: 'not with heparin or warfarin',
        source: 'spc-cartrophen-noah',
        enforcedBy: 'pentosan-anticoagulant',
      },
      {
        with: 'corticosteroid',
        says: 'corticosteroids antagonise it; not used concurrently with steroids',
        source: 'spc-cartrophen-noah',
        enforcedBy: 'pentosan-corticosteroid',
      },
    ],
    unread:
      'the Cartrophen SPC covers pentosan only; the polysulfated glycosaminoglycan (Adequan) label was not read',
  },
  {
    class: 'anti-ngf-antibody',
    drugs: ['bedinvetmab'],
    sources: ['spc-librela-noah'],
    interactions: [
      {
        with: 'nsaid',
        says: 'no adverse effect with carprofen over 2 weeks; long-term use with NSAIDs not studied',
        source: 'spc-librela-noah',
        notEnforced:
          'no harm found in dogs: the rapidly progressive osteoarthritis is a human report with no canine equivalent',
      },
    ],
    unread: 'the Solensia (frunevetmab) SPC for cats was not read',
  },
  {
    class: 'opioid',
    drugs: ['methadone'],
    sources: ['spc-comfortan-noah'],
    interactions: [
      {
        with: 'benzodiazepine',
        says: 'care in animals receiving other drugs that can depress breathing',
        source: 'spc-comfortan-noah',
        enforcedBy: 'benzodiazepine-opioid',
      },
      {
        with: 'phenothiazine',
        says: 'used with a neuroleptic for premedication',
        source: 'spc-comfortan-noah',
        notEnforced: 'in-clinic only: the licensed combination is given by the vet',
      },
    ],
    unread:
      'the Comfortan SPC interaction section itself was not reached; the methadone MAOI, QT and CYP3A rows come from other references',
  },
  {
    class: 'nmda-antagonist',
    drugs: ['ketamine'],
    sources: ['pil-ketamin-richter'],
    interactions: [
      {
        with: 'central nervous system depressants (tranquillisers, opiates, barbiturates, diazepam)',
        says: 'tranquillisers potentiate and opiates, barbiturates or diazepam prolong ketamine anaesthesia',
        source: 'pil-ketamin-richter',
        notEnforced: 'in-clinic only: ketamine is given by the vet as an anaesthetic',
      },
      {
        with: 'chloramphenicol',
        says: 'chloramphenicol potentiates ketamine anaesthesia',
        source: 'pil-ketamin-richter',
        notEnforced: 'in-clinic only: the vet adjusts the anaesthetic',
      },
      {
        with: 'theophylline',
        says: 'theophylline with ketamine may bring more seizures',
        source: 'pil-ketamin-richter',
        notEnforced: 'in-clinic only: the vet plans the anaesthetic around it',
      },
    ],
  },
  {
    class: 'analgesic-other',
    pending:
      'the Pardale-V (paracetamol/codeine) SPC and Plumb-style acetaminophen monographs were searched; no excerpt reached their interaction section (the phenobarbital pair is already a rule, inducer-acetaminophen)',
  },
];

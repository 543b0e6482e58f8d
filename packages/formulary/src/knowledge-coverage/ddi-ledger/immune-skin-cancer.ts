import type { DdiRecord } from './types';

// Interaction ledger, section 'immune-skin-cancer' of DDI_SECTIONS (sections.ts): one record per
// class. Read by ddi-b (issue 22): the Atopica and Librela SPCs and a review of ciclosporin in
// dogs. Chemotherapy given in the clinic is recorded pending until its labels are read.

export const IMMUNE_SKIN_CANCER_DDI: readonly DdiRecord[] = [
  {
    class: 'jak-inhibitor',
    drugs: ['oclacitinib'],
    sources: ['spc-apoquel-pharmacokinetics'],
    interactions: [],
    namesNone:
      'Apoquel SPC: oclacitinib barely inhibits canine cytochrome P450s and is little protein bound, so the risk of metabolic drug-drug interactions is very low',
    unread:
      'the Apoquel interaction paragraph itself and the Zenrelia (ilunocitinib) SPC interaction section were not reached',
  },
  {
    class: 'calcineurin-inhibitor',
    drugs: ['cyclosporine'],
    sources: ['spc-atopica-dog', 'nuttall-ciclosporin-review'],
    interactions: [
      {
        with: 'cyp3a-inhibitor',
        says: 'drugs acting on cytochrome P450 and P-glycoprotein may raise ciclosporin levels; short-term changes are not clinically significant',
        source: 'nuttall-ciclosporin-review',
        enforcedBy: 'cyp3a-cyclosporine',
      },
      {
        with: 'live vaccines',
        says: 'do not vaccinate with a live vaccine during treatment or within two weeks before or after it',
        source: 'spc-atopica-dog',
        notEnforced: 'vaccines are given by the vet and are not in the catalogue',
      },
    ],
  },
  {
    class: 'immunosuppressant',
    drugs: ['azathioprine', 'mycophenolate'],
    sources: ['compounding-azathioprine-rockridge', 'guide-mycophenolate-cae'],
    interactions: [
      {
        with: 'immunosuppressant',
        from: 'azathioprine',
        says: 'its effects can be potentiated by other immunosuppressants',
        source: 'compounding-azathioprine-rockridge',
        enforcedBy: 'azathioprine-immunosuppressant',
      },
      {
        with: 'ace-inhibitor',
        from: 'azathioprine',
        says: 'drugs sharing its pathways, such as certain ACE inhibitors, can potentiate it',
        source: 'compounding-azathioprine-rockridge',
        enforcedBy: 'azathioprine-ace-inhibitor',
      },
      {
        with: 'polyvalent-cation',
        from: 'mycophenolate',
        says: 'aluminium or magnesium antacids and oral iron reduce its absorption; give two hours apart',
        source: 'guide-mycophenolate-cae',
        notEnforced: 'an absorption-timing note (decision 056: not enforced)',
      },
      {
        with: 'vaccines',
        from: 'mycophenolate',
        says: 'vaccines may be less effective; avoid',
        source: 'guide-mycophenolate-cae',
        notEnforced: 'vaccines are given by the vet and are not in the catalogue',
      },
      {
        with: 'probenecid',
        from: 'mycophenolate',
        says: 'probenecid may raise mycophenolic acid levels',
        source: 'guide-mycophenolate-cae',
        notEnforced: 'partner not in the catalogue',
      },
      {
        with: 'aspirin',
        from: 'mycophenolate',
        says: 'aspirin may raise free mycophenolic acid',
        source: 'guide-mycophenolate-cae',
        enforcedBy: 'mycophenolate-aspirin',
      },
      {
        with: 'acyclovir',
        from: 'mycophenolate',
        says: 'acyclovir and a mycophenolate metabolite both rise',
        source: 'guide-mycophenolate-cae',
        enforcedBy: 'mycophenolate-acyclovir',
      },
    ],
    unread:
      'both excerpts reached were cut off: the Rockridge azathioprine paragraph after "ACE inhibitors or allo…" (allopurinol with azathioprine stays enforced by allopurinol-azathioprine from Plumb’s), and the mycophenolate guide at its azathioprine entry; no leflunomide, chlorambucil or cyclophosphamide interaction section was read',
  },
  {
    class: 'monoclonal-antibody',
    drugs: ['bedinvetmab'],
    sources: ['spc-librela'],
    interactions: [
      {
        with: 'nsaid',
        says: 'two weeks with carprofen caused no adverse effect; no data on long-term NSAID use; in people, long-term NSAIDs with anti-NGF antibodies were linked to rapidly progressive osteoarthritis, which has no reported equivalent in dogs',
        source: 'spc-librela',
        notEnforced:
          'no harm described in dogs and no owner action a rule could give; Librela with an NSAID is a decision the prescribing vet makes',
      },
    ],
  },
  {
    class: 'antineoplastic',
    pending:
      'the Palladia and Masivet SPCs were read for contraindications only; no other chemotherapy interaction section was read',
  },
  { class: 'vinca-alkaloid', pending: 'no vincristine label interaction section was read' },
  { class: 'anthracycline', pending: 'no doxorubicin label interaction section was read' },
  {
    class: 'antiseptic',
    pending:
      'no chlorhexidine, benzoyl peroxide or ear cleanser label interaction section was read',
  },
  {
    class: 'antidote',
    pending: 'no flumazenil, fomepizole, lipid emulsion or antivenom interaction section was read',
  },
  {
    class: 'antifibrinolytic',
    pending: 'no tranexamic acid or aminocaproic acid interaction section was read',
  },
  {
    class: 'xanthine-oxidase-inhibitor',
    pending: 'no allopurinol label interaction section was read',
  },
];

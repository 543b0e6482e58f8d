import type { ConditionRule } from './condition-rules';

// Label and reference rows for eye and ear products (the topical products chapter): what the
// ear-drop labels say about a perforated eardrum beyond the aminoglycosides and chlorhexidine
// (condition-rules-more.ts), and what the eye-drop references say about heart failure, uveitis
// and corneal ulcers. Spread into LABEL_CONDITION_RULES. Same convention: "do not use" with harm
// described is High; "use with caution / monitor" is Low.

const ASK_VET =
  'Tell your vet about this condition before it is given; they may choose another drug.';

export const TOPICAL_CONDITION_RULES: readonly ConditionRule[] = [
  {
    // Claro (EU: Neptra), Osurnia and Posatex labels: "do not use in dogs with known tympanic
    // perforation"; deafness and balance signs are what the labels ask the vet to watch for. The
    // rule names the products, not the ingredients: florfenicol, terbinafine and mometasone have
    // no ototoxicity warning of their own elsewhere.
    id: 'lbl-otic-combination-eardrum',
    condition: 'ruptured-eardrum',
    match: {
      products: [
        'florfenicol/terbinafine/mometasone',
        'florfenicol/terbinafine/betamethasone',
        'orbifloxacin/mometasone/posaconazole',
      ],
    },
    routes: ['otic'],
    risk: 'High',
    description:
      'The Claro (Neptra), Osurnia and Posatex labels say not to put them in an ear whose eardrum is known to be perforated; reaching the middle ear they can cause hearing loss or loss of balance.',
    recommendation: 'Do not use until your vet has confirmed the eardrum is intact.',
    source: 'label-claro-us',
  },
  {
    // Surolan SPC 4.3: not with perforated ear drums, since polymyxin B is potentially ototoxic.
    id: 'otic-polymyxin-eardrum',
    condition: 'ruptured-eardrum',
    match: { drugs: ['polymyxin b'] },
    routes: ['otic'],
    risk: 'High',
    description:
      'Ear drops with polymyxin B (Surolan) must not be used with a perforated eardrum: polymyxin B can damage the inner ear.',
    recommendation: 'Do not use until your vet has confirmed the eardrum is intact.',
    source: 'spc-surolan',
  },
  {
    // Plumb's-derived monograph: ophthalmic beta blockers with caution in congestive heart
    // failure (the airway half is the row 'timolol-asthma' in condition-rules-more.ts).
    id: 'ophthalmic-beta-blocker-heart-failure',
    condition: 'heart-failure',
    match: { drugs: ['timolol'] },
    routes: ['ophthalmic'],
    risk: 'Low',
    description:
      'Timolol eye drops are absorbed into the body and slow the heart; the reference advises caution in animals with congestive heart failure.',
    recommendation: ASK_VET,
    source: 'plumbs-timolol-ophthalmic',
  },
  {
    // VetSheet monograph: latanoprost is contraindicated in uveitis (a prostaglandin worsens the
    // inflammation and the blood-aqueous barrier breakdown).
    id: 'latanoprost-uveitis',
    condition: 'uveitis',
    match: { drugs: ['latanoprost'] },
    routes: ['ophthalmic'],
    risk: 'High',
    description:
      'Latanoprost is contraindicated in an eye with uveitis: it is a prostaglandin and worsens the inflammation inside the eye.',
    recommendation: 'Do not use it without your vet’s advice on the inflamed eye.',
    source: 'vetsheet-latanoprost',
  },
  {
    // Ophthalmic NSAID handout: with a corneal ulcer only under close monitoring and briefly
    // (corneal melting has been reported in people). A caution, so Low.
    id: 'ophthalmic-nsaid-corneal-ulcer',
    condition: 'corneal-ulcer',
    match: { classes: ['nsaid'] },
    routes: ['ophthalmic'],
    risk: 'Low',
    description:
      'NSAID eye drops (diclofenac, flurbiprofen, ketorolac) on an ulcerated cornea need close monitoring and short use: they can slow healing and, rarely, let the cornea melt.',
    recommendation: 'Ask your vet how long to use them and have the ulcer rechecked.',
    source: 'handout-diclofenac-ophthalmic',
  },
  {
    // UC Davis study: topical atropine lowered tear production in dogs for weeks; a caution for
    // an eye that already makes too few tears.
    id: 'ophthalmic-atropine-kcs',
    condition: 'kcs',
    match: { drugs: ['atropine'] },
    routes: ['ophthalmic'],
    risk: 'Low',
    description:
      'Atropine eye drops lower tear production in dogs, for weeks with repeated use, which can worsen dry eye.',
    recommendation: 'Ask your vet whether the drops are needed and have tear production rechecked.',
    source: 'atropine-tear-production-dogs',
  },
];

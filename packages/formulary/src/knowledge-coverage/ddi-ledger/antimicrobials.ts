import type { DdiRecord } from './types';

// Interaction ledger, section 'antimicrobials' of DDI_SECTIONS (sections.ts): one record per class.

export const ANTIMICROBIALS_DDI: readonly DdiRecord[] = [
  {
    class: 'fluoroquinolone',
    drugs: ['enrofloxacin', 'marbofloxacin', 'pradofloxacin'],
    sources: ['spc-baytril-flavour-uk', 'label-zeniquin-us', 'rcp-veraflox-be-leaflet'],
    interactions: [
      {
        with: 'polyvalent-cation',
        from: 'marbofloxacin',
        says: 'divalent cations lower fluoroquinolone absorption',
        source: 'label-zeniquin-us',
        enforcedBy: 'chelation',
      },
      {
        with: 'polyvalent-cation',
        from: 'pradofloxacin',
        says: 'not with an antacid, sucralfate or multivitamins given at the same time: absorption is lowered',
        source: 'rcp-veraflox-be-leaflet',
        enforcedBy: 'chelation',
      },
      {
        with: 'dairy products',
        from: 'pradofloxacin',
        says: 'not with dairy products given at the same time: absorption is lowered',
        source: 'rcp-veraflox-be-leaflet',
        notEnforced:
          'a food given at the same time, not a medicine: an absorption-timing note (VCA says the same: no dairy with the dose)',
      },
    ],
    unread:
      "the Baytril Flavour SPC says none known in section 4.8; the Zeniquin label's drug-interaction paragraph itself was not reached (the theophylline rows come from other references); the Veraflox leaflet's paragraph was read only to its first sentence on other fluoroquinolone combinations",
  },
  {
    class: 'lincosamide',
    drugs: ['clindamycin'],
    sources: ['pil-clinacin-interactions'],
    interactions: [
      {
        with: 'neuromuscular blocking agents',
        says: 'has neuromuscular blocking properties; other neuromuscular blockers with care',
        source: 'pil-clinacin-interactions',
        notEnforced:
          'in-clinic only: neuromuscular blockers are anaesthesia drugs, not in the catalogue',
      },
      {
        with: 'macrolide',
        says: 'not at the same time as macrolides (same site of action, possible antagonism)',
        source: 'pil-clinacin-interactions',
        enforcedBy: 'lincosamide-macrolide-amphenicol',
      },
      {
        with: 'amphenicol',
        says: 'not at the same time as chloramphenicol (same site of action, possible antagonism)',
        source: 'pil-clinacin-interactions',
        enforcedBy: 'lincosamide-macrolide-amphenicol',
      },
      {
        with: 'aminoglycoside',
        says: 'with aminoglycosides such as gentamicin, acute kidney failure cannot be ruled out',
        source: 'pil-clinacin-interactions',
        enforcedBy: 'lincosamide-aminoglycoside',
      },
    ],
  },
  {
    class: 'tetracycline',
    drugs: ['doxycycline'],
    sources: ['vetdepot-doxycycline', 'monvet-doxycycline'],
    interactions: [
      {
        with: 'digoxin',
        says: 'not for animals on digoxin: tetracyclines make digoxin act stronger',
        source: 'vetdepot-doxycycline',
        enforcedBy: 'tetracycline-digoxin',
      },
      {
        with: 'polyvalent-cation',
        says: 'calcium and iron supplements, antacids and bismuth subsalicylate stop it being absorbed',
        source: 'vetdepot-doxycycline',
        enforcedBy: 'chelation',
      },
      {
        with: 'phenobarbital',
        says: 'not without veterinary supervision with phenobarbital',
        source: 'monvet-doxycycline',
        enforcedBy: 'inducer-doxycycline',
      },
      {
        with: 'theophylline',
        says: 'given together for kennel cough it may cause nausea',
        source: 'vetdepot-doxycycline',
        notEnforced: 'a combination vets give on purpose; the guide names only nausea',
      },
      {
        with: 'penicillin',
        says: 'not without veterinary supervision with penicillin',
        source: 'monvet-doxycycline',
        notEnforced:
          'an antibacterial antagonism left to the prescribing vet, who chooses the combination; no harm to the pet named',
      },
      {
        with: 'warfarin',
        says: 'not without veterinary supervision with warfarin',
        source: 'monvet-doxycycline',
        notEnforced: 'partner not in the catalogue (warfarin is a human drug rarely given to pets)',
      },
      {
        with: 'kaolin and pectin',
        says: 'not without veterinary supervision with kaolin or pectin',
        source: 'monvet-doxycycline',
        notEnforced: 'partner not in the catalogue',
      },
    ],
    unread: 'pharmacy guides, not a label: the Ronaxan SPC section 4.8 was not reached',
  },
  {
    class: 'cephalosporin',
    drugs: ['cephalexin'],
    sources: ['pil-therios-interactions'],
    interactions: [
      {
        with: 'aminoglycoside',
        says: 'with aminoglycosides, a higher risk of kidney toxicity',
        source: 'pil-therios-interactions',
        enforcedBy: 'cephalosporin-aminoglycoside',
      },
      {
        with: 'loop-diuretic',
        says: 'with some diuretics such as furosemide, a higher risk of kidney toxicity',
        source: 'pil-therios-interactions',
        enforcedBy: 'cephalosporin-loop-diuretic',
      },
      {
        with: 'bacteriostatic antibiotics (tetracyclines, macrolides, sulfonamides)',
        says: 'not combined with bacteriostatic antibiotics, to keep it effective',
        source: 'pil-therios-interactions',
        notEnforced:
          'an efficacy note for the prescribing vet, who chooses antibiotic combinations; no harm to the pet named',
      },
    ],
    unread:
      'the leaflet covers cefalexin; the later cephalosporins (cefovecin, cefpodoxime) were not read',
  },
  {
    class: 'sulfonamide',
    drugs: ['sulfadiazine'],
    sources: ['spc-trimedoxine-80'],
    interactions: [],
    namesNone:
      'The Trimedoxine 80 SPC (trimethoprim-sulfadiazine for dogs) says no known interactions; the sulfonamide rows with warfarin and methotrexate come from other references.',
  },
  {
    class: 'dhfr-inhibitor',
    drugs: ['trimethoprim'],
    sources: ['spc-trimedoxine-80'],
    interactions: [],
    namesNone:
      'The Trimedoxine 80 SPC (trimethoprim-sulfadiazine for dogs) says no known interactions; the antifolate row with methotrexate comes from another reference.',
  },
  {
    class: 'macrolide',
    drugs: ['azithromycin'],
    sources: ['vca-azithromycin'],
    interactions: [],
    namesNone:
      'The VCA azithromycin sheet says no drug interactions have been reported in animals; the erythromycin and clarithromycin CYP3A rows and the clindamycin antagonism row come from other references.',
  },
  {
    class: 'azole-antifungal',
    drugs: ['ketoconazole'],
    sources: ['cliniciansbrief-common-interactions'],
    interactions: [
      {
        with: 'acid-suppressant',
        says: 'ketoconazole and itraconazole not with omeprazole, H2 blockers or antacids',
        source: 'cliniciansbrief-common-interactions',
        enforcedBy: 'azole-acid-suppressant',
      },
      {
        with: 'antacid',
        says: 'ketoconazole and itraconazole not with antacids',
        source: 'cliniciansbrief-common-interactions',
        enforcedBy: 'azole-acid-suppressant',
      },
    ],
    unread:
      'a review of common interactions, not the Ketofungol or Fungiconazol label (their section 4.8 was not reached); the CYP3A rows come from other references',
  },
  {
    class: 'amphenicol',
    drugs: ['chloramphenicol'],
    sources: ['cliniciansbrief-common-interactions', 'vin-trepanier-top-ten-2008'],
    interactions: [
      {
        with: 'phenobarbital',
        says: 'chloramphenicol inhibits phenobarbital clearance',
        source: 'cliniciansbrief-common-interactions',
        enforcedBy: 'chloramphenicol-phenobarbital',
      },
      {
        with: 'cimetidine',
        says: 'cimetidine slows chloramphenicol clearance: risk of dose-dependent leukopenia',
        source: 'vin-trepanier-top-ten-2008',
        enforcedBy: 'cimetidine-chloramphenicol',
      },
    ],
    unread:
      'two reviews of common interactions by the same pharmacologist, not the chloramphenicol label',
  },
  {
    class: 'aminopenicillin',
    drugs: ['amoxicillin'],
    sources: ['label-amoxitab-confidu'],
    interactions: [
      {
        with: 'bacteriostatic antibiotics (chloramphenicol, macrolides, sulfonamides, tetracyclines)',
        says: 'not to be combined with bacteriostatic antibiotics',
        source: 'label-amoxitab-confidu',
        notEnforced:
          'an efficacy note for the prescribing vet, who chooses antibiotic combinations; no harm to the pet named (unlike clindamycin, whose partners block the same site)',
      },
      {
        with: 'aminoglycoside',
        says: 'may enhance the effect of aminoglycosides such as gentamicin',
        source: 'label-amoxitab-confidu',
        notEnforced: 'a synergy the vet may use on purpose, not a harm',
      },
    ],
  },
  {
    class: 'antiprotozoal',
    drugs: ['imidocarb'],
    sources: ['cfr-imidocarb'],
    interactions: [
      {
        with: 'organophosphate',
        says: 'not with, or a few days around, cholinesterase-inhibiting drugs, pesticides or chemicals',
        source: 'cfr-imidocarb',
        enforcedBy: 'imidocarb-cholinesterase-inhibitor',
      },
    ],
    unread: 'the approval text (21 CFR) was read; atovaquone and ponazuril references were not',
  },
  {
    class: 'nitroimidazole',
    drugs: ['metronidazole'],
    sources: ['vin-trepanier-top-ten-2008'],
    interactions: [
      {
        with: 'cimetidine',
        says: 'cimetidine slows metronidazole clearance: risk of neurologic side effects',
        source: 'vin-trepanier-top-ten-2008',
        enforcedBy: 'cimetidine-metronidazole',
      },
    ],
    unread:
      "a veterinary pharmacologist's review, not a label: the UK, Swiss, German and Polish metronidazole SPCs and leaflets (Metrobactin, Metrocare, Metrotab, Metrovis, Eradia) were reached only to their precautions, never to section 4.8; the phenobarbital row comes from Plumb's",
  },
  {
    class: 'aminoglycoside',
    drugs: ['gentamicin', 'amikacin'],
    sources: ['cliniciansbrief-common-interactions'],
    interactions: [
      {
        with: 'loop-diuretic',
        says: 'furosemide enhances the nephrotoxicity of amikacin and gentamicin',
        source: 'cliniciansbrief-common-interactions',
        enforcedBy: 'aminoglycoside-loop',
      },
    ],
    unread:
      "a veterinary pharmacologist's review, not a label: no gentamicin or amikacin label's interaction section was reached (the NSAID and other nephrotoxic-drug rows come from Plumb's)",
  },
  {
    class: 'antiviral',
    drugs: ['famciclovir'],
    sources: ['wedgewood-famciclovir-monograph'],
    interactions: [
      {
        with: 'probenecid',
        says: 'probenecid may raise penciclovir (the active form) levels',
        source: 'wedgewood-famciclovir-monograph',
        notEnforced: 'partner not in the catalogue (probenecid is a human gout drug)',
      },
    ],
    unread:
      'a veterinary compounding monograph, not a label (famciclovir has none for animals); the other antivirals (acyclovir, valacyclovir, the GS-441524 products) were not read',
  },
  {
    class: 'beta-lactamase-inhibitor',
    pending:
      'clavulanate: the NOAH amoxicillin/clavulanic acid SPCs were reached to their contraindications, precautions and pharmacology only; the interaction section was not reached',
  },
];

import type { DdiRecord } from './types';

// Interaction ledger, section 'antimicrobials' of DDI_SECTIONS (sections.ts): one record per class.

export const ANTIMICROBIALS_DDI: readonly DdiRecord[] = [
  {
    class: 'fluoroquinolone',
    drugs: ['enrofloxacin'],
    sources: ['spc-baytril-flavour-uk'],
    interactions: [],
    namesNone:
      'The Baytril Flavour Tablets SPC (UK) says none known in section 4.8; the fluoroquinolone rows with theophylline and with polyvalent cations come from other references.',
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
];

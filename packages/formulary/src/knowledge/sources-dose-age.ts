// Sources behind the dose-reading (strengths, insulin) and label age/weight rules. Kept apart
// from sources.ts so these families can grow without touching the shared list; sources.ts
// spreads them in, so every id is still one SourceId.

export const DOSE_AGE_SOURCES = {
  'usp-dropper': {
    publisher: 'United States Pharmacopeia',
    title: 'General chapter <1101> Medicine dropper (20 drops of water to 1 mL)',
  },
  'spc-metacam-drops': {
    publisher: 'NOAH Compendium',
    title: 'Metacam 1.5 mg/ml oral suspension for dogs SPC (2 drops/kg = 0.1 mg/kg)',
  },
  'aaha-diabetes-2018': {
    publisher: 'J Am Anim Hosp Assoc (Behrend et al., 2018)',
    title: '2018 AAHA Diabetes Management Guidelines for Dogs and Cats',
  },
  'label-prozinc': {
    publisher: 'Boehringer Ingelheim',
    title: 'ProZinc (protamine zinc recombinant human insulin, 40 IU/mL) package insert',
  },
  'spc-baytril': {
    publisher: 'NOAH Compendium',
    title: 'Baytril Flavour Tablets SPC: contraindications in growing dogs',
  },
  'spc-marbocyl': {
    publisher: 'NOAH Compendium',
    title: 'Marbocyl P (marbofloxacin) SPC: growing dogs and young cats',
  },
  'label-proheart': {
    publisher: 'Zoetis',
    title: 'ProHeart 6 and ProHeart 12 (moxidectin extended-release injection) package inserts',
  },
  'label-nexgard': {
    publisher: 'Boehringer Ingelheim',
    title: 'NexGard (afoxolaner) package insert',
  },
  'label-bravecto': {
    publisher: 'Merck Animal Health',
    title: 'Bravecto (fluralaner) package inserts',
  },
  'label-simparica': { publisher: 'Zoetis', title: 'Simparica (sarolaner) package insert' },
  'label-credelio': { publisher: 'Elanco', title: 'Credelio (lotilaner) package insert' },
  'label-milbemycin': {
    publisher: 'US Code of Federal Regulations',
    title: '21 CFR 520.1441 milbemycin oxime tablets: conditions of use',
  },
  'label-capstar': { publisher: 'Elanco', title: 'Capstar (nitenpyram) label' },
} as const;

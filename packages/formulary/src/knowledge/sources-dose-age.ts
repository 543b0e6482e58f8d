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
  'label-quest-gel': {
    publisher: 'Zoetis',
    title: 'Quest Gel (moxidectin) equine label',
  },
  'label-revolution-plus': {
    publisher: 'Zoetis',
    title: 'Revolution Plus (selamectin and sarolaner topical solution for cats) package insert',
  },
  'label-trifexis': {
    publisher: 'Elanco',
    title: 'Trifexis (spinosad + milbemycin oxime) package insert',
  },
  'label-zenrelia': { publisher: 'Elanco', title: 'Zenrelia (ilunocitinib) package insert' },
  'label-nexgard-plus': {
    publisher: 'Boehringer Ingelheim',
    title: 'NexGard PLUS and NexGard Spectra (afoxolaner combinations) product labels',
  },
  'label-credelio-quattro': {
    publisher: 'Elanco',
    title: 'Credelio Quattro (lotilaner, moxidectin, praziquantel, pyrantel) package insert',
  },
  'label-milbemycin-combinations': {
    publisher: 'Elanco',
    title:
      'Interceptor Plus, Sentinel and Sentinel Spectrum (milbemycin oxime combinations) package inserts',
  },
  'label-seresto': {
    publisher: 'Elanco',
    title: 'Seresto (imidacloprid + flumethrin) collar label',
  },
  'label-advantage-ii': {
    publisher: 'Elanco',
    title: 'Advantage II (imidacloprid + pyriproxyfen) labels',
  },
  'cfr-prednisolone-shock': {
    publisher: 'US FDA CVM (21 CFR 522.1883, prednisolone sodium phosphate injection)',
    title:
      'Dogs: 2.5 to 5 mg per pound (5.5 to 11 mg/kg) intravenously at once for shock, followed by equal maintenance doses at 1- to 10-hour intervals',
    url: 'https://www.ecfr.gov/cgi-bin/text-idx?mc=true&node=se21.6.522_11883&rgn=div8',
  },
} as const;

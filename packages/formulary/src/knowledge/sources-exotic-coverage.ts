// Sources for the exotic coverage pass (dose-ranges-exotic-coverage.ts): papers, formularies and
// labels read for the exotic species × antiparasitic, antibiotic, analgesic and psychoactive pairs
// that had no row. Spread into SOURCES by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const EXOTIC_COVERAGE_SOURCES = {
  'wikivet-lizard-formulary': {
    publisher: 'WikiVet (peer-reviewed), Lizard Formulary',
    title:
      'Antimicrobials (antifungals: ketoconazole 15–30 mg/kg by mouth daily; itraconazole 23.5 mg/kg in spiny lizards) and anaesthesia-associated drugs (midazolam 2 mg/kg)',
    url: 'https://en.wikivet.net/Lizard_Formulary_-_Antimicrobials',
  },
  'midazolam-rabbits': {
    publisher: 'Vet Anaesth Analg 49(1):113–117 (2022)',
    title:
      'Intramuscular and intranasal midazolam (2 mg/kg) with dexmedetomidine in New Zealand White rabbits; midazolam 1 mg/kg with butorphanol and ketamine (Cinar & Yanmaz, 2024)',
    url: 'https://pubmed.ncbi.nlm.nih.gov/34802925/',
  },
  'poultrydvm-cephalexin': {
    publisher: 'PoultryDVM drug reference',
    title: 'Cephalexin in poultry: 50–125 mg/kg by mouth or injection every 6–12 hours',
    url: 'https://poultrydvm.com/drugs/cephalexin',
  },
  'selamectin-guinea-pigs': {
    publisher: 'J Am Vet Med Assoc 241(8):1056–1058 (Eshar & Bdolah-Abram, 2012)',
    title:
      'Selamectin 15 mg/kg once on the skin versus ivermectin for Trixacarus caviae mange in pet guinea pigs: no adverse reactions',
    url: 'https://doi.org/10.2460/javma.241.8.1056',
  },
  'plumbs-erythromycin-birds': {
    publisher: "Plumb's Veterinary Drug Handbook (after Hoeffer, 1995)",
    title: 'Erythromycin in birds: oral suspension 60 mg/kg by mouth every 12 hours',
  },
} as const satisfies Record<string, SourceDef>;

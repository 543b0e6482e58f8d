// Sources for the third exotic coverage pass (dose-ranges-exotic-3.ts): pages read for exotic
// species × antiparasitic, antibiotic, analgesic and psychoactive pairs that still had no row.
// Spread into SOURCES by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const EXOTIC_3_SOURCES = {
  'imidacloprid-baywing': {
    publisher: 'Sci Total Environ 763:142957 (2021)',
    title:
      'Imidacloprid seed coating and acute toxicity to small farmland birds (grayish baywing): oral LD50 57.11 mg/kg, signs of poisoning from 20.6 mg/kg',
    url: 'https://pubmed.ncbi.nlm.nih.gov/33498114/',
  },
  'calvert-frontline-reptiles': {
    publisher:
      'Ian Calvert, reptile veterinarian (protocol published in Spanish by VetPunta, 2005)',
    title:
      'Suggested protocol for Frontline (fipronil 0.25%) spray in reptiles: about 6 sprays per kg above 500 g, diluted half and half with alcohol below 500 g; not licensed, safety hard to predict',
    url: 'http://tienda.vetpunta.com/printable_newsdesk.php/newsdesk_id/224',
  },
  'checkm-ketoconazole-birds': {
    publisher: 'check-m.com poultry drug reference (Japanese)',
    title: 'Ketoconazole in chickens: 10–30 mg/kg by mouth every 12 hours for 21 days',
    url: 'https://www.check-m.com/post-8032',
  },
  'checkm-tms-birds': {
    publisher: 'check-m.com poultry drug reference (Japanese)',
    title:
      'Trimethoprim-sulfamethoxazole in chickens: 100 mg/kg by mouth every 12 hours, or 320–525 mg/L of drinking water',
    url: 'https://www.check-m.com/post-9054',
  },
} as const satisfies Record<string, SourceDef>;

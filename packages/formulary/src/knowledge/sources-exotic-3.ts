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
  'label-permectrin-dust': {
    publisher: 'Permectrin Fly & Louse Dust label (permethrin 0.25%), transcribed by Parasitipedia',
    title:
      'Poultry, northern fowl mites: not more than 1 lb of dust per 100 birds, worked into the vent feathers',
    url: 'https://parasitipedia.net/index.php?option=com_content&view=article&id=3087&Itemid=3471',
  },
  'cfr-penicillin-turkeys': {
    publisher: 'US Code of Federal Regulations, 21 CFR 520.1696b (FDA-approved use)',
    title:
      'Penicillin G potassium in drinking water for turkeys: 1,500,000 units per gallon for 5 days (erysipelas)',
    url: 'https://www.ecfr.gov/current/title-21/chapter-I/subchapter-E/part-520/section-520.1696b',
  },
  'plumbs-gentamicin-rodents': {
    publisher:
      "Plumb's Veterinary Drug Handbook, gentamicin doses (transcribed by veterinary-help.com)",
    title:
      'Pocket pets and rodents: 5 mg/kg once daily into a muscle or under the skin (Oglesbee 1995)',
    url: 'https://veterinary-help.com/376-doses_gentamicin_sulfate.htm',
  },
  'guinea-pig-trichophytosis-antifungals': {
    publisher: 'Peer-reviewed study of experimental trichophytosis in guinea pigs',
    title:
      'The efficacy of orally applied terbinafine, itraconazole and fluconazole in models of experimental trichophytoses: terbinafine cured at 12.3 mg/kg (ED50) and normalised the skin after seven doses of 20 mg/kg; itraconazole up to 40 mg/kg',
    url: 'https://discovery.researcher.life/article/the-efficacy-of-orally-applied-terbinafine-itraconazole-and-fluconazole-in-models-of-experimental-trichophytoses/aa62786df1f13908bef676a827c3165e',
  },
} as const satisfies Record<string, SourceDef>;

// Sources read for the second half of the label ledger (issue 22, decision 042): SPCs, US
// regulations and inserts of the gut, antimicrobial, antifungal and immune drugs. Spread into
// SOURCES by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const LEDGER_B_SOURCES = {
  'cfr-enrofloxacin-tablets': {
    publisher: 'US Code of Federal Regulations (21 CFR 520.812, enrofloxacin tablets)',
    title:
      'Enrofloxacin tablets for dogs and cats: limitations say safety in breeding or pregnant cats has not been established',
    url: 'http://cfr.laws-info.com/text/21/520/812',
  },
  'spc-floxabactin': {
    publisher: 'NOAH Compendium (Floxabactin 15, 50 and 150 mg tablets SPC)',
    title:
      'Enrofloxacin: do not use in young growing cats (under 3 months or 1 kg) because cartilage lesions may develop, nor in cats or dogs with seizure disorders',
    url: 'https://www.noahcompendium.co.uk/?id=-477393',
  },
  'spc-ronaxan': {
    publisher: 'NOAH Compendium (Ronaxan 20 mg tablets for cats and dogs, 100 mg for dogs, SPC)',
    title:
      'Doxycycline: do not use in pregnant animals (no information in the target species; not teratogenic in rats and rabbits); not with dysphagia or diseases with vomiting; tooth discolouration during tooth development',
    url: 'https://www.noahcompendium.co.uk/?id=-454006',
  },
  'spc-doxycare': {
    publisher: 'VMD / vetisearch (Doxycare flavour tablets for cats and dogs SPC)',
    title:
      'Doxycycline: do not use in animals with renal or hepatic insufficiency, nor with dysphagia or diseases with vomiting',
    url: 'https://www.animed.co.uk/doxycare-flavour-tablets-for-cats-and-dogs',
  },
} as const satisfies Record<string, SourceDef>;

// Sources for the product and register coverage of issue 22 (second products pass): the labels and
// SPCs read for minimum ages and weights of products the catalogue already knew by name. Spread
// into SOURCES by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const PRODUCTS_2_SOURCES = {
  'spc-fortekor-plus': {
    publisher: 'NOAH Compendium (Fortekor Plus tablets for dogs SPC)',
    title:
      'Pimobendan with benazepril hydrochloride: efficacy and safety not established in dogs under 2.5 kg or under 4 months of age',
    url: 'https://www.noahcompendium.co.uk/?id=-451582',
  },
  'spc-ypozane-dosing': {
    publisher: 'VMD product information (Ypozane tablets for dogs SPC, via vetisearch)',
    title:
      'Osaterone acetate dosing table from 3 kg; no data are available for dogs under 3 kg bodyweight',
    url: 'https://vetisearch.co.uk/spcs/88382-ypozane-75-15-kg',
  },
} as const satisfies Record<string, SourceDef>;

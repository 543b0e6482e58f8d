// Sources for human medicines (Drug Facts panels read through openFDA/DailyMed, UK/EU SmPCs, Australian and Canadian product information). Spread into SOURCES by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const HUMAN_PRODUCT_SOURCES = {
  'openfda-otc-label': {
    publisher: 'US FDA (openFDA drug label and NDC directory, DailyMed)',
    title: 'Drug Facts panel of the product: active ingredients and amount per unit',
    url: 'https://open.fda.gov/apis/drug/label/',
  },
  'openfda-rx-label': {
    publisher: 'US FDA (openFDA drug label and NDC directory, DailyMed)',
    title: 'Prescribing information or NDC listing of a prescription product: strength per unit',
    url: 'https://open.fda.gov/apis/drug/ndc/',
  },
  'uk-smpc': {
    publisher: 'UK MHRA / electronic medicines compendium (emc)',
    title:
      'Summary of Product Characteristics or patient leaflet of the product: composition per unit',
    url: 'https://www.medicines.org.uk/emc',
  },
  'eu-smpc': {
    publisher: 'EU national medicines agencies (HPRA Ireland, Malta Medicines Authority)',
    title: 'Summary of Product Characteristics of the product: composition per unit',
  },
  'au-nz-cmi': {
    publisher: 'Australian TGA / NPS MedicineWise and New Zealand Medsafe',
    title:
      'Consumer Medicine Information or data sheet of the product: active ingredients per unit',
    url: 'https://www.nps.org.au/medicine-finder',
  },
  'ca-product-monograph': {
    publisher: 'Health Canada (Drug Product Database) and the maker’s Canadian product page',
    title: 'Product monograph or label of the product: medicinal ingredients per unit',
    url: 'https://health-products.canada.ca/dpd-bdpp/',
  },
  'supplement-facts-label': {
    publisher: 'The maker’s Supplement Facts panel',
    title:
      'Supplement Facts panel of a dietary supplement: amount per serving, as printed in the product name',
  },
} as const satisfies Record<string, SourceDef>;

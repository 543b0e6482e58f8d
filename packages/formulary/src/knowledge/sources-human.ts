// Sources for human medicines (Drug Facts panels read through openFDA/DailyMed, UK/EU SmPCs, Australian and Canadian product information). Spread into SOURCES by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const HUMAN_PRODUCT_SOURCES = {
  'openfda-otc-label': {
    publisher: 'US FDA (openFDA drug label and NDC directory, DailyMed)',
    title: 'Drug Facts panel of the product: active ingredients and amount per unit',
    url: 'https://open.fda.gov/apis/drug/label/',
  },
} as const satisfies Record<string, SourceDef>;

// Sources for the third products pass of issue 22: veterinary cancer drug labels (and, where the
// label itself was out of reach, a board-certified oncologist's reading of it), parasiticide and
// equine labels. Spread into SOURCES by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const PRODUCTS_3_SOURCES = {
  'label-stelfonta-us': {
    publisher: 'Virbac (Stelfonta US package insert, via vetlabel.com)',
    title:
      'Stelfonta (tigilanol tiglate injection) precautions: safe use not evaluated in dogs younger than 3.5 years, nor in pregnant, lactating or breeding dogs; not for subcutaneous mast cell tumours above the elbow or hock',
    url: 'https://vetlabel.com/lib/vet/meds/stelfonta-1-mgml/page/2/',
  },
  'tanovea-westie-oncologist': {
    publisher:
      'Coral Springs Animal Hospital, Pawfessional (F. Alvarez-Berger, DVM, DACVIM oncology), 2017',
    title:
      'Rabacfosadine (Tanovea-CA1): rare delayed pulmonary fibrosis; contraindicated in West Highland White Terriers because of their genetic predisposition to pulmonary fibrosis',
    url: 'https://viewer.joomag.com/coral-springs-animal-hospitals-pawfessional-pawfessional-summer-2017/0525908001500322947/p23',
  },
} as const satisfies Record<string, SourceDef>;

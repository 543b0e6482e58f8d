// Sources for equine products and equine chapters (FDA CVM labels, NOAH SPCs, AAEP guidelines, Merck Veterinary Manual). Spread into SOURCES by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const EQUINE_SOURCES = {} as const satisfies Record<string, SourceDef>;

// Sources for label contraindications and precautions (package inserts, SPCs, FDA CVM). Spread into SOURCES by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const LABEL_SOURCES = {} as const satisfies Record<string, SourceDef>;

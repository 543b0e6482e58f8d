// Sources for flea, tick, heartworm and worm products (FDA CVM and EPA labels, NOAH compendium and VMD SPCs). Spread into SOURCES by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const PARASITICIDE_SOURCES = {} as const satisfies Record<string, SourceDef>;

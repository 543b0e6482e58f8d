// Sources for exotic pets (Carpenter's Exotic Animal Formulary, Quesenberry, Merck Veterinary Manual exotic chapters). Spread into SOURCES by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const EXOTIC_SOURCES = {} as const satisfies Record<string, SourceDef>;

// Sources for dose ranges and toxic doses for dogs and cats (labels, Plumb's, Merck Veterinary Manual, ASPCA APCC, Pet Poison Helpline). Spread into SOURCES by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const DOSE_SOURCES = {} as const satisfies Record<string, SourceDef>;

// Designer-cross and nickname spellings that hide an MDR1 breed in one word ('Aussiedoodle',
// 'Sheltipoo', 'Bordoodle', 'BC mix'). A breed-text word that starts with one of these stems
// counts as the parent breed named beside it, so the MDR1 rules see the herding parent (WSU
// VCPL: crosses of affected breeds can carry the mutation). Longest stems first.

export const BREED_STEMS: ReadonlyArray<readonly [string, string]> = [
  ['sheepadoodle', 'old english sheepdog'],
  ['sheepdoodle', 'old english sheepdog'],
  ['aussie', 'australian shepherd'],
  ['aussi', 'australian shepherd'],
  ['sheltie', 'shetland sheepdog'],
  ['shelti', 'shetland sheepdog'],
  ['shelpoo', 'shetland sheepdog'],
  ['bordoodle', 'border collie'],
  ['borderdoodle', 'border collie'],
  ['bordernese', 'border collie'],
  ['colliepoo', 'collie'],
  ['colliedoodle', 'collie'],
  ['shepadoodle', 'german shepherd'],
  ['shepsky', 'german shepherd'],
  ['sheprador', 'german shepherd'],
  ['shepweiler', 'german shepherd'],
];

/** Whole-word abbreviations owners use for a breed. */
export const BREED_ABBREVIATIONS: Readonly<Record<string, string>> = {
  bc: 'border collie',
  aus: 'australian shepherd',
  asd: 'australian shepherd',
  mas: 'miniature american shepherd',
};

/**
 * Real breed names one letter away from an MDR1 breed word, never corrected into it ('Koolie' is
 * its own herding breed, not a misspelt collie).
 */
export const BREED_WORDS_KEPT: ReadonlySet<string> = new Set(['coolie', 'koolie', 'cooley']);

/** Misspellings too far from the breed word for the misspelling matcher ('shepard': two edits). */
export const BREED_MISSPELLINGS: Readonly<Record<string, string>> = {
  shepard: 'shepherd',
  shepards: 'shepherd',
  shephard: 'shepherd',
  shelty: 'sheltie',
};

// Words owners use for something a pet got into rather than was given: 'licked a smear off my
// knee', 'ate half the tube', 'chewed the blister pack'. With a one-off amount they mark an
// accidental exposure (engine/exposure.ts), judged against the published toxic dose.

// prettier-ignore
export const ACCIDENT_WORDS: readonly string[] = [
  'licked', 'lick', 'licking', 'ate', 'eaten', 'eat', 'chewed', 'chewing', 'swallowed',
  'ingested', 'stole', 'found', 'accidentally', 'accidental', 'got into', 'gulped',
  'punctured', 'bit into', 'bitten', 'chewed up', 'chewed through',
];

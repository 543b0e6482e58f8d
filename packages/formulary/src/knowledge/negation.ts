// Words that say a condition or allergy entry is absent, ruled out or over ('no kidney issues',
// 'not diabetic', 'none', 'heartworm negative', 'pancreatitis - resolved'). Matched on
// normalised text, clause by clause. 'History of', 'previous', 'in remission', 'suspected' and
// 'borderline' are NOT here: a past or suspected problem still matters for the drugs given
// (pancreatitis recurs, a diabetic cat in remission relapses on steroids).

/** A clause that starts with one of these says the condition is absent. */
export const NEGATING_STARTS: readonly string[] = [
  'no',
  'not',
  'non diabetic',
  'nondiabetic',
  'negative for',
  'neg for',
  'denies',
  'without',
  'free of',
  'never had',
  'never diagnosed',
  'none',
  'nil',
  'n a',
  'na',
  'nka',
  'nkda',
  'ruled out',
  'tested negative',
  'tolerates',
  'tolerated',
  'formerly',
  // A relative's problem, a breed's risk or a routine screen is not the pet's own condition.
  'family history of',
  'family history',
  'mother had',
  'mother has',
  'dam had',
  'dam has',
  'sire had',
  'sire has',
  'father had',
  'sire',
  'dam',
  'littermate',
  'littermates',
  'littermate has',
  'breed predisposed to',
  'breed predisposition to',
  'predisposed to',
  'at risk of',
  'at risk for',
  'screening for',
  'monitoring for',
  'watch for',
];

/** A clause containing one of these says the condition is over or was excluded. */
export const RESOLVING_PHRASES: readonly string[] = [
  'resolved',
  'cured',
  'recovered',
  'healed',
  'cleared',
  'ruled out',
  'excluded',
  'negative',
  'neg',
  'no longer',
  'outgrew',
  'outgrown',
  'gone',
  'not allergic',
  'tolerated',
  'tolerates',
  'within normal limits',
  'wnl',
  'normal',
];

/** A clause ending with one of these ('kidney disease: none') says it is absent. */
export const NEGATING_ENDS: readonly string[] = ['none', 'no', 'negative', 'neg', 'nope', 'n a'];

/** Phrases that keep a clause positive although a negating word appears ('no longer controlled'). */
export const NEGATION_EXCEPTIONS: readonly string[] = [
  'not controlled',
  'not well controlled',
  'not responding',
  'not stable',
  'no longer controlled',
  'no longer responding',
  'abnormal',
  'non regenerative',
  // An entire animal: 'not spayed' and 'not neutered' name a state (intact), not an absence.
  'not spayed',
  'not neutered',
  'not castrated',
  // A pet that will not drink is a problem (dehydration), not an absence.
  'not drinking',
];

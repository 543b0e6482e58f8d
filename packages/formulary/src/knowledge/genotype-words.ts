import type { Mdr1Status } from '@pawrx/contracts/enums';

// How owners write an MDR1 (ABCB1) test result in a profile's conditions, allergies or breed:
// the WSU VCPL report wording ('normal/normal', 'mutant/normal', 'mutant/mutant'), the symbols
// of breed-DNA panels ('N/N', 'N/M', 'M/M', '-/-', '+/-', '+/+': '+' marks the mutation) and
// plain words ('clear', 'carrier', 'affected'). A result counts only next to a gene word. Phrases
// are checked in the order below, so 'homozygous normal' is read before 'homozygous'.

export const GENE_WORDS: readonly RegExp[] = [
  /\bmdr\s*-?\s*1\b/iu,
  /\babcb\s*-?\s*1\b/iu,
  /\bmulti\s*-?\s*drug\s+(?:resistance|sensitivity)\b/iu,
  /\bivermectin\s+sensitiv/iu,
];

/** Words that say there is no result to read. */
export const NO_RESULT: RegExp =
  /\b(?:untested|not\s+tested|unknown|pending|awaiting|not\s+yet)\b/iu;

export const GENOTYPE_PATTERNS: ReadonlyArray<readonly [RegExp, Mdr1Status]> = [
  [
    /\bhomozygous\s+(?:normal|wild)|\bnormal\s*\/\s*normal\b|\bn\s*\/\s*n\b|-\s*\/\s*-|\bwild\s*-?\s*type\b|\bno\s+copies\b|\bnot\s+a\s+carrier\b|\bnon\s*-?\s*carrier\b|\bno\s+mutation\b|\bdoes\s+not\s+carry\b|\bnot\s+detected\b/iu,
    'normal/normal',
  ],
  [
    /\bmutant\s*\/\s*normal\b|\bnormal\s*\/\s*mutant\b|\bn\s*\/\s*m\b|\bm\s*\/\s*n\b|\+\s*\/\s*-|-\s*\/\s*\+|\bcarrier\b|\bheterozygous\b|\bhet\b|\b(?:one|1)\s+copy\b/iu,
    'mutant/normal',
  ],
  [
    /\bmutant\s*\/\s*mutant\b|\bm\s*\/\s*m\b|\+\s*\/\s*\+|\baffected\b|\bhomozygous\b|\b(?:two|2)\s+copies\b|\bat\s+risk\b|\bpositive\b|\bmutant\b|\bsensitive\b/iu,
    'mutant/mutant',
  ],
  [/\bnormal\b|\bclear\b|\bnegative\b|\bunaffected\b|\bnot\s+affected\b/iu, 'normal/normal'],
  // A mutation found with no copy number: at least a carrier.
  [/\bdetected\b|\bfound\b|\bpresent\b/iu, 'mutant/normal'],
];

// Purpose and body words owners add to a medication name ('Ivermectin (for demodex)',
// 'Apoquel for itching', 'Carprofen (hips)'). They are notes: never corrected into a drug name by
// the misspelling matcher ('demodex' is one letter from Demadex, a torsemide brand) and never
// reported as an unrecognised ingredient. Words after 'for', 'against', 'to treat' and the like
// are notes too, unless they are an exact drug or product name.

/** Words that open a note: everything after them in the same segment is a purpose. */
export const NOTE_OPENERS: readonly string[] = [
  'for',
  'against',
  'treat',
  'treats',
  'treating',
  'prevent',
  'prevents',
  'because',
  'due',
  'when',
  'if',
  'after',
  'before',
  'during',
  'until',
  'per',
  'prescribed',
  'given',
  'from',
  // 'Metacam 1.5 mg/mL diluted 1:10 with water': how it was prepared (name-strength.ts reads it).
  'diluted',
  'dilute',
  'dilution',
];

// prettier-ignore
export const NOTE_WORDS: readonly string[] = [
  // parasites and skin
  'demodex', 'demodectic', 'demodicosis', 'mange', 'mites', 'mite', 'scabies', 'sarcoptic',
  'worms', 'worm', 'roundworms', 'hookworms', 'whipworms', 'tapeworms', 'giardia', 'coccidia',
  'heartworms', 'lungworm', 'ringworm', 'lice', 'itching', 'itchy', 'itch', 'scratching',
  'allergies', 'allergy', 'atopy', 'atopic', 'hotspot', 'hotspots', 'pyoderma', 'rash',
  'dermatitis', 'yeast', 'infection', 'infections', 'uti', 'bladder', 'cystitis', 'wound',
  // pain, joints, behaviour
  'arthritis', 'pain', 'painful', 'hips', 'hip', 'joints', 'joint', 'knee', 'back', 'spine',
  'limping', 'lameness', 'stiffness', 'mobility', 'inflammation', 'swelling', 'anxiety',
  'anxious', 'stress', 'storms', 'thunder', 'fireworks', 'travel', 'motion', 'sickness',
  'carsickness', 'grooming', 'visit', 'visits', 'appointment', 'sedation', 'calming', 'sleep',
  // body systems and problems
  'seizures', 'seizure', 'fits', 'epilepsy', 'cough', 'coughing', 'kennel', 'breathing',
  'vomiting', 'nausea', 'diarrhea', 'diarrhoea', 'stomach', 'tummy', 'appetite', 'constipation',
  'incontinence', 'leaking', 'urinary', 'kidneys', 'kidney', 'liver', 'heart', 'thyroid',
  'diabetes', 'cancer', 'lymphoma', 'tumor', 'tumour', 'teeth', 'dental', 'gums', 'spay',
  'neuter', 'surgery', 'ears', 'ear', 'eyes', 'eye', 'paws', 'paw', 'nails', 'weight',
  'senior', 'puppy', 'kitten', 'fever', 'tick', 'borne', 'lyme', 'ehrlichia', 'anaplasma',
];

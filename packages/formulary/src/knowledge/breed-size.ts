// Giant breeds grow for longer (until about 18 months), so the fluoroquinolone labels keep them
// off these drugs for longer than other dogs (Baytril and Marbocyl SPCs name Great Danes,
// Mastiffs, Briards, Bernese and Bouviers as examples). Phrases are matched as whole words on
// normalised breed text, so 'Great Dane x Lab' and 'Bernedoodle' (Bernese cross) count.

// prettier-ignore
export const GIANT_BREED_PHRASES: readonly string[] = [
  'great dane', 'mastiff', 'bullmastiff', 'neapolitan mastiff', 'tibetan mastiff',
  'saint bernard', 'st bernard', 'newfoundland', 'newfie', 'irish wolfhound',
  'scottish deerhound', 'deerhound', 'leonberger', 'great pyrenees', 'pyrenean mountain dog',
  'bernese mountain dog', 'bernese', 'berner', 'bernedoodle', 'greater swiss mountain dog',
  'cane corso', 'dogue de bordeaux', 'anatolian shepherd', 'kangal', 'boerboel',
  'black russian terrier', 'komondor', 'kuvasz', 'tosa', 'briard', 'bouvier',
  'bouvier des flandres', 'landseer', 'caucasian shepherd', 'central asian shepherd',
  'newfypoo', 'saint berdoodle', 'great danoodle',
];

/** A dog weighing this much is treated as a giant breed whatever the breed text says. */
export const GIANT_WEIGHT_KG = 45;

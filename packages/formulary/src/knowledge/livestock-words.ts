// Farm animals kept as pets (a pet goat, a pot-bellied pig, a house cow, a lamb reared on the
// bottle) are stored as 'Other' with the animal in the breed text. Their medicines are the
// livestock products sold at farm stores, whose labels name the species they may kill. These word
// lists say which animal an 'Other' pet is, as whole words in its breed text; a guinea pig or a
// skinny pig is read as a guinea pig before these lists are looked at (pet-context.ts).

// prettier-ignore
export const CATTLE_WORDS: readonly string[] = [
  'cattle', 'cow', 'cows', 'heifer', 'steer', 'bullock', 'calf', 'calves', 'bovine', 'oxen',
  'holstein', 'friesian cow', 'jersey cow', 'angus', 'dexter', 'highland cow',
  'zebu', 'brahman', 'guernsey cow', 'charolais', 'limousin', 'simmental', 'longhorn',
];

// prettier-ignore
export const SHEEP_WORDS: readonly string[] = [
  'sheep', 'lamb', 'lambs', 'ewe', 'ovine', 'merino', 'dorper',
  'katahdin', 'shetland sheep', 'babydoll', 'jacob sheep', 'hampshire sheep', 'romney',
];

// prettier-ignore
export const GOAT_WORDS: readonly string[] = [
  'goat', 'goats', 'goatling', 'billy goat', 'nanny goat', 'doeling', 'wether goat', 'caprine',
  'boer', 'nubian', 'pygmy goat', 'nigerian dwarf', 'saanen', 'alpine goat', 'lamancha',
  'toggenburg', 'kiko', 'angora goat', 'cashmere goat',
];

// prettier-ignore
export const PIG_WORDS: readonly string[] = [
  'pig', 'pigs', 'piglet', 'hog', 'swine', 'sow', 'boar', 'porcine', 'pot bellied', 'potbellied',
  'pot belly', 'kunekune', 'kune kune', 'juliana', 'micro pig', 'mini pig', 'teacup pig',
  'vietnamese pot bellied',
];

// prettier-ignore
export const CAMELID_WORDS: readonly string[] = [
  'alpaca', 'alpacas', 'llama', 'llamas', 'camelid', 'camel', 'cria',
];

/** Cattle and sheep: the two species tilmicosin injection is labelled for. */
export const CATTLE_AND_SHEEP_WORDS: readonly string[] = [...CATTLE_WORDS, ...SHEEP_WORDS];

/** Every farm-animal word: an 'Other' pet named by one is not read as a rabbit ('Angora goat'). */
export const LIVESTOCK_WORDS: readonly string[] = [
  ...CATTLE_WORDS,
  ...SHEEP_WORDS,
  ...GOAT_WORDS,
  ...PIG_WORDS,
  ...CAMELID_WORDS,
];

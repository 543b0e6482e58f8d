import { z } from 'zod';

// Pet species: the stored values, their labels, and the words owners use for them. One source of
// truth for the forms, the API, the report and the safety engine (which reads an 'other' pet's
// breed text with speciesFromText, so "bearded dragon" is judged as a lizard).

/**
 * Stored species values. Spec §3 lists dog, cat, bird, rabbit and other; issue 10 adds the exotic
 * pets whose medicine dangers differ (hindgut fermenters, ferrets, reptiles, horses).
 */
export const SPECIES = [
  'dog',
  'cat',
  'bird',
  'rabbit',
  'guinea-pig',
  'ferret',
  'small-rodent',
  'tortoise',
  'lizard',
  'snake',
  'horse',
  'other',
] as const;
export const speciesSchema = z.enum(SPECIES);
export type Species = z.infer<typeof speciesSchema>;

/** What the forms, the profile and the report show for each species. */
export const SPECIES_LABELS: Record<Species, string> = {
  dog: 'Dog',
  cat: 'Cat',
  bird: 'Bird',
  rabbit: 'Rabbit',
  'guinea-pig': 'Guinea pig',
  ferret: 'Ferret',
  'small-rodent': 'Hamster, rat, mouse or gerbil',
  tortoise: 'Tortoise or turtle',
  lizard: 'Lizard',
  snake: 'Snake',
  horse: 'Horse',
  other: 'Other',
};

/** A short lower-case noun for sentences ("my guinea pig", "toxic for a small rodent"). */
export const SPECIES_NOUNS: Record<Species, string> = {
  dog: 'dog',
  cat: 'cat',
  bird: 'bird',
  rabbit: 'rabbit',
  'guinea-pig': 'guinea pig',
  ferret: 'ferret',
  'small-rodent': 'small rodent',
  tortoise: 'tortoise',
  lizard: 'lizard',
  snake: 'snake',
  horse: 'horse',
  other: 'pet',
};

/** The species in a short list or option text: 'cat', 'guinea pig', 'other'. */
export const speciesShortName = (species: Species): string =>
  species === 'other' ? 'other' : SPECIES_NOUNS[species];

// Words and breed names that say which species a pet is. Multi-word names are matched before
// single words, so "rat terrier" is a dog and "guinea pig" is not a pig. Bare words that are
// also ordinary English or dog/cat breed parts ("rex", "dragon", "pig") are left out on purpose.
const WORDS: Record<Exclude<Species, 'other'>, readonly string[]> = {
  dog: ['dog', 'puppy', 'pup', 'canine', 'rat terrier', 'terrier', 'retriever', 'shepherd'],
  cat: ['cat', 'kitten', 'kitty', 'feline', 'domestic shorthair', 'domestic longhair'],
  bird: [
    'bird',
    'parrot',
    'budgie',
    'budgerigar',
    'parakeet',
    'cockatiel',
    'cockatoo',
    'canary',
    'finch',
    'macaw',
    'conure',
    'lovebird',
    'african grey',
    'amazon parrot',
    'pigeon',
    'dove',
    'chicken',
    'hen',
    'duck',
  ],
  rabbit: ['rabbit', 'bunny', 'holland lop', 'mini lop', 'lionhead', 'netherland dwarf'],
  'guinea-pig': ['guinea pig', 'guineapig', 'guinea-pig', 'cavy', 'cavia'],
  ferret: ['ferret', 'polecat'],
  'small-rodent': [
    'small rodent',
    'small-rodent',
    'rodent',
    'hamster',
    'syrian hamster',
    'dwarf hamster',
    'rat',
    'fancy rat',
    'mouse',
    'mice',
    'gerbil',
    'jird',
    'chinchilla',
    'degu',
  ],
  tortoise: [
    'tortoise',
    'turtle',
    'terrapin',
    'chelonian',
    'red-eared slider',
    'red eared slider',
    'box turtle',
    'sulcata',
    'russian tortoise',
    'hermann',
  ],
  lizard: [
    'lizard',
    'bearded dragon',
    'beardie',
    'water dragon',
    'gecko',
    'leopard gecko',
    'crested gecko',
    'iguana',
    'chameleon',
    'skink',
    'blue-tongued skink',
    'monitor lizard',
    'uromastyx',
    'tegu',
    'anole',
  ],
  snake: [
    'snake',
    'python',
    'ball python',
    'royal python',
    'boa',
    'boa constrictor',
    'corn snake',
    'king snake',
    'kingsnake',
    'milk snake',
    'hognose',
    'garter snake',
  ],
  horse: [
    'horse',
    'pony',
    'donkey',
    'mule',
    'equine',
    'mare',
    'gelding',
    'stallion',
    'foal',
    'thoroughbred',
    'quarter horse',
    'arabian horse',
  ],
};

const normalise = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[_]+/g, ' ')
    .replace(/[^a-z0-9\- ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Every word or phrase with its species, longest first so the most specific name wins. */
const PHRASES: ReadonlyArray<readonly [string, Species]> = (
  Object.entries(WORDS) as Array<[Species, readonly string[]]>
)
  .flatMap(([species, words]) => words.map((w) => [normalise(w), species] as const))
  .sort((a, b) => b[0].length - a[0].length);

const escape = (s: string): string => s.replace(/[-]/g, '\\-');
const PATTERNS = PHRASES.map(
  ([phrase, species]) => [new RegExp(`(^|[^a-z])${escape(phrase)}s?($|[^a-z])`), species] as const,
);

/**
 * The species a free text names ("Guinea Pig", "bearded dragon", "Syrian hamster"), or null.
 * A stored value ("guinea-pig") or a label ("Tortoise or turtle") reads as itself.
 */
export function speciesFromText(text: string | null | undefined): Species | null {
  if (!text) return null;
  const t = normalise(text);
  if (t === '') return null;
  if ((SPECIES as readonly string[]).includes(t)) return t as Species;
  for (const [species, label] of Object.entries(SPECIES_LABELS) as Array<[Species, string]>)
    if (normalise(label) === t) return species;
  for (const [pattern, species] of PATTERNS) if (pattern.test(t)) return species;
  return null;
}

/**
 * Species as sent by a client: a stored value, a label or a common name ('Guinea Pig', 'hamster',
 * 'Bearded dragon') becomes the stored value; anything else fails with the list of values.
 */
export const speciesInputSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (speciesFromText(v) ?? v) : v),
  z.enum(SPECIES, { error: `Species must be one of: ${SPECIES.join(', ')}` }),
  // Typed as taking a string so clients keep a checked field; OpenAPI still shows the values.
) as unknown as z.ZodType<Species, string>;

import type { Route } from '../knowledge/types';

// Words that describe a form, strength or route rather than name an ingredient. They are skipped
// when deciding whether part of a name was not recognised, and the route words set the route.

const FORM_WORDS = [
  'tablet tablets tab tabs capsule capsules cap caps caplet caplets chewable chewables',
  'chew chews chewy soft suspension solution liquid syrup elixir drops drop injection',
  'injectable inj spray cream ointment gel lotion shampoo dip powder granules paste pill',
  'pills patch collar spot on topical otic ophthalmic inhaled inhaler transdermal oral',
  'orally compounded flavored flavoured beef chicken bacon fish generic brand vet',
  'veterinary human pet pets canine feline dog dogs cat cats puppy puppies kitten kittens',
  'toy small medium large giant xl mini strength regular extra label off extended release',
  'er xr sr la cr dr ds modified delayed sustained long acting rapid fast melt odt',
  'concentrate drench bolus wafer treat treats trio duo plus max ultra advanced original',
  'formula care one hcl hydrochloride sodium potassium acetate hyclate monohydrate',
  'succinate tartrate maleate mesylate besylate citrate sulfate sulphate phosphate oxime',
  'benzoate hemihydrate dipropionate pivalate trihydrate pamoate embonate propionate',
  'valerate meglumine calcium magnesium disodium fumarate bromide salt base micronized',
  'micronised mg mcg ug g gm gram grams kg ml cc l iu unit units mg ml per percent lb lbs',
  'oz and with w of in for the a an to or x by mouth preventive preventative prevention',
  'heartworm hw flea fleas tick ticks wormer dewormer treatment medicine medication',
  'medicated dose doses daily once twice monthly weekly ingested ate eaten some piece',
  'pieces handful bite bites petals petal flower flowers leaf leaves plant plants bulb',
  'bulbs stem stems pollen raw cooked dried fresh whole nuts nut seeds gum candy bar bars',
  'cookie cookies cake food foods drink juice oil extract supplement supplements vitamin',
  'home household product products kit otc rx prescription new old left right both eye',
  'eyes ear ears skin sc sq subq subcutaneous im iv intramuscular intravenous po buccal',
  'oromucosal sublingual otm transmucosal nebulized nebulised inhalation puff puffs',
  'aerosol spot-on pour wipes foam mousse ocular aural auricular nasal rectal suppository',
  'sachet sachets packet packets pipette pipettes tube tubes syringe syringes',
  'single pre operative preoperative postoperative post surgery as needed prn',
]
  .join(' ')
  .split(' ');

export const STOP_WORDS: ReadonlySet<string> = new Set(FORM_WORDS);

/** Route words, most specific first: 'eye ointment' is ophthalmic, not topical. */
const ROUTE_WORDS: ReadonlyArray<[Route, readonly string[]]> = [
  ['ophthalmic', 'ophthalmic eye eyes ocular ou os'.split(' ')],
  ['otic', 'otic ear ears aural auricular'.split(' ')],
  [
    'inhaled',
    'inhaled inhaler inhalation inhalant nebulized nebulised nebulizer nebuliser puff puffs mdi aerochamber'.split(
      ' ',
    ),
  ],
  ['collar', 'collar'.split(' ')],
  ['transdermal', 'transdermal patch'.split(' ')],
  ['transmucosal', 'buccal oromucosal sublingual otm transmucosal'.split(' ')],
  [
    'injectable',
    'injection injectable inj sc sq subq subcutaneous subcutaneously im iv intramuscular intravenous depot'.split(
      ' ',
    ),
  ],
  [
    'topical',
    'topical cream ointment lotion shampoo dip spot wipes foam mousse pour spray'.split(' '),
  ],
  [
    'oral',
    'oral orally po tablet tablets tab tabs capsule capsules caplet caplets chewable chewables chew chews suspension syrup elixir liquid paste granules mouth'.split(
      ' ',
    ),
  ],
];

const ROUTE_BY_WORD = new Map<string, { route: Route; rank: number }>();
ROUTE_WORDS.forEach(([route, words], rank) => {
  for (const word of words) if (!ROUTE_BY_WORD.has(word)) ROUTE_BY_WORD.set(word, { route, rank });
});

/** The most specific route named among the tokens, or null. */
export function routeFromTokens(tokens: readonly string[]): Route | null {
  let best: { route: Route; rank: number } | null = null;
  for (const token of tokens) {
    const hit = ROUTE_BY_WORD.get(token);
    if (hit && (!best || hit.rank < best.rank)) best = hit;
  }
  return best ? best.route : null;
}

export const HEARTWORM_WORDS: ReadonlySet<string> = new Set(['heartworm', 'hw', 'heartguard']);

/** Tokens that split a name into separately named ingredients ('x and y', 'x with y'). */
export const JOIN_WORDS: ReadonlySet<string> = new Set(['and', 'with', 'w', 'plus']);

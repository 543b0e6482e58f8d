import type { DrugEntry, SpeciesRule } from './types';

// Plants and foods the exotic-pet references warn about that had no entry yet (fifth exotic pass,
// sources in sources-exotic-4.ts). Each rule names only the species its source is about: the
// guinea-pig plant list of a veterinary practice's client fact sheet, and a rabbit vet's notes on
// forage. Ripe tomatoes are safe for guinea pigs (the same sheet), so only the plant is listed.

const NOT = ['not a medicine'] as const;

// prettier-ignore
export const EXOTIC_TOXIN_ENTRIES: readonly DrugEntry[] = [
  { id: 'tomato plant', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['tomato leaves', 'tomato leaf', 'tomato plant leaves', 'tomato stems', 'tomato vines', 'tomato vine'] },
  { id: 'potato plant', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['potato leaves', 'potato plants', 'raw potato', 'raw potatoes', 'green potato', 'green potatoes', 'potato sprouts', 'sprouted potatoes'] },
  { id: 'wild cherry leaves', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['cherry leaves', 'cherry tree leaves', 'cherry twigs', 'cherry branches', 'wild cherry', 'prunus avium'] },
  { id: 'hemlock', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['poison hemlock', 'conium', 'hemlock water dropwort'] },
  { id: 'deadly nightshade', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['belladonna', 'woody nightshade', 'bittersweet nightshade', 'atropa belladonna'] },
  { id: 'monkshood', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['aconite', 'aconitum', 'wolfsbane'] },
  { id: 'ragwort', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['common ragwort', 'senecio', 'tansy ragwort'] },
  { id: 'buttercup', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['buttercups', 'ranunculus', 'lesser celandine'] },
  { id: 'bluebell', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['bluebells', 'bluebell bulbs'] },
];

const guineaPig = (
  id: string,
  drugs: readonly string[],
  outcome: SpeciesRule['outcome'],
  risk: SpeciesRule['risk'],
  description: string,
): SpeciesRule => ({
  id: `guinea-pig-${id}`,
  match: { drugs },
  species: ['guinea-pig'],
  risk,
  outcome,
  description,
  recommendation:
    'Guinea pigs cannot vomit, so call your vet now if any was eaten, and take a piece of the plant with you.',
  source: 'guinea-pig-poisonous-plants',
});

export const EXOTIC_TOXIN_RULES: readonly SpeciesRule[] = [
  guineaPig(
    'nightshade-family-plants',
    ['tomato plant', 'potato plant'],
    'caution',
    'Medium',
    'Tomato plant leaves and stems, raw potatoes and potato plants are on the veterinary list of plants poisonous to guinea pigs (stomach upset and pain, and worse in larger amounts); ripe tomato fruit is safe.',
  ),
  guineaPig(
    'deadly-wild-plants',
    ['hemlock', 'deadly nightshade', 'monkshood'],
    'toxic',
    'High',
    'Hemlock, deadly and woody nightshade and monkshood are on the veterinary list of plants dangerous to guinea pigs: such plants can cause drooling, seizures, a racing heart, breathing difficulty and death.',
  ),
  guineaPig(
    'meadow-plants',
    ['ragwort', 'buttercup', 'bluebell'],
    'caution',
    'Medium',
    'Ragwort, buttercups and bluebells are on the veterinary list of plants dangerous to guinea pigs (stomach upset and pain up to more serious poisoning); pick forage away from them.',
  ),
  {
    id: 'rabbit-wild-cherry-leaves',
    match: { drugs: ['wild cherry leaves'] },
    species: ['rabbit'],
    risk: 'Medium',
    outcome: 'caution',
    description:
      'Wild cherry leaves, twigs and branches contain cyanogenic glycosides, and a rabbit vet advises never offering them to rabbits.',
    recommendation:
      'Do not feed cherry leaves or branches; call your vet if your rabbit ate a good amount or seems dull or breathless.',
    source: 'harcourt-brown-rabbit-plants',
  },
  // Hamsters and other small rodents: a veterinary hospital's diet page says potatoes and tomato
  // leaves should never be fed (Rainbow Veterinary Hospital); the same Medium caution the guinea
  // pig list gives the nightshade-family plants. Ripe tomato is not a 'tomato plant' alias.
  {
    id: 'small-rodent-nightshade-plants',
    match: { drugs: ['tomato plant', 'potato plant'] },
    species: ['small-rodent'],
    risk: 'Medium',
    outcome: 'caution',
    description:
      'Potatoes (raw or green, and the plant) and tomato leaves, stems and vines are on a veterinary hospital’s list of foods never to feed a hamster: they contain solanine-type alkaloids that upset the stomach and, in larger amounts, the heart and nerves.',
    recommendation:
      'Do not feed potato or tomato greenery; call your vet if your hamster or other small rodent ate a lot or seems unwell.',
    source: 'rainbowvet-hamster-diet',
  },
  // Avocado for lizards and snakes (decision 057): the sources that list poisoned species (CSU;
  // Merck) name no reptile, and a reptile practice notes wild green iguanas eating fallen
  // avocados while advising it be kept out of captive reptiles' diets. A Low caution, where the
  // 'other' reading of the avocado row gave High. Tortoises keep the High a source gives them.
  {
    id: 'reptile-avocado',
    match: { drugs: ['avocado'] },
    species: ['lizard', 'snake'],
    risk: 'Low',
    outcome: 'caution',
    description:
      'Avocado poisons birds, rabbits and rodents (persin), but no poisoning of a lizard or snake has been reported, and wild iguanas have been seen eating fallen avocados; reptile vets still advise leaving it out of a captive reptile’s diet.',
    recommendation:
      'Do not offer avocado; a small piece eaten by accident is not known to harm a reptile, but call your reptile vet if it seems unwell.',
    source: 'scalestails-reptile-toxicities',
  },
];

import type { DrugEntry } from './types';

// Houseplants and household items owners type for a dog or cat, read for the household-toxin
// ledger (knowledge-coverage/household-toxins.ts). The plants ASPCA APCC lists as not toxic to
// dogs and cats are records with no rule, so an owner who types one gets a clear safe verdict
// instead of "not recognised"; their toxic look-alikes are records of their own (jade plant, also
// sold as 'Chinese rubber plant', is not the baby rubber plant; asparagus fern is not a true fern).
// Plain 'fern', 'rubber plant' and 'money plant' are not aliases: they name safe and toxic plants
// alike.

const NOT = ['not a medicine'] as const;

// prettier-ignore
export const HOUSEHOLD_TOXIN_ENTRIES: readonly DrugEntry[] = [
  // Not toxic to dogs and cats (ASPCA APCC, as Mallard Creek Animal Hospital and KX News quote it).
  { id: 'spider plant', kind: 'plant', classes: ['food'], purposes: NOT, aliases: ['spider plants', 'chlorophytum', 'chlorophytum comosum', 'spider ivy', 'ribbon plant'] },
  { id: 'boston fern', kind: 'plant', classes: ['food'], purposes: NOT, aliases: ['boston ferns', 'nephrolepis', 'nephrolepis exaltata', 'nephrolepis exalta', 'sword fern'] },
  { id: 'african violet', kind: 'plant', classes: ['food'], purposes: NOT, aliases: ['african violets', 'saintpaulia', 'streptocarpus ionanthus'] },
  { id: 'baby rubber plant', kind: 'plant', classes: ['food'], purposes: NOT, aliases: ['american rubber plant', 'peperomia', 'peperomia obtusifolia'] },
  { id: 'areca palm', kind: 'plant', classes: ['food'], purposes: NOT, aliases: ['areca palms', 'butterfly palm', 'dypsis lutescens'] },
  { id: 'calathea', kind: 'plant', classes: ['food'], purposes: NOT, aliases: ['calatheas', 'calathea plant'] },
  { id: 'prayer plant', kind: 'plant', classes: ['food'], purposes: NOT, aliases: ['prayer plants', 'maranta', 'maranta leuconeura'] },
  { id: 'orchid', kind: 'plant', classes: ['food'], purposes: NOT, aliases: ['orchids', 'moth orchid', 'phalaenopsis'] },
  { id: 'haworthia', kind: 'plant', classes: ['food'], purposes: NOT, aliases: ['haworthias', 'zebra plant haworthia'] },
  { id: 'venus fly trap', kind: 'plant', classes: ['food'], purposes: NOT, aliases: ['venus flytrap', 'venus fly traps', 'dionaea', 'dionaea muscipula'] },
  // Toxic houseplants with mild to moderate signs (vomiting, depression, incoordination; berries).
  { id: 'jade plant', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['jade plants', 'crassula', 'crassula ovata', 'crassula argentea', 'baby jade', 'chinese rubber plant', 'japanese rubber plant', 'dwarf rubber plant', 'jade tree'] },
  { id: 'asparagus fern', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['asparagus ferns', 'asparagus densiflorus', 'asparagus setaceus', 'sprengeri fern', 'plumosa fern', 'emerald feather', 'emerald fern', 'lace fern'] },
  { id: 'amaryllis', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['amaryllis bulb', 'amaryllis bulbs', 'amaryllis plant', 'hippeastrum'] },
  // Household items from Pet Poison Helpline's lists.
  { id: 'glow jewelry', kind: 'household', classes: ['household-toxin'], purposes: NOT, aliases: ['glow stick', 'glow sticks', 'glowstick', 'glowsticks', 'glow necklace', 'glow bracelet', 'glow in the dark jewelry', 'dibutyl phthalate'] },
  { id: 'insect bait station', kind: 'household', classes: ['household-toxin'], purposes: NOT, aliases: ['insect bait stations', 'roach bait', 'roach bait station', 'roach trap', 'ant bait', 'ant bait station', 'ant trap', 'ant traps'], brands: ['Combat roach bait', 'Combat ant bait'] },
];

import type { DrugEntry } from './types';

// Foods the exotic-pet references name as safe staples or treats (sources-exotic-foods.ts). They
// are records so an owner who types one gets a clear safe verdict instead of "not recognised" or,
// worse, a misspelling match to a drug ('romaine' is one letter from Rogaine, minoxidil). No rule
// names them; exotic-toxins.ts counts each group × food as a safe cell, checked through the engine.
// The toxic part of a fruit stays its own record: 'apple' is the flesh, 'apple seeds' are fruit
// pits (toxins.ts); 'rhubarb', 'iceberg lettuce' and the alliums are not aliases here.

const NOT = ['not a medicine'] as const;

// prettier-ignore
export const EXOTIC_SAFE_FOOD_ENTRIES: readonly DrugEntry[] = [
  { id: 'timothy hay', kind: 'food', classes: ['food'], purposes: NOT, aliases: ['grass hay', 'meadow hay', 'timothy', 'orchard grass hay', 'oat hay'] },
  { id: 'romaine lettuce', kind: 'food', classes: ['food'], purposes: NOT, aliases: ['romaine', 'cos lettuce'] },
  { id: 'collard greens', kind: 'food', classes: ['food'], purposes: NOT, aliases: ['collards'] },
  { id: 'mustard greens', kind: 'food', classes: ['food'], purposes: NOT, aliases: ['mustard leaves'] },
  { id: 'parsley', kind: 'food', classes: ['food'], purposes: NOT, aliases: ['flat leaf parsley', 'curly parsley'] },
  { id: 'endive', kind: 'food', classes: ['food'], purposes: NOT, aliases: ['escarole', 'chicory leaves'] },
  { id: 'carrot', kind: 'food', classes: ['food'], purposes: NOT, aliases: ['carrots', 'baby carrots'] },
  { id: 'apple', kind: 'food', classes: ['food'], purposes: NOT, aliases: ['apples', 'apple slices', 'apple slice', 'cored apple'] },
  { id: 'pear', kind: 'food', classes: ['food'], purposes: NOT, aliases: ['pears', 'pear slices'] },
  { id: 'banana', kind: 'food', classes: ['food'], purposes: NOT, aliases: ['bananas', 'banana slices'] },
  { id: 'dandelion greens', kind: 'food', classes: ['food'], purposes: NOT, aliases: ['dandelion', 'dandelions', 'dandelion leaves'] },
  { id: 'watercress', kind: 'food', classes: ['food'], purposes: NOT, aliases: ['water cress'] },
  { id: 'courgette', kind: 'food', classes: ['food'], purposes: NOT, aliases: ['courgettes', 'zucchini', 'zucchinis'] },
  { id: 'bell pepper', kind: 'food', classes: ['food'], purposes: NOT, aliases: ['bell peppers', 'green pepper', 'green peppers', 'red bell pepper', 'sweet pepper', 'sweet peppers', 'capsicum'] },
];

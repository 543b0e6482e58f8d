import type { ProductEntry, Species } from '../knowledge/types';
import { ALL_PRODUCTS } from '../knowledge/all-entries';
import { tokenise } from './normalise-text';
import { STOP_WORDS } from './vocabulary';

// Owners add words inside a product's name ('Ivermectin horse dewormer paste 1.87%' for
// 'Ivermectin Paste 1.87%'), so the longest-match resolver finds only the ingredient. When every
// word of a product record's name appears among the typed words, and the record holds the
// ingredients that were found, the typed line is that product. The longest such name wins; two
// different products tied for it are left unresolved rather than guessed.

interface Candidate {
  product: ProductEntry;
  words: readonly string[];
}

/** Words that name the animal a product is for ('horse dewormer', 'Panacur Rabbit'). */
// prettier-ignore
const ANIMAL_WORDS: Readonly<Record<string, Species>> = {
  horse: 'horse', horses: 'horse', equine: 'horse', pony: 'horse', ponies: 'horse', foal: 'horse',
  rabbit: 'rabbit', rabbits: 'rabbit', bunny: 'rabbit', dog: 'dog', dogs: 'dog', canine: 'dog',
  puppy: 'dog', puppies: 'dog', cat: 'cat', cats: 'cat', feline: 'cat', kitten: 'cat',
  kittens: 'cat', ferret: 'ferret', ferrets: 'ferret', bird: 'bird', birds: 'bird', avian: 'bird',
};

/**
 * False when the typed words name an animal the product is not for: 'Panacur Rabbit paste' is
 * not the horse paste named 'Panacur Paste', while 'Ivermectin horse dewormer paste' is the horse one.
 */
function animalsAgree(typed: ReadonlySet<string>, product: ProductEntry): boolean {
  const labelled = product.record?.label?.species;
  if (!labelled) return true;
  for (const word of typed) {
    const animal = ANIMAL_WORDS[word];
    if (animal && !labelled.includes(animal)) return false;
  }
  return true;
}

const BY_WORD = new Map<string, Candidate[]>();
for (const product of ALL_PRODUCTS) {
  if (!product.record) continue;
  for (const name of product.brands ?? []) {
    const words = [...new Set(tokenise(name))];
    // One word is already a whole-name match; two or more make the name specific.
    if (words.length < 2) continue;
    const key = words.find((w) => !STOP_WORDS.has(w) && /[a-z]/u.test(w)) ?? words[0]!;
    const list = BY_WORD.get(key) ?? [];
    list.push({ product, words });
    BY_WORD.set(key, list);
  }
}

/** The product record whose whole name is among the typed words and holds these ingredients. */
export function productByWords(
  typedTokens: readonly string[],
  ingredientIds: readonly string[],
): ProductEntry | null {
  const typed = new Set(typedTokens);
  let best: Candidate | null = null;
  let tied = false;
  for (const token of typed) {
    for (const candidate of BY_WORD.get(token) ?? []) {
      if (!candidate.words.every((w) => typed.has(w))) continue;
      if (!ingredientIds.every((id) => candidate.product.components.includes(id))) continue;
      if (!animalsAgree(typed, candidate.product)) continue;
      if (!best || candidate.words.length > best.words.length) {
        best = candidate;
        tied = false;
      } else if (candidate.words.length === best.words.length && candidate.product !== best.product)
        tied = true;
    }
  }
  return best && !tied ? best.product : null;
}

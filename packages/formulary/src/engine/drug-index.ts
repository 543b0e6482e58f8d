import { ALL_DRUGS, ALL_PRODUCTS } from '../knowledge/all-entries';
import { withAncestors, type ClassId } from '../knowledge/classes';
import { SHARED_BRANDS } from '../knowledge/products/shared-brands';
import type { DrugEntry, ProductEntry } from '../knowledge/types';
import { normaliseText } from './normalise-text';

// Indexes built once at module load: every generic name, synonym and brand (normalised) mapped to
// its ingredient or product, each drug's classes with their ancestors, and products by their set
// of ingredients (so 'ivermectin/pyrantel' typed by hand is recognised as Heartgard Plus's mix).

export type NameTarget =
  | { type: 'drug'; drug: DrugEntry; brand: boolean }
  | { type: 'product'; product: ProductEntry; variants?: readonly ProductEntry[] };

export interface IndexedDrug {
  entry: DrugEntry;
  classes: ReadonlySet<ClassId>;
  /** Normalised generic spellings (id + aliases) used to decide whether a brand needs its generic shown. */
  genericNames: readonly string[];
}

export const DRUGS = new Map<string, IndexedDrug>();
export const NAME_INDEX = new Map<string, NameTarget>();
export const PRODUCT_BY_COMPONENTS = new Map<string, ProductEntry>();
/** Single-word names for the misspelling matcher, bucketed by length. */
export const FUZZY_BUCKETS = new Map<number, Array<{ name: string; target: NameTarget }>>();
/** Name clashes found while indexing (a test keeps this empty). */
export const INDEX_CLASHES: string[] = [];
export let MAX_NAME_TOKENS = 1;

export const componentKey = (ids: readonly string[]): string => [...ids].sort().join('|');

function addName(raw: string, target: NameTarget, owner: string): void {
  const key = normaliseText(raw);
  if (key.length === 0) return;
  const existing = NAME_INDEX.get(key);
  if (existing) {
    const existingOwner =
      existing.type === 'drug' ? existing.drug.id : `product:${existing.product.name}`;
    if (existingOwner !== owner) INDEX_CLASHES.push(`${key}: ${existingOwner} vs ${owner}`);
    return;
  }
  NAME_INDEX.set(key, target);
  const words = key.split(' ');
  MAX_NAME_TOKENS = Math.max(MAX_NAME_TOKENS, words.length);
  if (words.length === 1 && key.length >= 4) {
    const bucket = FUZZY_BUCKETS.get(key.length) ?? [];
    bucket.push({ name: key, target });
    FUZZY_BUCKETS.set(key.length, bucket);
  }
}

for (const entry of ALL_DRUGS) {
  const classes = new Set<ClassId>();
  for (const id of entry.classes) withAncestors(id, classes);
  const genericNames = [entry.id, ...(entry.aliases ?? [])].map(normaliseText);
  if (DRUGS.has(entry.id)) INDEX_CLASHES.push(`duplicate drug id ${entry.id}`);
  DRUGS.set(entry.id, { entry, classes, genericNames });
}
for (const entry of ALL_DRUGS) {
  addName(entry.id, { type: 'drug', drug: entry, brand: false }, entry.id);
  for (const alias of entry.aliases ?? [])
    addName(alias, { type: 'drug', drug: entry, brand: false }, entry.id);
}
for (const entry of ALL_DRUGS) {
  for (const brand of entry.brands ?? [])
    addName(brand, { type: 'drug', drug: entry, brand: true }, entry.id);
}
for (const product of ALL_PRODUCTS) {
  const target: NameTarget = { type: 'product', product };
  const owner = `product:${product.name}`;
  for (const id of product.components) {
    if (!DRUGS.has(id)) INDEX_CLASHES.push(`${product.name}: unknown component ${id}`);
  }
  if (product.components.length > 1) addName(product.name, target, owner);
  for (const alias of product.aliases ?? []) addName(alias, target, owner);
  for (const brand of product.brands ?? []) addName(brand, target, owner);
  const key = componentKey(product.components);
  if (product.components.length > 1 && !PRODUCT_BY_COMPONENTS.has(key)) {
    PRODUCT_BY_COMPONENTS.set(key, product);
  }
}

// Brand names sold for dogs and for cats as different products: one name, a product per species
// (the first is the default); medication-context.ts picks the pet's.
for (const [name, ids] of SHARED_BRANDS) {
  const variants = ids.map((id) => {
    const product = ALL_PRODUCTS.find((p) => p.record?.id === id);
    if (!product) INDEX_CLASHES.push(`shared brand ${name}: no record ${id}`);
    return product;
  });
  const found = variants.filter((p): p is ProductEntry => p !== undefined);
  if (found.length > 0) {
    addName(name, { type: 'product', product: found[0]!, variants: found }, `shared:${name}`);
  }
}

import { AUTOCOMPLETE } from '@pawrx/contracts/constants';
import { speciesSchema } from '@pawrx/contracts/species';
import { ALL_SPECIES_CATALOGUE } from './all-species-catalogue';
import { CAT_CATALOGUE } from './cat-catalogue';
import type { CatalogueEntry, CatalogueFlag } from './catalogue-entry';
import { DOG_CATALOGUE } from './dog-catalogue';

// Autocomplete search over the built-in catalogue (spec §9). Pure: everything it needs is
// precomputed once at module load, so a search is one pass over a pre-sorted array.

/** Match tiers, best first. */
export const MATCH_TIERS = ['prefix', 'word-prefix', 'substring', 'category'] as const;

interface IndexedEntry {
  entry: CatalogueEntry;
  name: string;
  brand: string;
  /** Each brand of a "Brand A, Brand B" list, so any brand's prefix ranks as a prefix match. */
  brands: readonly string[];
  /** Tails of the name and brand starting at each inner word, e.g. "clavulanate". */
  wordTails: readonly string[];
  /** The category and each of its words ("anti-inflammatory", "inflammatory"). */
  categoryWords: readonly string[];
}

const lower = (text: string): string => text.toLowerCase();

const innerWordTails = (text: string): string[] => {
  const tails: string[] = [];
  for (const match of text.matchAll(/[^a-z0-9]+(?=[a-z0-9])/g)) {
    tails.push(text.slice(match.index + match[0].length));
  }
  return tails;
};

const indexEntry = (entry: CatalogueEntry): IndexedEntry => {
  const name = lower(entry.name);
  const brand = lower(entry.brandName);
  const brands = brand.split(/,\s*/).filter((b) => b !== '');
  const category = lower(entry.category);
  return {
    entry,
    name,
    brand,
    brands,
    wordTails: [...innerWordTails(name), ...brands.flatMap(innerWordTails)],
    categoryWords: [category, ...innerWordTails(category)],
  };
};

/** Shorter names first, then code-point order: stable and locale-independent. */
const byName = (a: IndexedEntry, b: IndexedEntry): number =>
  a.name.length - b.name.length || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * Merges groups de-duplicated by case-insensitive name. The first entry of a name wins, except
 * that a flagged entry replaces an unflagged one so a warning is never hidden by a duplicate.
 */
export const mergeGroups = (groups: readonly (readonly CatalogueEntry[])[]): CatalogueEntry[] => {
  const byKey = new Map<string, CatalogueEntry>();
  for (const group of groups) {
    for (const entry of group) {
      const key = lower(entry.name);
      const kept = byKey.get(key);
      if (!kept || (!kept.flag && entry.flag)) byKey.set(key, entry);
    }
  }
  return [...byKey.values()];
};

const buildView = (groups: readonly (readonly CatalogueEntry[])[]): readonly IndexedEntry[] =>
  mergeGroups(groups).map(indexEntry).sort(byName);

// Spec §9 species filter: dog → all + dog; cat → all + cat; anything else → all three groups.
const VIEWS = {
  dog: buildView([ALL_SPECIES_CATALOGUE, DOG_CATALOGUE]),
  cat: buildView([ALL_SPECIES_CATALOGUE, CAT_CATALOGUE]),
  any: buildView([ALL_SPECIES_CATALOGUE, DOG_CATALOGUE, CAT_CATALOGUE]),
};

const viewFor = (species: string | undefined): readonly IndexedEntry[] => {
  const key = species?.trim().toLowerCase();
  return key === 'dog' || key === 'cat' ? VIEWS[key] : VIEWS.any;
};

/** Index into MATCH_TIERS, or -1 when the entry does not match. */
const tierOf = (item: IndexedEntry, q: string): number => {
  if (item.name.includes(q) || item.brand.includes(q)) {
    if (item.name.startsWith(q) || item.brands.some((b) => b.startsWith(q))) return 0;
    if (item.wordTails.some((tail) => tail.startsWith(q))) return 1;
    return 2;
  }
  // A category matches from the start of one of its words, so "ear" finds ear drugs, not "heart".
  return item.categoryWords.some((word) => word.startsWith(q)) ? 3 : -1;
};

/** Lower-cased, trimmed query with inner whitespace collapsed. */
export const normaliseQuery = (query: string): string =>
  query.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Catalogue suggestions for an autocomplete query (spec §9): from AUTOCOMPLETE.minChars typed
 * characters, case-insensitive on name, brand or category (from the start of a category word),
 * filtered by species, de-duplicated by name, ranked prefix → word prefix → substring →
 * category-only, at most `limit` results.
 */
export function searchCatalogue(
  query: string,
  species: string | undefined,
  limit: number = AUTOCOMPLETE.maxSuggestions,
): CatalogueEntry[] {
  const q = normaliseQuery(query);
  if (q.replace(/ /g, '').length < AUTOCOMPLETE.minChars || limit < 1) return [];

  const tiers: CatalogueEntry[][] = MATCH_TIERS.map(() => []);
  for (const item of viewFor(species)) {
    const tier = tierOf(item, q);
    if (tier < 0) continue;
    tiers[tier]!.push(item.entry);
    // The view is sorted, so once the best tier is full nothing later can displace it.
    if (tier === 0 && tiers[0]!.length >= limit) break;
  }
  return tiers.flat().slice(0, limit);
}

/**
 * The entry's warning as it applies to a pet of `species`: none when the species is not listed,
 * the listed species' own level where the engine judges it differently, else the flag. For an
 * unknown or missing species the warning is shown, since the catalogue cannot rule it out.
 */
export function flagForSpecies(
  entry: CatalogueEntry,
  species: string | undefined,
): CatalogueFlag | undefined {
  const flag = entry.flag;
  if (!flag) return undefined;
  const known = speciesSchema.safeParse(species?.trim().toLowerCase());
  if (!known.success) return flag;
  if (!flag.species.includes(known.data)) return undefined;
  const level = flag.bySpecies?.[known.data];
  if (level === null) return undefined;
  return level ? { ...flag, level } : flag;
}

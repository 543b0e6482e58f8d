import { riskRank } from '@pawrx/contracts/enums';
import type { MedicationToCheck } from '@pawrx/contracts/interactions';
import { ALL_SPECIES_CATALOGUE } from '@pawrx/formulary/catalogue/all-species-catalogue';
import { CAT_CATALOGUE } from '@pawrx/formulary/catalogue/cat-catalogue';
import type { CatalogueCategory, CatalogueEntry } from '@pawrx/formulary/catalogue/catalogue-entry';
import {
  COMPATIBLE_CATEGORIES,
  NOT_MEDICINE_CATEGORIES,
  SPECIALIST_CATEGORIES,
} from '@pawrx/formulary/knowledge/analysis/alternative-groups';
import { DOG_CATALOGUE } from '@pawrx/formulary/catalogue/dog-catalogue';
import { mergeGroups } from '@pawrx/formulary/catalogue/search';
import { resolveCached } from './resolve-cached';
import type { ClassId } from '@pawrx/formulary/knowledge/classes';
import type { Purpose } from '@pawrx/formulary/knowledge/types';
import type { AnalysisPet, CheckMedicationsFn } from '../analysis-provider';
import { allFindings, mentions, namesOf, type Finding } from './finding-mentions';

// Alternatives from the built-in formulary: medicines of the species' catalogue that serve the
// flagged medication's main purpose, kept only when the safety engine, re-run with the candidate
// in place of the flagged drug, raises none of the problems found (same kind, same or higher
// risk, or toxicity for the species). Never a flagged catalogue entry.

interface Candidate {
  entry: CatalogueEntry;
  names: string[];
  ids: ReadonlySet<string>;
  purposes: ReadonlySet<Purpose>;
  classes: ReadonlySet<ClassId>;
}

const MAX_PER_MEDICATION = 3;
/** Candidates re-checked per flagged medication: keeps the analysis within its time budget. */
const MAX_TRIES = 6;
const MAX_FLAGGED = 2;
function categoryFits(candidate: CatalogueCategory, flagged: CatalogueCategory | null): boolean {
  if (flagged === null) return !SPECIALIST_CATEGORIES.has(candidate);
  if (candidate === flagged) return true;
  return COMPATIBLE_CATEGORIES.some(
    (group) => group.includes(candidate) && group.includes(flagged),
  );
}

const pools = new Map<'dog' | 'cat', Candidate[]>();

function poolFor(species: 'dog' | 'cat'): Candidate[] {
  const cached = pools.get(species);
  if (cached) return cached;
  const group = species === 'dog' ? DOG_CATALOGUE : CAT_CATALOGUE;
  const pool: Candidate[] = [];
  for (const entry of mergeGroups([group, ALL_SPECIES_CATALOGUE])) {
    if (entry.flag || NOT_MEDICINE_CATEGORIES.has(entry.category)) continue;
    const info = resolveCached(entry.name);
    if (!info.recognised || info.unrecognizedParts.length > 0 || info.kind !== 'drug') continue;
    pool.push({
      entry,
      names: namesOf(entry.name),
      ids: new Set(info.generics),
      purposes: new Set(info.purposes),
      classes: new Set(info.classes),
    });
  }
  pools.set(species, pool);
  return pool;
}

function primaryPurpose(name: string): Purpose | null {
  return (
    resolveCached(name).purposes.find((p) => p !== 'not a medicine' && p !== 'supplement') ?? null
  );
}

function acceptable(rerun: Finding[], candidate: Candidate, flagged: readonly Finding[]): boolean {
  const kinds = new Set(flagged.map((f) => f.item.kind));
  const worst = Math.max(
    ...flagged.map((f) => riskRank(f.type === 'toxic' ? f.item.severity : f.item.riskLevel)),
  );
  for (const f of rerun) {
    if (!mentions(f, candidate.names)) continue;
    if (f.type === 'toxic' || kinds.has(f.item.kind)) return false;
    if (riskRank(f.item.riskLevel) >= Math.min(worst, riskRank('High'))) return false;
  }
  return true;
}

export interface AlternativesInput {
  pet: AnalysisPet;
  medications: readonly MedicationToCheck[];
  /** Findings per medication index, from the engine's original answer. */
  flagged: ReadonlyMap<number, Finding[]>;
  check: CheckMedicationsFn;
}

interface Alternative {
  /** The catalogue name of the suggested medicine. */
  candidate: string;
  /** Index of the medication it would replace. */
  replaces: number;
  text: string;
}

export interface AlternativesOutput {
  alternatives: Alternative[];
  /** Flagged medications with a purpose for which no candidate passed. */
  without: Array<{ name: string; purpose: Purpose }>;
}

export function findAlternatives({
  pet,
  medications,
  flagged,
  check,
}: AlternativesInput): AlternativesOutput {
  const out: AlternativesOutput = { alternatives: [], without: [] };
  if (pet.species !== 'dog' && pet.species !== 'cat') return out;
  const pool = poolFor(pet.species);
  const givenIds = new Set(medications.flatMap((m) => resolveCached(m.name).generics));
  // The newest medication (last in the list) first: it is the one the owner is deciding about.
  const order = [...flagged.keys()].sort((a, b) => b - a).slice(0, MAX_FLAGGED);
  for (const index of order) {
    const medication = medications[index]!;
    const purpose = primaryPurpose(medication.name);
    if (!purpose) continue;
    const found: Alternative[] = [];
    let tries = 0;
    for (const candidate of rankedCandidates(pool, purpose, medication.name)) {
      if (found.length >= MAX_PER_MEDICATION || tries >= MAX_TRIES) break;
      if ([...candidate.ids].some((id) => givenIds.has(id))) continue;
      tries += 1;
      const trial = medications.map((m, i) =>
        i === index ? { name: candidate.entry.name, dosage: '', frequency: m.frequency } : m,
      );
      if (acceptable(allFindings(check(pet, trial)), candidate, flagged.get(index)!)) {
        found.push({
          candidate: candidate.entry.name,
          replaces: index,
          text: describe(candidate.entry, medication.name, purpose, pet.name),
        });
      }
    }
    if (found.length === 0) out.without.push({ name: medication.name, purpose });
    out.alternatives.push(...found);
  }
  return out;
}

/** The catalogue category of a typed medication: the entry with exactly its ingredients. */
function categoryOf(pool: readonly Candidate[], name: string): CatalogueCategory | null {
  const generics = resolveCached(name).generics;
  const hit = pool.find(
    (c) => c.ids.size === generics.length && generics.every((g) => c.ids.has(g)),
  );
  return hit ? hit.entry.category : null;
}

/** Same purpose and a fitting category; a different drug class first (it shares fewer problems). */
function rankedCandidates(pool: readonly Candidate[], purpose: Purpose, name: string): Candidate[] {
  const own = new Set(resolveCached(name).classes);
  const category = categoryOf(pool, name);
  const same = pool.filter(
    (c) => c.purposes.has(purpose) && categoryFits(c.entry.category, category),
  );
  const shares = (c: Candidate) => [...c.classes].some((cls) => own.has(cls));
  return [...same.filter((c) => !shares(c)), ...same.filter(shares)];
}

function describe(
  entry: CatalogueEntry,
  replaces: string,
  purpose: Purpose,
  petName: string,
): string {
  const brand = entry.brandName.split(',')[0]?.trim();
  const name = brand ? `${entry.name} (${brand})` : entry.name;
  return `${name} instead of ${replaces}, for ${purpose}: the safety check did not raise the same problem with it for ${petName}. Ask your vet before switching.`;
}

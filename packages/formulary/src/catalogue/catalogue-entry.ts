import { SPECIES, type Species } from '@pawrx/contracts/enums';

// The built-in medication catalogue of spec §3: one entry type for the dog, cat and all groups.

/** Category strings of spec §3 ("and more"); every entry uses one of these. */
export const CATALOGUE_CATEGORIES = [
  'antibiotic',
  'antifungal',
  'antiviral',
  'antiprotozoal',
  'anti-inflammatory',
  'pain',
  'joint',
  'muscle relaxant',
  'heart',
  'seizure',
  'steroid',
  'immunosuppressant',
  'allergy',
  'antihistamine',
  'respiratory',
  'thyroid',
  'endocrine',
  'diabetes',
  'reproductive',
  'parasite prevention',
  'flea prevention',
  'heartworm prevention',
  'heartworm treatment',
  'dewormer',
  'gastrointestinal',
  'liver',
  'kidney',
  'urinary',
  'behavioral',
  'eye',
  'ear',
  'skin',
  'supplement',
  'chemotherapy',
  'emergency',
  'anesthetic',
  'sedative',
  'human medication',
  'toxic food',
  'toxic plant',
  'household toxin',
  'environmental toxin',
] as const;
export type CatalogueCategory = (typeof CATALOGUE_CATEGORIES)[number];

/** Warning levels of spec §3, most severe first. */
export const FLAG_LEVELS = ['DO NOT USE', 'TOXIC', 'CONSULT VET'] as const;
export type FlagLevel = (typeof FLAG_LEVELS)[number];

export interface CatalogueFlag {
  readonly level: FlagLevel;
  /** The species the warning applies to. */
  readonly species: readonly Species[];
  /** One plain sentence saying why. */
  readonly note: string;
  /**
   * Listed species for which the safety engine judges the entry differently: another level, or
   * null for no warning. Kept in step with the engine by catalogue-engine.test.ts.
   */
  readonly bySpecies?: Partial<Record<Species, FlagLevel | null>>;
}

export interface CatalogueEntry {
  readonly name: string;
  /** One brand, or several separated by ", "; empty for most foods and plants. */
  readonly brandName: string;
  readonly category: CatalogueCategory;
  /** Dose chips that fill the dosage field; always empty for a flagged entry. */
  readonly commonDoses: readonly string[];
  readonly flag?: CatalogueFlag;
}

/** Every species of spec §3, for warnings that apply to all pets. */
export const ANY_SPECIES: readonly Species[] = SPECIES;

type DrugRow = readonly [name: string, brandName: string, commonDoses: readonly string[]];

/** Rows of one category, written as compact tuples so the data files stay readable and small. */
export const drugs = (category: CatalogueCategory, rows: readonly DrugRow[]): CatalogueEntry[] =>
  rows.map(([name, brandName, commonDoses]) => ({ name, brandName, category, commonDoses }));

type FlaggedRow = readonly [
  name: string,
  brandName: string,
  level: FlagLevel,
  species: readonly Species[],
  note: string,
  bySpecies?: Partial<Record<Species, FlagLevel | null>>,
];

/** Flagged rows (human drugs, toxins): a warning is never a dose, so commonDoses is empty. */
export const flagged = (
  category: CatalogueCategory,
  rows: readonly FlaggedRow[],
): CatalogueEntry[] =>
  rows.map(([name, brandName, level, species, note, bySpecies]) => ({
    name,
    brandName,
    category,
    commonDoses: [],
    flag: bySpecies ? { level, species, note, bySpecies } : { level, species, note },
  }));

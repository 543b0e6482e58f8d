import type { Species } from '@pawrx/contracts/enums';
import { CAT_CATALOGUE } from '../catalogue/cat-catalogue';
import type { CatalogueEntry } from '../catalogue/catalogue-entry';
import { DOG_CATALOGUE } from '../catalogue/dog-catalogue';
import { ALL_SPECIES_HUMAN_DRUGS } from '../catalogue/all-species-human-drugs';
import { resolveName } from '../engine/resolve-name';
import { DOSE_RANGES } from '../knowledge/dose-ranges';
import { recordActives } from '../knowledge/products/compile';
import { PRODUCT_RECORDS } from '../knowledge/products/all-records';
import type { ProductRecord } from '../knowledge/products/product-record';
import { REGISTERED_PARASITICIDES } from '../knowledge/products/registered-parasiticides';
import { SPECIES_DRUG_RULES } from '../knowledge/species-toxicity-rules';
import { MORE_SPECIES_RULES } from '../knowledge/species-rules-more';
import { EQUINE_SPECIES_RULES } from '../knowledge/species-rules-equine';
import { EXOTIC_TOXIN_CELLS, cellName } from './exotic-toxins';
import { HORSE_TOXIN_CELLS } from './horse-toxins';
import { HOUSEHOLD_TOXIN_CELLS, householdCellName } from './household-toxins';
import { TOPICAL_ITEMS } from './topical-chapter';
import {
  HUMAN_RX_INGESTIONS,
  HUMAN_RX_INGESTION_LINE,
  humanRxIngestionRead,
} from './human-rx-ledger';
import { isCounted } from './toxin-cell';
import { EXOTIC_SPECIES_RULES } from '../knowledge/species-rules-exotic';
import { TOXIN_RULES } from '../knowledge/toxin-rules';
import { SAFE_EXPOSURES } from '../knowledge/safe-exposures';
import { SMALL_EXOTICS } from '../knowledge/species-groups';
import { DRUGS } from '../engine/drug-index';
import { isAllowedException, labelUsesJudgedSafe } from '../engine/label-dose-sweep';
import { CONDITION_RULES } from '../knowledge/condition-rules';
import { LABEL_CONDITION_RULES } from '../knowledge/condition-rules-labels';
import { MORE_CONDITION_RULES } from '../knowledge/condition-rules-more';
import { RECORD_CONDITION_RULES } from '../knowledge/products/all-records';
import { EMA_CENTRAL_DOG_CAT_HORSE } from './ema-register';
import { FAMILY_PRODUCTS, familyProductCovered, type Family } from './families';
import { registerEntryCovered } from './register-coverage';
import { RX_LABEL_DRUGS, RX_LABEL_READ_NONE } from './rx-label-drugs';
import { LEDGER_SECTIONS, RX_LEDGER_DRUGS, ledgerComplete, ledgerSectionRead } from './rx-ledger';
import { DDI_SECTION_CLASSES, ddiClassRead, ddiDrugsRead } from './ddi-ledger';
import { humanProductIngredients, thresholdsRead } from './otc-ledger';
import { EQUINE_REFERENCE, EQUINE_REFERENCE_LINE, equineReferenceRead } from './equine-reference';
import type { ClassId } from '../knowledge/classes';

// What the knowledge covers, counted against reference lists (issue 22): human products, the
// registered flea/tick/heartworm products, equine products, the exotic formulary, a dose range (or
// an explicit 'not used') for every catalogue drug in dogs and cats and for every equine and
// exotic entry, and label facts for every veterinary product. `npm run eval:coverage` prints it;
// coverage.test.ts holds the floors in CI.

export interface CoverageLine {
  name: string;
  /** What was counted, and the floor it must reach (a count, or a percentage when `of` is set). */
  have: number;
  of?: number;
  floor: number;
  /** Up to 40 of what is missing, for the report. */
  gaps: string[];
}

export const percent = (line: CoverageLine): number =>
  line.of === undefined || line.of === 0 ? line.have : (100 * line.have) / line.of;

export const meetsFloor = (line: CoverageLine): boolean => percent(line) >= line.floor - 1e-9;

const RANGES = new Set(DOSE_RANGES.flatMap((r) => r.species.map((s) => `${s}|${r.drug}`)));
const hasRange = (species: Species, drug: string): boolean => RANGES.has(`${species}|${drug}`);

/** A species rule names the drug (directly or by class) for the species: a verdict without a range. */
const SPECIES_RULES = [
  ...SPECIES_DRUG_RULES,
  ...MORE_SPECIES_RULES,
  ...EQUINE_SPECIES_RULES,
  ...EXOTIC_SPECIES_RULES,
  ...TOXIN_RULES,
];
function hasSpeciesRule(species: Species, drug: string): boolean {
  const classes = DRUGS.get(drug)?.classes;
  return SPECIES_RULES.some(
    (rule) =>
      rule.species.includes(species) &&
      !rule.match.except?.includes(drug) &&
      (rule.match.drugs?.includes(drug) === true ||
        rule.match.classes?.some((c) => classes?.has(c)) === true),
  );
}

/** A condition row names the drug (directly or by class), or its label was read and names none. */
const CONDITION_ROWS = [
  ...CONDITION_RULES,
  ...MORE_CONDITION_RULES,
  ...LABEL_CONDITION_RULES,
  ...RECORD_CONDITION_RULES,
];
export function hasLabelReading(drug: string): boolean {
  if (RX_LABEL_READ_NONE[drug] !== undefined) return true;
  const classes = DRUGS.get(drug)?.classes;
  if (!classes) return false;
  return CONDITION_ROWS.some(
    (rule) =>
      !rule.match.except?.includes(drug) &&
      (rule.match.drugs?.includes(drug) === true ||
        rule.match.classes?.some((c) => classes.has(c)) === true),
  );
}

/**
 * The per-section lines of the label ledger hold the share reached so far (71 of 93); the whole
 * line holds 100% with the drugs still to read listed as known gaps in coverage.test.ts.
 */
const LEDGER_SECTION_FLOOR = 76;

/** Ingredient ids of catalogue medicines (foods, plants and household items left out). */
function catalogueDrugs(entries: readonly CatalogueEntry[]): string[] {
  const ids = new Set<string>();
  for (const entry of entries) {
    for (const drug of resolveName(entry.name).drugs) {
      if ((drug.kind ?? 'drug') === 'drug') ids.add(drug.id);
    }
  }
  return [...ids].sort();
}

/**
 * Decision 056: the classes of the interaction ledger are the section classes (classes.ts) that a
 * dog, cat or human catalogue drug lists itself (not only through a parent class).
 */
export function catalogueClasses(): ClassId[] {
  const drugs = catalogueDrugs([...DOG_CATALOGUE, ...CAT_CATALOGUE, ...ALL_SPECIES_HUMAN_DRUGS]);
  const carried = new Set(drugs.flatMap((d) => DRUGS.get(d)?.entry.classes ?? []));
  return DDI_SECTION_CLASSES.filter((c) => carried.has(c));
}

/**
 * Decision 056: the interaction ledger's floors hold the share of catalogue classes and the number
 * of drugs read so far; coverage.test.ts keeps the pending classes to its known gaps.
 */
export const DDI_CLASS_FLOOR = 67;
export const DDI_DRUGS_READ_FLOOR = 95;
export const DDI_CLASS_LINE = 'catalogue drug classes whose interaction section was read';

/**
 * The OTC threshold ledger (issue 22, items 1-2): the share of human product ingredients whose
 * dog and cat toxic thresholds were read from a toxicology reference; it only rises.
 */
export const OTC_THRESHOLD_FLOOR = 60;

/** Issue 22 item 4: the equine reference list's share read in full; it only rises. */
export const EQUINE_REFERENCE_FLOOR = 28;
export const OTC_THRESHOLD_LINE = 'human OTC ingredients whose toxic thresholds were read';

function line(
  name: string,
  items: readonly string[],
  covered: (item: string) => boolean,
  floor: number,
): CoverageLine {
  const gaps = items.filter((i) => !covered(i));
  return {
    name,
    have: items.length - gaps.length,
    of: items.length,
    floor,
    gaps: gaps.slice(0, 40),
  };
}

/** Decision 044: the share of a family's products whose label was read into a rule row. */
export const FAMILY_FLOORS: Readonly<Record<Family, number>> = {
  'monoclonal antibodies': 100,
  'veterinary oncology': 80,
  'livestock and equine': 100,
};

/**
 * Decision 045: the share of the EMA central authorisations read (ema-register.ts) whose name
 * reaches a label minimum in every target species; the floor sits at the share reached.
 */
export const EMA_REGISTER_FLOOR = 93;

/**
 * Issue 22: each veterinary product record × labelled species × weight band (its middle and its
 * lowest labelled weight), given as the label says to a healthy adult, judged safe
 * (engine/label-dose-sweep.ts). A false alarm costs as much as a miss: the floor is all of them.
 */
export const LABEL_DOSE_LINE = 'labelled products judged safe at their label dose';
export const LABEL_DOSE_FLOOR = 100;

function labelDoseLine(): CoverageLine {
  // Uses the label-dose sweep allows a finding for (the reference says the finding is right)
  // are not counted either way.
  const { safe, alarms } = labelUsesJudgedSafe();
  const key = (u: { recordId: string; species: string; kg: number; dosage: string }): string =>
    `${u.recordId} × ${u.species} × ${u.kg} kg, ${u.dosage}`;
  const judgedSafe = new Set(safe.filter((u) => !isAllowedException(u)).map(key));
  return line(
    LABEL_DOSE_LINE,
    [...safe, ...alarms].filter((u) => !isAllowedException(u)).map(key),
    (item) => judgedSafe.has(item),
    LABEL_DOSE_FLOOR,
  );
}

const byAudience = (...audiences: ProductRecord['audience'][]): readonly ProductRecord[] =>
  PRODUCT_RECORDS.filter((r) => audiences.includes(r.audience));

const EXOTIC_SPECIES: readonly Species[] = [
  'rabbit',
  ...SMALL_EXOTICS.filter((s) => s !== 'other'),
];

/**
 * Exotic species × the antiparasitics, antibiotics, analgesics and psychoactive drugs owners and
 * vets give them (issue: exotic sensitivities): each pair needs a dose range, a toxic dose, a
 * 'not used' row or a species rule. Amphibians and fish are not species the app records.
 */
/** The share of exotic household-toxin cells enforced or safe (exotic-toxins.ts). */
export const EXOTIC_TOXIN_FLOOR = 97;
/** Plants and feeds toxic to horses (`horse-toxins.ts`): cells enforced or recorded safe. */
export const HORSE_TOXIN_FLOOR = 86;
/** Dog and cat household toxins (`household-toxins.ts`): item × species cells enforced or recorded safe. */
export const HOUSEHOLD_TOXIN_FLOOR = 94;
/** Eye, ear and skin products (`topical-chapter.ts`): items enforced or recorded safe. */
export const TOPICAL_CHAPTER_FLOOR = 87;
/**
 * Human prescription medicines dogs and cats swallow (`human-rx-ledger/`): the share of the
 * chapter's drugs whose toxic dose per kg or any-amount reading is held by a row; it only rises.
 */
export const HUMAN_RX_INGESTION_FLOOR = 36;

export const EXOTIC_DRUG_LIST = [
  'ivermectin',
  'selamectin',
  'moxidectin',
  'fipronil',
  'permethrin',
  'pyrethrins',
  'imidacloprid',
  'fenbendazole',
  'praziquantel',
  'metronidazole',
  'enrofloxacin',
  'trimethoprim-sulfamethoxazole',
  'amoxicillin',
  'penicillin g',
  'cephalexin',
  'clindamycin',
  'lincomycin',
  'erythromycin',
  'gentamicin',
  'amikacin',
  'doxycycline',
  'meloxicam',
  'buprenorphine',
  'butorphanol',
  'tramadol',
  'gabapentin',
  'amitriptyline',
  'fluoxetine',
  'midazolam',
  'itraconazole',
  'ketoconazole',
  'terbinafine',
  'allopurinol',
] as const;

/** Supplements and herbals pets are given or get into. */
export const SUPPLEMENT_LIST = [
  'alpha-lipoic acid',
  '5-hydroxytryptophan',
  'st johns wort',
  'garlic',
  'onion',
  'melatonin',
  'cannabidiol',
  'cannabis',
  'fish oil',
  'glucosamine',
  'chondroitin',
  'vitamin d3',
  'iron supplement',
  'zinc supplement',
  'calcium supplement',
  'yohimbine',
  'caffeine',
  'tea tree oil',
  'essential oils',
  'turmeric',
  'silybin',
  's-adenosylmethionine',
  'l-theanine',
  'alpha-casozepine',
  'probiotic',
] as const;

/** Ingredients of human creams, gels, drops, sprays and patches that pets lick or are given. */
export const TOPICAL_LIST = [
  'naphazoline',
  'oxymetazoline',
  'tetrahydrozoline',
  'xylometazoline',
  'fluorouracil',
  'calcipotriene',
  'diclofenac',
  'ibuprofen',
  'zinc oxide',
  'permethrin',
  'hydrocortisone',
  'neomycin',
  'polymyxin b',
  'bacitracin',
  'minoxidil',
  'lidocaine',
  'benzocaine',
  'methyl salicylate',
  'nicotine',
  'fentanyl',
  'buprenorphine',
  'estradiol',
  'testosterone',
  'mupirocin',
  'clotrimazole',
  'miconazole',
  'terbinafine',
  'gentamicin',
  'chlorhexidine',
  'ciprofloxacin',
  'dexamethasone',
] as const;

const recordedSafe = (species: Species, drug: string): boolean =>
  SAFE_EXPOSURES.some((row) => row.drug === drug && row.species.includes(species));

/** Every pair of species × items with a verdict (range, toxic dose, not used, rule or safe record). */
function pairs(species: readonly Species[], items: readonly string[]): string[] {
  return species.flatMap((s) => items.map((d) => `${s} × ${d}`));
}

export function coverageReport(): CoverageLine[] {
  const human = byAudience('human-otc', 'human-rx');
  const veterinary = byAudience('veterinary');
  const equine = byAudience('equine');
  const exoticRows = DOSE_RANGES.filter((r) => r.species.some((s) => EXOTIC_SPECIES.includes(s)));
  const registered = REGISTERED_PARASITICIDES;
  const dogDrugs = catalogueDrugs([...DOG_CATALOGUE, ...ALL_SPECIES_HUMAN_DRUGS]);
  const catDrugs = catalogueDrugs([...CAT_CATALOGUE, ...ALL_SPECIES_HUMAN_DRUGS]);
  const equineActives = [...new Set(equine.flatMap(recordActives))].sort();
  const humanActives = [...new Set(human.flatMap(recordActives))].sort();
  const verdictFor = (species: Species) => (drug: string) =>
    hasRange(species, drug) || hasSpeciesRule(species, drug);
  const pairVerdict = (pair: string): boolean => {
    const [species, drug] = pair.split(' × ') as [Species, string];
    return verdictFor(species)(drug) || recordedSafe(species, drug);
  };
  return [
    {
      name: 'human medicines and OTC products (records)',
      have: human.length,
      floor: 250,
      gaps: [],
    },
    line(
      'registered flea/tick/heartworm products resolving to a record with label species and minimum age',
      registered.map((p) => `${p.name} (${p.market})`),
      (item) => {
        const record = resolveName(item.replace(/ \((US|UK|EU)\)$/u, '')).product?.record;
        // Many labels print no minimum weight (Heartgard, Revolution, Seresto): age is required.
        return record?.label !== undefined && record.label.minAgeWeeks !== undefined;
      },
      100,
    ),
    { name: 'equine products (records)', have: equine.length, floor: 100, gaps: [] },
    { name: 'exotic formulary entries (dose rows)', have: exoticRows.length, floor: 80, gaps: [] },
    line(
      'dog catalogue drugs with a dog dose range, toxic dose or "not used"',
      dogDrugs,
      (d) => hasRange('dog', d),
      100,
    ),
    line(
      'cat catalogue drugs with a cat dose range, toxic dose or "not used"',
      catDrugs,
      (d) => hasRange('cat', d),
      100,
    ),
    line(
      'equine product ingredients with a horse dose range or "not used"',
      equineActives,
      (d) => hasRange('horse', d),
      100,
    ),
    line(
      EQUINE_REFERENCE_LINE,
      EQUINE_REFERENCE.map((e) => e.drug),
      (d) => EQUINE_REFERENCE.some((e) => e.drug === d && equineReferenceRead(e)),
      EQUINE_REFERENCE_FLOOR,
    ),
    line(
      'human product ingredients with a dog verdict (range or species rule)',
      humanActives,
      verdictFor('dog'),
      100,
    ),
    line(
      'human product ingredients with a cat verdict (range or species rule)',
      humanActives,
      verdictFor('cat'),
      100,
    ),
    line(
      'dog and cat prescription drugs (the classes above) whose label or reference contraindications were read',
      Object.values(RX_LABEL_DRUGS).flat(),
      hasLabelReading,
      100,
    ),
    {
      // Every gap listed (not only the first 40): coverage.test.ts names each one still to read.
      ...line(
        'dog and cat prescription labels with every section read',
        RX_LEDGER_DRUGS,
        ledgerComplete,
        100,
      ),
      gaps: RX_LEDGER_DRUGS.filter((drug) => !ledgerComplete(drug)),
    },
    {
      // Every pending class listed (coverage.test.ts names each one still to read).
      ...line(
        DDI_CLASS_LINE,
        catalogueClasses(),
        (c) => ddiClassRead(c as ClassId),
        DDI_CLASS_FLOOR,
      ),
      gaps: catalogueClasses().filter((c) => !ddiClassRead(c)),
    },
    line(OTC_THRESHOLD_LINE, humanProductIngredients(), thresholdsRead, OTC_THRESHOLD_FLOOR),
    {
      name: 'catalogue drugs whose interaction section was read (interaction ledger)',
      have: ddiDrugsRead().length,
      floor: DDI_DRUGS_READ_FLOOR,
      gaps: [],
    },
    ...LEDGER_SECTIONS.map((section) =>
      line(
        `dog and cat prescription labels, section read: ${section}`,
        RX_LEDGER_DRUGS,
        (drug) => ledgerSectionRead(drug, section),
        LEDGER_SECTION_FLOOR,
      ),
    ),
    line(
      'exotic species groups × antiparasitics, antibiotics, analgesics and psychoactive drugs with a row (dose range, toxic dose, not used, or species rule)',
      pairs(EXOTIC_SPECIES, EXOTIC_DRUG_LIST),
      pairVerdict,
      71,
    ),
    line(
      'household toxins × exotic species groups (foods, plants, products) enforced by a rule or recorded safe',
      EXOTIC_TOXIN_CELLS.map(cellName),
      (name) => EXOTIC_TOXIN_CELLS.some((c) => cellName(c) === name && isCounted(c)),
      EXOTIC_TOXIN_FLOOR,
    ),
    line(
      'plants and feeds toxic to horses (part and state as the reference gives it) enforced by a rule or recorded safe',
      HORSE_TOXIN_CELLS.map((c) => c.item),
      (item) => HORSE_TOXIN_CELLS.some((c) => c.item === item && isCounted(c)),
      HORSE_TOXIN_FLOOR,
    ),
    line(
      'household toxins × dog and cat (Pet Poison Helpline lists, rodenticides, ASPCA toxic and non-toxic plants) enforced at the reference grade or recorded safe',
      HOUSEHOLD_TOXIN_CELLS.map(householdCellName),
      (name) => HOUSEHOLD_TOXIN_CELLS.some((c) => householdCellName(c) === name && isCounted(c)),
      HOUSEHOLD_TOXIN_FLOOR,
    ),
    line(
      'eye, ear and skin products (label or reference reading: condition, species, exposure) enforced by a rule or recorded safe',
      TOPICAL_ITEMS.map((i) => i.item),
      (item) => TOPICAL_ITEMS.some((i) => i.item === item && isCounted(i)),
      TOPICAL_CHAPTER_FLOOR,
    ),
    line(
      HUMAN_RX_INGESTION_LINE,
      HUMAN_RX_INGESTIONS.map((e) => e.name),
      (name) => HUMAN_RX_INGESTIONS.some((e) => e.name === name && humanRxIngestionRead(e)),
      HUMAN_RX_INGESTION_FLOOR,
    ),
    line(
      'supplements and herbals × dog and cat with a verdict (dose range, toxic dose, species or toxin rule, or recorded safe)',
      pairs(['dog', 'cat'], SUPPLEMENT_LIST),
      pairVerdict,
      94,
    ),
    line(
      'human topical product ingredients × dog and cat with a verdict (dose range, toxic dose, species or toxin rule, or recorded safe)',
      pairs(['dog', 'cat'], TOPICAL_LIST),
      pairVerdict,
      100,
    ),
    line(
      'veterinary and equine products with label facts (species, statements)',
      [...veterinary, ...equine].map((r) => r.name),
      (name) => [...veterinary, ...equine].find((r) => r.name === name)?.label !== undefined,
      100,
    ),
    line(
      'EMA central authorisations for dogs, cats and horses resolving to a catalogue record with label species and minimum age',
      EMA_CENTRAL_DOG_CAT_HORSE.map((e) => e.name),
      (name) => {
        const entry = EMA_CENTRAL_DOG_CAT_HORSE.find((e) => e.name === name);
        return entry !== undefined && registerEntryCovered(entry);
      },
      EMA_REGISTER_FLOOR,
    ),
    labelDoseLine(),
    ...(Object.keys(FAMILY_FLOORS) as Family[]).map((family) =>
      line(
        `${family}: products whose label was read into a rule row`,
        FAMILY_PRODUCTS.filter((p) => p.family === family).map((p) => p.product),
        (product) => {
          const p = FAMILY_PRODUCTS.find((f) => f.product === product);
          return p !== undefined && familyProductCovered(p);
        },
        FAMILY_FLOORS[family],
      ),
    ),
  ];
}

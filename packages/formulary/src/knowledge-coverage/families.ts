import { DRUGS } from '../engine/drug-index';
import { AGE_LIMITS } from '../knowledge/age-limits';
import { CONDITION_RULES } from '../knowledge/condition-rules';
import { LABEL_CONDITION_RULES } from '../knowledge/condition-rules-labels';
import { MORE_CONDITION_RULES } from '../knowledge/condition-rules-more';
import { DOSE_RANGES } from '../knowledge/dose-ranges';
import { recordActives } from '../knowledge/products/compile';
import { PRODUCT_RECORDS } from '../knowledge/products/all-records';
import { MORE_SPECIES_RULES } from '../knowledge/species-rules-more';
import { EQUINE_SPECIES_RULES } from '../knowledge/species-rules-equine';
import { SPECIES_DRUG_RULES } from '../knowledge/species-toxicity-rules';
import type { SourceId } from '../knowledge/sources';
import type { Selector } from '../knowledge/types';

// Families the catalogue names but, before decision 044, knew little about: the companion-animal
// monoclonal antibodies, the veterinary cancer drugs, and livestock drugs that harm other species.
// Each product lists the label (or reference) read for it; a product counts as covered when at
// least one rule row on its ingredient cites that source, so a source named here without a row
// enforcing it does not count.

export type Family = 'monoclonal antibodies' | 'veterinary oncology' | 'livestock and equine';

export interface FamilyProduct {
  family: Family;
  /** The product as owners know it. */
  product: string;
  /** Its ingredient id. */
  drug: string;
  /** The label read, or undefined while it is still to read. */
  read?: SourceId;
}

export const FAMILY_PRODUCTS: readonly FamilyProduct[] = [
  { family: 'monoclonal antibodies', product: 'Librela', drug: 'bedinvetmab', read: 'spc-librela' },
  {
    family: 'monoclonal antibodies',
    product: 'Solensia',
    drug: 'frunevetmab',
    read: 'spc-solensia',
  },
  {
    family: 'monoclonal antibodies',
    product: 'Cytopoint',
    drug: 'lokivetmab',
    read: 'spc-cytopoint',
  },
  { family: 'veterinary oncology', product: 'Palladia', drug: 'toceranib', read: 'spc-palladia' },
  {
    family: 'veterinary oncology',
    product: 'Masivet / Kinavet',
    drug: 'masitinib',
    read: 'spc-masivet',
  },
  { family: 'veterinary oncology', product: 'Laverdia-CA1', drug: 'verdinexor' },
  {
    family: 'veterinary oncology',
    product: 'Tanovea-CA1',
    drug: 'rabacfosadine',
    // The label itself was out of reach; a board-certified oncologist's reading of its
    // contraindication (West Highland White Terriers) is the source of the breed row.
    read: 'tanovea-westie-oncologist',
  },
  {
    family: 'veterinary oncology',
    product: 'Stelfonta',
    drug: 'tigilanol tiglate',
    read: 'label-stelfonta-us',
  },
  { family: 'livestock and equine', product: 'Micotil', drug: 'tilmicosin', read: 'label-micotil' },
  { family: 'livestock and equine', product: 'Rompun', drug: 'xylazine', read: 'spc-sedaxylan' },
  {
    family: 'livestock and equine',
    product: 'Regu-Mate',
    drug: 'altrenogest',
    read: 'label-regu-mate',
  },
  {
    family: 'livestock and equine',
    product: 'Rumensin',
    drug: 'monensin',
    read: 'merck-ionophores',
  },
  {
    family: 'livestock and equine',
    product: 'Bovatec',
    drug: 'lasalocid',
    read: 'merck-ionophores',
  },
  {
    family: 'livestock and equine',
    product: 'Sacox',
    drug: 'salinomycin',
    read: 'merck-ionophores',
  },
];

function selects(match: Selector, drug: string): boolean {
  if (match.except?.includes(drug)) return false;
  const classes = DRUGS.get(drug)?.classes;
  return (
    match.drugs?.includes(drug) === true || match.classes?.some((c) => classes?.has(c)) === true
  );
}

/** The sources of every row that speaks about the drug: ages, conditions, species, doses, records. */
function sourcesFor(drug: string): Set<string> {
  const out = new Set<string>();
  for (const row of AGE_LIMITS) if (row.match.only?.includes(drug)) out.add(row.source);
  for (const row of [...CONDITION_RULES, ...MORE_CONDITION_RULES, ...LABEL_CONDITION_RULES])
    if (selects(row.match, drug)) out.add(row.source);
  for (const row of [...SPECIES_DRUG_RULES, ...MORE_SPECIES_RULES, ...EQUINE_SPECIES_RULES])
    if (selects(row.match, drug)) out.add(row.source);
  for (const row of DOSE_RANGES) if (row.drug === drug && row.source) out.add(row.source);
  for (const record of PRODUCT_RECORDS)
    if (record.label && recordActives(record).includes(drug)) out.add(record.source);
  return out;
}

export const familyProductCovered = (p: FamilyProduct): boolean =>
  p.read !== undefined && sourcesFor(p.drug).has(p.read);

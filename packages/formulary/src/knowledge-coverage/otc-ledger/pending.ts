import type { ThresholdRecord } from './types';

// Ingredients of the human product records whose toxic thresholds were not yet read in this
// audit, each with why. An entry leaves this file when both species are read into a ledger file.

const both = (why: string): ThresholdRecord => ({ dog: { pending: why }, cat: { pending: why } });

const WIDE_MARGIN =
  'a vet-used drug with a wide margin: no one-exposure toxic dose read yet, so the treatment maximum is the only line';
const NOT_FOR_PETS = 'a human-only ingredient with no pet dose; no toxicology figure read yet';
const PPI_TRIED =
  'PPIs searched in Merck and the OTC toxicology chapter: only the omeprazole label figure turned up, no figure for this drug';
const SUCRALFATE_TRIED =
  'the OTC toxicology chapter (p. 369) describes its action, not an overdose; pet pages name only constipation, no mg/kg';

// Tried 2026-11-28 (otc9): these searches reached no listed reference with a figure.
const LAXATIVES_TRIED =
  'Bischoff OTC chapter pp. 379–381 (Table 21.5 irritant cathartics, bulk-forming laxatives, phosphate enemas, kaolin) names no emollient or osmotic laxative; Merck and pet pages gave doses only';
const GABAPENTIN_TRIED =
  'searched APCC, Pet Poison Helpline and Merck wording: only owner blogs (sedation, ataxia, xylitol in oral solutions), no listed reference and no mg/kg';
const LIDOCAINE_TRIED =
  'searched for an oral or topical toxic dose: owner Q&A pages and an unsourced roundup (8 mg/kg dog, 2 mg/kg cat) only; Lemo et al. (Vet Rec) is an IV study whose text was not reached';
const ANTIBIOTICS_TRIED =
  'Pet Poison Helpline antibiotics page read: mild to severe signs by type, but this drug is not among its names and no mg/kg is given';
const ANTIHISTAMINE_TABLE_TRIED =
  'Bischoff Table 21.3 (p. 376) was reached only to its alkylamine and third-generation rows; the MSD second-generation table covers cetirizine, fexofenadine and loratadine only';
const NOT_FOR_PETS_TRIED =
  'a human-only ingredient with no pet dose; searched APCC, Pet Poison Helpline and Merck wording: only owner pages came back, no figure';

// prettier-ignore
export const PENDING_THRESHOLDS: Readonly<Record<string, ThresholdRecord>> = {
  esomeprazole: both(PPI_TRIED),
  docusate: both(LAXATIVES_TRIED),
  sucralfate: both(SUCRALFATE_TRIED),
  'polyethylene glycol 3350': both(LAXATIVES_TRIED),
  gabapentin: both(GABAPENTIN_TRIED),
  doxycycline: both(ANTIBIOTICS_TRIED),
  ciprofloxacin: both(ANTIBIOTICS_TRIED),
  sulfamethoxazole: both(WIDE_MARGIN),
  trimethoprim: both(WIDE_MARGIN),
  rifampin: both(WIDE_MARGIN),
  acetazolamide: both(WIDE_MARGIN),
  dantrolene: both(WIDE_MARGIN),
  lidocaine: both(LIDOCAINE_TRIED),
  isoxsuprine: both(NOT_FOR_PETS),
  pyrilamine: both(ANTIHISTAMINE_TABLE_TRIED),
  acrivastine: both(ANTIHISTAMINE_TABLE_TRIED),
  levocetirizine: both(ANTIHISTAMINE_TABLE_TRIED),
  pholcodine: both(NOT_FOR_PETS),
  lansoprazole: both(PPI_TRIED),
  'sodium alginate': both(NOT_FOR_PETS),
  simethicone: both(NOT_FOR_PETS_TRIED),
  methenamine: both(NOT_FOR_PETS),
  'cranberry extract': both(NOT_FOR_PETS_TRIED),
};

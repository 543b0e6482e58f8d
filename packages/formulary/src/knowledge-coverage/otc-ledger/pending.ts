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

// prettier-ignore
export const PENDING_THRESHOLDS: Readonly<Record<string, ThresholdRecord>> = {
  esomeprazole: both(PPI_TRIED),
  docusate: both(WIDE_MARGIN),
  sucralfate: both(SUCRALFATE_TRIED),
  'polyethylene glycol 3350': both(WIDE_MARGIN),
  gabapentin: both(WIDE_MARGIN),
  doxycycline: both(WIDE_MARGIN),
  ciprofloxacin: both(WIDE_MARGIN),
  sulfamethoxazole: both(WIDE_MARGIN),
  trimethoprim: both(WIDE_MARGIN),
  rifampin: both(WIDE_MARGIN),
  acetazolamide: both(WIDE_MARGIN),
  dantrolene: both(WIDE_MARGIN),
  lidocaine: both(WIDE_MARGIN),
  isoxsuprine: both(NOT_FOR_PETS),
  pyrilamine: both(NOT_FOR_PETS),
  acrivastine: both(NOT_FOR_PETS),
  levocetirizine: both(NOT_FOR_PETS),
  pholcodine: both(NOT_FOR_PETS),
  lansoprazole: both(PPI_TRIED),
  'sodium alginate': both(NOT_FOR_PETS),
  simethicone: both(NOT_FOR_PETS),
  methenamine: both(NOT_FOR_PETS),
  'cranberry extract': both(NOT_FOR_PETS),
};

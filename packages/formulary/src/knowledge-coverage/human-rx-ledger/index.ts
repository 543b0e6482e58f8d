import type { Species } from '@pawrx/contracts/enums';
import { DRUGS } from '../../engine/drug-index';
import { DOSE_RANGES } from '../../knowledge/dose-ranges';
import { RECORD_SPECIES_RULES } from '../../knowledge/products/all-records';
import { HUMAN_RX_EXPOSURE_RULES } from '../../knowledge/species-rules-human-rx';
import { MORE_SPECIES_RULES } from '../../knowledge/species-rules-more';
import { SPECIES_DRUG_RULES } from '../../knowledge/species-toxicity-rules';
import { NERVOUS_SYSTEM_INGESTIONS } from './nervous-system';
import { OTHER_INGESTIONS } from './other';
import { isReading, type HumanRxIngestion, type IngestionEnforcement } from './types';

export * from './types';

// The human prescription medicines dogs and cats swallow, counted (`npm run eval:coverage`): a
// drug counts when, for the dog or the cat, a reference reading is recorded and every row it cites
// holds it in the data (a toxic dose, a dose maximum, a not-used row or a species rule).
// human-rx-ledger.test.ts runs the typed names and counted doses through the engine.

export const HUMAN_RX_INGESTIONS: readonly HumanRxIngestion[] = [
  ...NERVOUS_SYSTEM_INGESTIONS,
  ...OTHER_INGESTIONS,
];

export const HUMAN_RX_INGESTION_LINE =
  'human prescription medicines pets swallow with a toxic dose per kg or an any-amount reading held by a row';

const SPECIES_RULES = [
  ...SPECIES_DRUG_RULES,
  ...MORE_SPECIES_RULES,
  ...RECORD_SPECIES_RULES,
  ...HUMAN_RX_EXPOSURE_RULES,
];

const systemicRow = (drug: string, species: Species) =>
  DOSE_RANGES.find((r) => r.drug === drug && r.species.includes(species) && !r.routes);

/** The row the enforcement cites exists and says what the ledger says, for this drug and species. */
export function enforcementHolds(
  drug: string,
  species: Species,
  by: IngestionEnforcement,
): boolean {
  if ('toxicRow' in by) {
    return DOSE_RANGES.some(
      (r) => r.drug === drug && r.species.includes(species) && r.toxicMgKg === by.toxicRow,
    );
  }
  if ('doseMaximum' in by) return systemicRow(drug, species)?.maxPerDose === by.doseMaximum;
  if ('notUsedRow' in by) {
    const row = systemicRow(drug, species);
    return row?.notUsed !== undefined && row.notUsedRisk === by.notUsedRow;
  }
  if ('speciesRule' in by) {
    const rule = SPECIES_RULES.find((r) => r.id === by.speciesRule);
    const classes = DRUGS.get(drug)?.classes;
    return (
      rule !== undefined &&
      rule.species.includes(species) &&
      !rule.match.except?.includes(drug) &&
      (rule.match.drugs?.includes(drug) === true ||
        rule.match.classes?.some((c) => classes?.has(c)) === true)
    );
  }
  return false;
}

/** Read for this species, and every row cited holds it (a `notEnforced` reading is not counted). */
export function speciesReadingHeld(entry: HumanRxIngestion, species: 'dog' | 'cat'): boolean {
  const reading = entry[species];
  if (!isReading(reading)) return false;
  const rows = reading.enforcedBy.filter((by) => !('notEnforced' in by));
  return rows.length > 0 && rows.every((by) => enforcementHolds(entry.drug, species, by));
}

export const humanRxIngestionRead = (entry: HumanRxIngestion): boolean =>
  speciesReadingHeld(entry, 'dog') || speciesReadingHeld(entry, 'cat');

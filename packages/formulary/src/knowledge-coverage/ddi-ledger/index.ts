import type { ClassId } from '../../knowledge/classes';
import { ANTIMICROBIALS_DDI } from './antimicrobials';
import { CARDIO_RENAL_DDI } from './cardio-renal';
import { GUT_DDI } from './gut';
import { HORMONES_DDI } from './hormones';
import { IMMUNE_SKIN_CANCER_DDI } from './immune-skin-cancer';
import { NERVOUS_SYSTEM_DDI } from './nervous-system';
import { PAIN_DDI } from './pain';
import { PARASITICIDES_DDI } from './parasiticides';
import { DDI_SECTIONS, type DdiSection } from './sections';
import { isRead, type DdiRecord } from './types';

export * from './sections';
export * from './types';

// The interaction ledger (decision 056), one file per class section of classes.ts. A catalogue
// class without a record, or with a pending one, is a gap of eval:coverage.

export const DDI_LEDGER_BY_SECTION: Readonly<Record<DdiSection, readonly DdiRecord[]>> = {
  pain: PAIN_DDI,
  'nervous-system': NERVOUS_SYSTEM_DDI,
  antimicrobials: ANTIMICROBIALS_DDI,
  parasiticides: PARASITICIDES_DDI,
  'cardio-renal': CARDIO_RENAL_DDI,
  gut: GUT_DDI,
  hormones: HORMONES_DDI,
  'immune-skin-cancer': IMMUNE_SKIN_CANCER_DDI,
};

export const DDI_LEDGER: readonly DdiRecord[] = Object.values(DDI_LEDGER_BY_SECTION).flat();

/** Every class of the medicine sections (the counted ones are those a catalogue drug carries). */
export const DDI_SECTION_CLASSES: readonly ClassId[] = Object.values(DDI_SECTIONS).flat();

/** The class's interaction section was read (its record is there and not pending). */
export function ddiClassRead(id: ClassId): boolean {
  return DDI_LEDGER.some((record) => record.class === id && isRead(record));
}

/** Drugs whose interaction section was read, over every read record. */
export function ddiDrugsRead(): string[] {
  return [...new Set(DDI_LEDGER.filter(isRead).flatMap((r) => r.drugs))].sort();
}

import type { DoseWarning, Medication } from '@pawrx/contracts/medications';
import type { MedicationRoute, MedicationStatus } from '@pawrx/contracts/enums';
import { MEDICATION_ROUTES, MEDICATION_STATUSES } from '@pawrx/contracts/enums';
import { asSupplyUnit } from '@pawrx/contracts/dose-schedule';
import type { SupplyState } from '@pawrx/contracts/supply-state';
import type { MedicationRow } from './medications.repository';

const asRoute = (value: string): MedicationRoute | '' =>
  (MEDICATION_ROUTES as readonly string[]).includes(value) ? (value as MedicationRoute) : '';
export const asStatus = (value: string): MedicationStatus =>
  (MEDICATION_STATUSES as readonly string[]).includes(value)
    ? (value as MedicationStatus)
    : 'active';

/**
 * The one place a medication row becomes the wire medication of spec §3. The supply state
 * (medication-supply.ts) needs the owner's calendar and the refill reminders, so it comes in.
 */
export function toMedication(
  row: MedicationRow,
  doseWarning: DoseWarning | null,
  supply: SupplyState,
): Medication {
  return {
    _id: row.id,
    petId: row.petId,
    name: row.name,
    brandName: row.brandName,
    dosage: row.dosage,
    frequency: row.frequency,
    route: asRoute(row.route),
    startDate: row.startDate,
    endDate: row.endDate,
    prescribedBy: row.prescribedBy,
    reason: row.reason,
    instructions: row.instructions,
    status: asStatus(row.status),
    doseTimes: row.doseTimes,
    remindersEnabled: row.remindersEnabled,
    supplyQuantity: row.supplyQuantity,
    supplyUnit: asSupplyUnit(row.supplyUnit),
    amountPerDose: row.amountPerDose,
    supplyRunsOutOn: supply.runsOutOn,
    supply,
    doseWarning,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

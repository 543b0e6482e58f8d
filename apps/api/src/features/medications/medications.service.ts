import {
  canMoveStatus,
  FINAL_MEDICATION_STATUSES,
  isCurrentStatus,
  MEDICATION_EXTRA_MESSAGES,
  type Medication,
  type MedicationCreate,
  type MedicationList,
  type MedicationUpdate,
} from '@pawrx/contracts/medications';
import type { MedicationStatus } from '@pawrx/contracts/enums';
import { MEDICATION_MESSAGES } from '@pawrx/contracts/messages';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { recordActivity } from '../../lib/activity';
import { requirePetRight, type Actor } from '../../lib/pet-access';
import { ownerTimeZone, ownerToday } from '../../lib/owner-time-zone';
import { doseWarningAt } from '@pawrx/formulary/engine/dose-recheck';
import { loadPetForCheck } from '../../lib/pet-for-check';
import { asStatus, toMedication } from './medications.mapper';
import { supplyStates } from './medication-supply';
import * as repo from './medications.repository';

type Ctx = Pick<AppContext, 'db' | 'now' | 'petProfiles'>;

/** Newest first by one date-only key (missing dates last), then by creation, newest first. */
const byDateDesc =
  (key: 'startDate' | 'endDate') =>
  (a: Medication, b: Medication): number => {
    const [x, y] = [a[key], b[key]];
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return x < y ? 1 : -1;
    }
    return a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;
  };

/** current = active and paused, newest start first; history = ended ones, latest end first. */
function splitMedications(list: Medication[]): MedicationList {
  return {
    current: list.filter((m) => isCurrentStatus(m.status)).sort(byDateDesc('startDate')),
    history: list.filter((m) => !isCurrentStatus(m.status)).sort(byDateDesc('endDate')),
  };
}

/** 'YYYY-MM-DD' of the server's clock in UTC: the fallback end date when a course ends. */
const todayOf = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * The end date a medication gets when it reaches a final status without one: today, or its
 * start date when that lies in the future (an end never precedes a start).
 */
function endDateFor(status: MedicationStatus, start: string | null, end: string | null, now: Date) {
  if (end || !FINAL_MEDICATION_STATUSES.includes(status)) return end;
  const today = todayOf(now);
  return start && start > today ? start : today;
}

function assertDatesInOrder(start: string | null, end: string | null): void {
  if (start && end && end < start)
    throw AppError.badRequest(MEDICATION_EXTRA_MESSAGES.endBeforeStart, [
      { path: 'endDate', message: MEDICATION_EXTRA_MESSAGES.endBeforeStart },
    ]);
}

/**
 * The wire medications with the dose warning of each current one at the pet's stored weight
 * (issue 24 item 6) and each one's supply state on the owner's calendar (item 5): worked out on
 * every read, so they show until the dose, the weight or the supply changes.
 */
async function withDoseWarnings(
  ctx: Ctx,
  userId: string,
  petId: string,
  ownerId: string,
  rows: readonly repo.MedicationRow[],
): Promise<Medication[]> {
  const current = rows.filter((row) => isCurrentStatus(asStatus(row.status)));
  const pet = current.length > 0 ? await loadPetForCheck(ctx, userId, petId) : null;
  const supplies = await supplyStates(
    ctx.db,
    rows,
    ctx.now(),
    await ownerTimeZone(ctx.db, ownerId),
  );
  return rows.map((row) =>
    toMedication(
      row,
      pet && current.includes(row) ? doseWarningAt(pet, row) : null,
      supplies.get(row.id)!,
    ),
  );
}

export async function list(ctx: Ctx, userId: string, petId: string): Promise<MedicationList> {
  const { ownerId } = await requirePetRight(ctx, userId, petId, 'read');
  const rows = await repo.listMedications(ctx.db, petId);
  return splitMedications(await withDoseWarnings(ctx, userId, petId, ownerId, rows));
}

/** What changed, for the activity log: "paused", or the edited fields. */
function changeSummary(before: repo.MedicationRow, after: repo.MedicationRow): string {
  if (before.status !== after.status) return `${after.name}: ${after.status}`;
  const fields = (Object.keys(after) as (keyof repo.MedicationRow)[]).filter(
    (key) => key !== 'updatedAt' && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return `${after.name}: ${fields.length ? fields.join(', ') : 'no change'}`;
}

const log = (
  ctx: Ctx,
  actor: Actor,
  petId: string,
  action: 'added' | 'updated' | 'deleted',
  summary: string,
) =>
  recordActivity(ctx.db, {
    petId,
    actor,
    action: `medication.${action}`,
    summary,
    at: ctx.now(),
  });

export async function create(
  ctx: Ctx,
  actor: Actor,
  petId: string,
  body: MedicationCreate,
): Promise<Medication> {
  const { ownerId } = await requirePetRight(ctx, actor.id, petId, 'write-medications');
  assertDatesInOrder(body.startDate, body.endDate);
  const endDate = endDateFor(body.status, body.startDate, body.endDate, ctx.now());
  const supplyCountedOn =
    body.supplyQuantity !== null ? await ownerToday(ctx.db, ownerId, ctx.now()) : null;
  const row = await repo.insertMedication(ctx.db, { ...body, endDate, petId, supplyCountedOn });
  await log(ctx, actor, petId, 'added', [row.name, row.dosage].filter(Boolean).join(' '));
  const [medication] = await withDoseWarnings(ctx, actor.id, petId, ownerId, [row]);
  return medication!;
}

/**
 * A partial update: unsent fields keep their values; status moves follow canMoveStatus. The
 * medication's row is locked for the read-check-write, so two moves sent at once apply one after
 * the other and each transition is recorded from the status it really left.
 */
export async function update(
  ctx: Ctx,
  actor: Actor,
  petId: string,
  medicationId: string,
  patch: MedicationUpdate,
): Promise<Medication> {
  const { ownerId } = await requirePetRight(ctx, actor.id, petId, 'write-medications');
  const updated = await ctx.db.transaction(async (db) => {
    const existing = await repo.lockMedication(db, petId, medicationId);
    if (!existing) throw AppError.notFound(MEDICATION_MESSAGES.notFound);
    const from = asStatus(existing.status);
    const status = patch.status ?? from;
    if (!canMoveStatus(from, status))
      throw AppError.conflict(MEDICATION_EXTRA_MESSAGES.finalStatus(from));

    const now = ctx.now();
    const startDate = patch.startDate !== undefined ? patch.startDate : existing.startDate;
    const sentEnd = patch.endDate !== undefined ? patch.endDate : existing.endDate;
    const endDate = status !== from ? endDateFor(status, startDate, sentEnd, now) : sentEnd;
    assertDatesInOrder(startDate, endDate);

    const defined: Partial<repo.NewMedicationRow> = Object.fromEntries(
      Object.entries(patch).filter(([, v]) => v !== undefined),
    );
    // A new count of the supply restarts the countdown from today.
    if (patch.supplyQuantity !== undefined && patch.supplyQuantity !== existing.supplyQuantity)
      defined.supplyCountedOn =
        patch.supplyQuantity === null ? null : await ownerToday(db, ownerId, now);
    const row = await repo.updateMedication(
      db,
      petId,
      medicationId,
      { ...defined, status, endDate },
      now,
    );
    if (!row) throw AppError.notFound(MEDICATION_MESSAGES.notFound);
    // The timeline shows when a course was paused and resumed; the row keeps only its last status.
    if (status !== from)
      await repo.insertStatusChange(db, {
        medicationId,
        petId,
        fromStatus: from,
        toStatus: status,
        date: await ownerToday(db, ownerId, now),
      });
    await log({ ...ctx, db }, actor, petId, 'updated', changeSummary(existing, row));
    return row;
  });
  const [medication] = await withDoseWarnings(ctx, actor.id, petId, ownerId, [updated]);
  return medication!;
}

export async function remove(
  ctx: Ctx,
  actor: Actor,
  petId: string,
  medicationId: string,
): Promise<void> {
  await requirePetRight(ctx, actor.id, petId, 'write-medications');
  const name = await repo.deleteMedication(ctx.db, petId, medicationId);
  if (name === undefined) throw AppError.notFound(MEDICATION_MESSAGES.notFound);
  await log(ctx, actor, petId, 'deleted', name);
}

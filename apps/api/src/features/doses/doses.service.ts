import {
  DOSE_MESSAGES,
  LOG_AHEAD_HOURS,
  type Dose,
  type DoseLogBody,
  type DoseRangeQuery,
} from '@pawrx/contracts/doses';
import { MEDICATION_MESSAGES } from '@pawrx/contracts/messages';
import { addDays, zonedToUtc } from '@pawrx/contracts/zoned-time';
import { expandDoses } from '@pawrx/formulary/schedule/dose-times';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { doseSummary, isScheduledDose, recordDose, scheduleOf } from '../../lib/dose-log';
import { recordActivity } from '../../lib/activity';
import { requirePetRight, type Actor } from '../../lib/pet-access';
import { ownerTimeZone } from '../../lib/owner-time-zone';
import { toDose } from './doses.mapper';
import * as repo from './doses.repository';

type Ctx = Pick<AppContext, 'db' | 'now'>;
const key = (medicationId: string, at: Date) => `${medicationId}@${at.getTime()}`;

/**
 * Every scheduled dose of the pet's active medications on the local days from..to, plus extras.
 * Days and dose times are the owner's wall clock, whoever reads them.
 */
export async function list(
  ctx: Ctx,
  userId: string,
  petId: string,
  range: DoseRangeQuery,
): Promise<Dose[]> {
  const { ownerId } = await requirePetRight(ctx, userId, petId, 'read');
  const timeZone = await ownerTimeZone(ctx.db, ownerId);
  const start = zonedToUtc(range.from, '00:00', timeZone);
  const end = zonedToUtc(addDays(range.to, 1), '00:00', timeZone);
  const [meds, logs] = await Promise.all([
    repo.activeMedications(ctx.db, petId),
    repo.doseLogsBetween(ctx.db, petId, start, end),
  ]);
  const logByKey = new Map(logs.map((l) => [key(l.medicationId, l.scheduledAt), l]));
  const now = ctx.now();
  const doses: Dose[] = [];
  for (const med of meds) {
    const seen = new Set<string>();
    for (const at of expandDoses(scheduleOf(med, timeZone), range.from, range.to, timeZone)) {
      seen.add(key(med.id, at));
      doses.push(toDose(med, at, logByKey.get(key(med.id, at)), now));
    }
    // Extra doses, and logs of times the schedule no longer has, still belong in the record.
    for (const log of logs)
      if (log.medicationId === med.id && !seen.has(key(med.id, log.scheduledAt)))
        doses.push(toDose(med, log.scheduledAt, log, now));
  }
  return doses.sort(
    (a, b) =>
      a.scheduledAt.localeCompare(b.scheduledAt) ||
      a.medicationName.localeCompare(b.medicationName),
  );
}

/** Logs a scheduled dose (or, without scheduledAt, an extra dose given now). */
export async function log(
  ctx: Ctx,
  user: Actor,
  petId: string,
  medicationId: string,
  body: DoseLogBody,
): Promise<Dose> {
  const { ownerId } = await requirePetRight(ctx, user.id, petId, 'log-doses');
  const timeZone = await ownerTimeZone(ctx.db, ownerId);
  const med = await repo.findPetMedication(ctx.db, petId, medicationId);
  if (!med) throw AppError.notFound(MEDICATION_MESSAGES.notFound);
  if (med.status !== 'active') throw AppError.conflict(DOSE_MESSAGES.notActive);
  const now = ctx.now();
  const scheduledAt = body.scheduledAt ? new Date(body.scheduledAt) : now;
  if (body.scheduledAt) {
    if (!isScheduledDose(med, scheduledAt, timeZone))
      throw AppError.badRequest(DOSE_MESSAGES.notScheduled, [
        { path: 'scheduledAt', message: DOSE_MESSAGES.notScheduled },
      ]);
    if (scheduledAt.getTime() - now.getTime() > LOG_AHEAD_HOURS * 3600_000)
      throw AppError.badRequest(DOSE_MESSAGES.tooEarly, [
        { path: 'scheduledAt', message: DOSE_MESSAGES.tooEarly },
      ]);
  }
  const row = await recordDose(ctx.db, {
    medicationId,
    petId,
    scheduledAt,
    status: body.status,
    extra: !body.scheduledAt,
    note: body.note ?? '',
    loggedAt: now,
    loggedBy: user.id,
    loggedByName: user.name,
  });
  await recordActivity(ctx.db, {
    petId,
    actor: user,
    action: 'dose.logged',
    summary: doseSummary(med.name, body.status, body.scheduledAt ? scheduledAt : null, timeZone),
    at: now,
  });
  return toDose(med, scheduledAt, { ...row, userName: user.name }, now);
}

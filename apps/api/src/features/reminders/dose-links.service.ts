import { and, eq } from 'drizzle-orm';
import { medications, pets, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { recordActivity } from '../../lib/activity';
import {
  clockTime,
  doseSummary,
  findDoseLog,
  loggerName,
  recordDose,
  type DoseLogRow,
} from '../../lib/dose-log';
import { hasValidSignature, hashToken } from '../../lib/public-token';
import type { DoseLinkView } from './dose-link-page';
import { formatLocal } from './reminder-emails';
import { DOSE_LINK_PURPOSE } from './reminders.service';
import * as repo from './reminders.repository';

type Ctx = Pick<AppContext, 'db' | 'jwtSecret' | 'now'>;
type Link = NonNullable<Awaited<ReturnType<typeof repo.findLiveDoseLink>>>;

async function viewOf(ctx: Ctx, link: Link) {
  const [row] = await ctx.db
    .select({
      med: medications,
      petName: pets.name,
      userName: users.name,
      timezone: users.timezone,
    })
    .from(medications)
    .innerJoin(pets, eq(pets.id, medications.petId))
    .innerJoin(users, eq(users.id, pets.ownerId))
    .where(and(eq(medications.id, link.medicationId), eq(users.id, link.userId)))
    .limit(1);
  if (!row || row.med.status !== 'active') return undefined;
  const view: DoseLinkView & { timezone: string } = {
    timezone: row.timezone,
    action: link.action,
    petName: row.petName,
    medicationName: row.med.name,
    when: formatLocal(link.scheduledAt, row.timezone),
  };
  return { view, row };
}

const signed = (ctx: Ctx, token: string) =>
  hasValidSignature(ctx.jwtSecret, DOSE_LINK_PURPOSE, token);

/** The link's view saying who logged the dose already (the link logs nothing then). */
const alreadyView = (
  { timezone, ...view }: DoseLinkView & { timezone: string },
  log: DoseLogRow,
): DoseLinkView => ({
  ...view,
  already: { status: log.status, name: loggerName(log), time: clockTime(log.loggedAt, timezone) },
});

/**
 * What a live link would log, for the confirmation page; or who logged the dose already; undefined
 * when the link is not usable.
 */
export async function preview(ctx: Ctx, token: string): Promise<DoseLinkView | undefined> {
  if (!signed(ctx, token)) return undefined;
  const link = await repo.findLiveDoseLink(ctx.db, hashToken(token), ctx.now());
  const found = link && (await viewOf(ctx, link));
  if (!link || !found) return undefined;
  const logged = await findDoseLog(ctx.db, link.medicationId, link.scheduledAt);
  if (logged) return alreadyView(found.view, logged);
  const { timezone: _zone, ...view } = found.view;
  return view;
}

/**
 * Spends the link and logs the dose as the email's recipient; a dose someone logged already is
 * left as it is, and the view says who logged it (`already`).
 */
export async function use(ctx: Ctx, token: string): Promise<DoseLinkView | undefined> {
  if (!signed(ctx, token)) return undefined;
  const now = ctx.now();
  const link = await repo.consumeDoseLink(ctx.db, hashToken(token), now);
  if (!link) return undefined;
  const found = await viewOf(ctx, link);
  if (!found) return undefined;
  const { med, userName, timezone } = found.row;
  const recorded = await ctx.db.transaction(async (db) => {
    const result = await recordDose(db, {
      medicationId: link.medicationId,
      petId: med.petId,
      scheduledAt: link.scheduledAt,
      status: link.action,
      extra: false,
      note: '',
      loggedAt: now,
      loggedBy: link.userId,
      loggedByName: userName,
    });
    if ('logged' in result)
      await recordActivity(db, {
        petId: med.petId,
        actor: { id: link.userId, name: userName },
        action: 'dose.logged',
        summary: `${doseSummary(med.name, link.action, link.scheduledAt, timezone)}, ${link.channel === 'push' ? 'from a notification' : 'from an email link'}`,
        at: now,
      });
    return result;
  });
  if ('existing' in recorded) return alreadyView(found.view, recorded.existing);
  const { timezone: _zone, ...view } = found.view;
  return view;
}

import { and, eq } from 'drizzle-orm';
import { medications, pets, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { recordActivity } from '../../lib/activity';
import { doseSummary, recordDose } from '../../lib/dose-log';
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
  const view: DoseLinkView = {
    action: link.action,
    petName: row.petName,
    medicationName: row.med.name,
    when: formatLocal(link.scheduledAt, row.timezone),
  };
  return { view, row };
}

const signed = (ctx: Ctx, token: string) =>
  hasValidSignature(ctx.jwtSecret, DOSE_LINK_PURPOSE, token);

/** What a live link would log, for the confirmation page; undefined when it is not usable. */
export async function preview(ctx: Ctx, token: string): Promise<DoseLinkView | undefined> {
  if (!signed(ctx, token)) return undefined;
  const link = await repo.findLiveDoseLink(ctx.db, hashToken(token), ctx.now());
  return link ? (await viewOf(ctx, link))?.view : undefined;
}

/** Spends the link and logs the dose as the email's recipient. */
export async function use(ctx: Ctx, token: string): Promise<DoseLinkView | undefined> {
  if (!signed(ctx, token)) return undefined;
  const now = ctx.now();
  const link = await repo.consumeDoseLink(ctx.db, hashToken(token), now);
  if (!link) return undefined;
  const found = await viewOf(ctx, link);
  if (!found) return undefined;
  await recordDose(ctx.db, {
    medicationId: link.medicationId,
    petId: found.row.med.petId,
    scheduledAt: link.scheduledAt,
    status: link.action,
    extra: false,
    note: '',
    loggedAt: now,
    loggedBy: link.userId,
    loggedByName: found.row.userName,
  });
  await recordActivity(ctx.db, {
    petId: found.row.med.petId,
    actor: { id: link.userId, name: found.row.userName },
    action: 'dose.logged',
    summary: `${doseSummary(found.row.med.name, link.action, link.scheduledAt, found.row.timezone)}, from an email link`,
    at: now,
  });
  return found.view;
}

import { verify } from '@node-rs/argon2';
import { and, eq, inArray } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type DeleteAccountBody } from '@pawrx/contracts/account';
import { outbox, petMembers, pets, sessions, supportRequests, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { liveMembership } from '../../lib/pet-access';
import type { AppContext } from '../../lib/context';

// DELETE /api/account (issue 25 item 4, GDPR article 17): the account and everything it owns go in
// one transaction (an interruption leaves the account whole). Pets the person hands over move to
// the chosen active co-owner first; the rest cascade with the account (schema.ts: owned rows
// cascade, other people's records keep the name and lose the id).

export async function deleteAccount(
  ctx: AppContext,
  userId: string,
  body: { password: string; handOver: NonNullable<DeleteAccountBody['handOver']> },
): Promise<void> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  // 400 naming the field, as the email change does: a 401 would tell the web the session ended.
  if (!user || !(await verify(user.passwordHash, body.password)))
    throw AppError.badRequest(ACCOUNT_MESSAGES.passwordWrong, [
      { path: 'password', message: ACCOUNT_MESSAGES.passwordWrong },
    ]);
  const sessionIds = (
    await ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))
  ).map((s) => s.id);
  await ctx.db.transaction(async (tx) => {
    for (const { petId, toUserId } of body.handOver) {
      const [member] = await tx
        .select({ id: petMembers.id })
        .from(petMembers)
        .innerJoin(pets, eq(pets.id, petMembers.petId))
        .where(
          and(
            eq(petMembers.petId, petId),
            eq(pets.ownerId, userId),
            eq(petMembers.userId, toUserId),
            eq(petMembers.role, 'co-owner'),
            liveMembership(ctx.now()),
          ),
        );
      if (!member) throw AppError.badRequest(ACCOUNT_MESSAGES.handOverInvalid);
      await tx.delete(petMembers).where(eq(petMembers.id, member.id));
      await tx.update(pets).set({ ownerId: toUserId }).where(eq(pets.id, petId));
    }
    await tx.delete(supportRequests).where(eq(supportRequests.userId, userId));
    // Mail not yet sent to the address goes too; sent mail keeps only metadata (decision 033).
    await tx
      .delete(outbox)
      .where(and(eq(outbox.to, user.email), inArray(outbox.status, ['queued', 'stored'])));
    await tx.delete(users).where(eq(users.id, userId));
    await ctx.mailer.enqueue(tx, {
      to: user.email,
      subject: 'Your PawRx account is deleted',
      text: `Hello ${user.name},\n\nYour PawRx account and everything it owned are deleted, as you asked.\n`,
    });
  });
  ctx.mailer.wake();
  for (const sessionId of sessionIds) await ctx.evict({ kind: 'session', sessionId });
  await ctx.evict({ kind: 'user', userId });
}

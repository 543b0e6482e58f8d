import type { SupportRequestBody } from '@pawrx/contracts/support';
import type { AppContext, AuthUser } from '../../lib/context';
import { supportEmail } from './support-email';
import { insertSupportRequest, setMailId } from './support.repository';

/**
 * Stores the request and its email to the support inbox in one transaction (so nothing the sender
 * wrote is lost, and the mail queue delivers it through an SMTP outage). The sender's address only
 * goes into Reply-To: the form never mails the address typed into it, or it would be a relay for
 * spam.
 */
export async function submitSupportRequest(
  ctx: Pick<AppContext, 'db' | 'env' | 'mailer' | 'now'>,
  request: SupportRequestBody,
  user: AuthUser | undefined,
): Promise<{ id: string; mailId: string }> {
  const saved = await ctx.db.transaction(async (tx) => {
    const id = await insertSupportRequest(tx, { ...request, userId: user?.id ?? null });
    const email = supportEmail(request, {
      requestId: id,
      receivedAt: ctx.now(),
      account: user ? { id: user.id, email: user.email } : null,
    });
    const mailId = await ctx.mailer.enqueue(tx, {
      to: ctx.env.SUPPORT_INBOX,
      ...email,
      replyTo: request.email,
    });
    await setMailId(tx, id, mailId);
    return { id, mailId };
  });
  ctx.mailer.wake();
  return saved;
}

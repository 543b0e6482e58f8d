import type { SupportRequestBody } from '@pawrx/contracts/support';
import type { AppContext, AuthUser } from '../../lib/context';
import type { DeliveryStatus } from '../../lib/mailer';
import { supportEmail } from './support-email';
import { insertSupportRequest, setEmailStatus } from './support.repository';

/**
 * Stores the request first (so nothing the sender wrote is lost), then mails it to the support
 * inbox and records how that went. The sender's address only goes into Reply-To: the form never
 * mails the address typed into it, or it would be a relay for spam.
 */
export async function submitSupportRequest(
  ctx: Pick<AppContext, 'db' | 'env' | 'mailer' | 'now'>,
  request: SupportRequestBody,
  user: AuthUser | undefined,
): Promise<{ id: string; emailStatus: DeliveryStatus }> {
  const id = await insertSupportRequest(ctx.db, { ...request, userId: user?.id ?? null });
  const email = supportEmail(request, {
    requestId: id,
    receivedAt: ctx.now(),
    account: user ? { id: user.id, email: user.email } : null,
  });
  // MailMessage has no replyTo field; the Mailer hands the whole message to nodemailer, which
  // sets Reply-To from it (a test checks the header arrives).
  const message = { to: ctx.env.SUPPORT_INBOX, ...email, replyTo: request.email };
  let emailStatus: DeliveryStatus;
  try {
    emailStatus = await ctx.mailer.send(message);
  } catch {
    emailStatus = 'failed';
  }
  await setEmailStatus(ctx.db, id, emailStatus);
  return { id, emailStatus };
}

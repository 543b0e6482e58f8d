import { eq } from 'drizzle-orm';
import type { SupportRequestBody } from '@pawrx/contracts/support';
import type { Db } from '../../db/client';
import { supportRequests } from '../../db/schema';
import type { DeliveryStatus } from '../../lib/mailer';

export async function insertSupportRequest(
  db: Db,
  request: SupportRequestBody & { userId: string | null },
): Promise<string> {
  const [row] = await db
    .insert(supportRequests)
    .values({ ...request, emailStatus: 'stored' })
    .returning({ id: supportRequests.id });
  return row!.id;
}

export async function setEmailStatus(db: Db, id: string, status: DeliveryStatus): Promise<void> {
  await db.update(supportRequests).set({ emailStatus: status }).where(eq(supportRequests.id, id));
}

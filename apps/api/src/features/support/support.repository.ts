import { eq } from 'drizzle-orm';
import type { SupportRequestBody } from '@pawrx/contracts/support';
import type { Db } from '../../db/client';
import { supportRequests } from '../../db/schema';

export async function insertSupportRequest(
  db: Db,
  request: SupportRequestBody & { userId: string | null },
): Promise<string> {
  const [row] = await db
    .insert(supportRequests)
    .values(request)
    .returning({ id: supportRequests.id });
  return row!.id;
}

export async function setMailId(db: Db, id: string, mailId: string): Promise<void> {
  await db.update(supportRequests).set({ mailId }).where(eq(supportRequests.id, id));
}

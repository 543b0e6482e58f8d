import { eq } from 'drizzle-orm';
import { localDateOf } from '@pawrx/contracts/zoned-time';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** The account's IANA zone (UTC when the account is gone). */
export async function ownerTimeZone(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ timezone: users.timezone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.timezone ?? 'UTC';
}

/** Today's date on the account's wall calendar. */
export const ownerToday = async (db: Db, userId: string, now: Date): Promise<string> =>
  localDateOf(now, await ownerTimeZone(db, userId));

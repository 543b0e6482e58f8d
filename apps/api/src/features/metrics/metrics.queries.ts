import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';

// The queue gauges, read from the tables at scrape time (one small query each): the rows are the
// truth across processes, so no counter can drift from them.

export interface MailQueueStats {
  pending: number;
  failed: number;
  dead: number;
  oldestPendingAgeSeconds: number;
}

export async function mailQueueStats(db: Db, now: Date): Promise<MailQueueStats> {
  // 'queued' rows that were already tried once are retrying: counted as failed, not pending.
  const [row = {}] = await queryRows<Record<string, string | number | null>>(
    db,
    sql`
    SELECT
      count(*) FILTER (WHERE status = 'queued' AND attempts = 0) AS pending,
      count(*) FILTER (WHERE (status = 'queued' AND attempts > 0) OR status = 'failed') AS failed,
      count(*) FILTER (WHERE status = 'dead') AS dead,
      min(created_at) FILTER (WHERE status = 'queued') AS oldest
    FROM outbox
    WHERE status IN ('queued', 'failed', 'dead')`,
  );
  const oldest = row.oldest ? new Date(row.oldest).getTime() : undefined;
  return {
    pending: Number(row.pending ?? 0),
    failed: Number(row.failed ?? 0),
    dead: Number(row.dead ?? 0),
    oldestPendingAgeSeconds: oldest ? Math.max(0, (now.getTime() - oldest) / 1000) : 0,
  };
}

export interface ReminderQueueStats {
  planned: number;
  due: number;
  sending: number;
  failed: number;
}

export async function reminderQueueStats(db: Db, now: Date): Promise<ReminderQueueStats> {
  const at = now.toISOString();
  const [row = {}] = await queryRows<Record<string, string | number | null>>(
    db,
    sql`
    SELECT
      count(*) FILTER (WHERE status = 'pending' AND due_at > ${at}) AS planned,
      count(*) FILTER (WHERE status = 'pending' AND due_at <= ${at}
        AND (lease_until IS NULL OR lease_until <= ${at})) AS due,
      count(*) FILTER (WHERE status = 'pending' AND lease_until > ${at}) AS sending,
      count(*) FILTER (WHERE status = 'failed') AS failed
    FROM reminder_sends
    WHERE status IN ('pending', 'failed')`,
  );
  return {
    planned: Number(row.planned ?? 0),
    due: Number(row.due ?? 0),
    sending: Number(row.sending ?? 0),
    failed: Number(row.failed ?? 0),
  };
}

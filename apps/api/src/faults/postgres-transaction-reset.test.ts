import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { adminQuery, createTestDatabase } from './support/test-database';

// Fault (found by CI in the PostgreSQL outage test, one run in six): a pooled connection that
// breaks while it is checked out for a transaction, between two of its statements, emitted an
// 'error' event nobody listened to, and the worker process died. The pool only listens to idle
// connections. Now the transaction fails, the loss is reported, and the process carries on.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
const uncaught: unknown[] = [];
const recordUncaught = (error: unknown) => uncaught.push(error);

beforeAll(async () => {
  database = await createTestDatabase();
  db = await openDatabase({ databaseUrl: database.url(), poolSize: 2 });
  process.on('uncaughtException', recordUncaught);
});
afterAll(async () => {
  process.off('uncaughtException', recordUncaught);
  await db?.close();
  await database?.drop();
});

describe('a connection that breaks inside a transaction', () => {
  it('fails the transaction, reports the loss, and the next query works', async () => {
    const lost: Error[] = [];
    db.onConnectionLost((error) => lost.push(error));

    const transaction = db.db.transaction(async (tx) => {
      // On PostgreSQL, execute answers node-postgres's result (rows); the Db type leaves it open.
      const result = (await tx.execute(sql`SELECT pg_backend_pid() AS pid`)) as {
        rows: Array<{ pid: number }>;
      };
      const pid = Number(result.rows[0]!.pid);
      // Ended from outside while no statement of ours is running: only the socket hears it.
      await adminQuery(`SELECT pg_terminate_backend(${pid})`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`SELECT 1`);
    });

    await expect(transaction).rejects.toThrow();
    expect(uncaught).toEqual([]);
    expect(lost.length).toBeGreaterThan(0);
    await expect(db.ping()).resolves.toBeUndefined();
  });
});

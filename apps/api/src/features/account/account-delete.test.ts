import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { ACCOUNT_MESSAGES } from '@pawrx/contracts/account';
import * as schema from '../../db/schema';
import { call } from '../../test/sharing-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { richAccount, type RichAccount } from './account.test-helpers';

/** registerUser's password for every test account. */
const PASSWORD = 'secret-pass-1';
let t: TestApp;
let world: RichAccount;

beforeAll(async () => {
  t = await createTestApp();
  world = await richAccount(t.app, 'd');
});
afterAll(() => t.close());

/** Rows in every table whose uuid columns hold `userId`. */
async function rowsReferencing(userId: string) {
  const counts: Record<string, number> = {};
  for (const table of Object.values(schema).filter((v: unknown): v is PgTable => is(v, PgTable))) {
    const uuidColumns = Object.values(getTableColumns(table)).filter(
      (c) => c.columnType === 'PgUUID',
    );
    for (const column of uuidColumns) {
      const result = await t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = ${userId}`,
      );
      const n = (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
      if (n) counts[`${getTableName(table)}.${column.name}`] = n;
    }
  }
  return counts;
}

describe('DELETE /api/account', () => {
  it('refuses a wrong password (400 naming it, not 401: the session stays) and deletes nothing', async () => {
    const res = await call(t.app, world.owner, 'DELETE', '/api/account', {
      password: 'wrong-one-1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'password', message: ACCOUNT_MESSAGES.passwordWrong },
    ]);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.passwordWrong);
    expect(Object.keys(await rowsReferencing(world.owner.userId)).length).toBeGreaterThan(3);
  });

  it('names the missing password (400)', async () => {
    const res = await call(t.app, world.owner, 'DELETE', '/api/account', {});
    expect(res.statusCode).toBe(400);
  });

  it('leaves the account whole when the deletion fails midway', async () => {
    await t.database.db.execute(sql`
      CREATE FUNCTION fail_delete() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'connection lost'; END $$`);
    await t.database.db.execute(
      sql`CREATE TRIGGER fail_delete BEFORE DELETE ON users FOR EACH ROW EXECUTE FUNCTION fail_delete()`,
    );
    const before = await rowsReferencing(world.owner.userId);
    try {
      const res = await call(t.app, world.owner, 'DELETE', '/api/account', {
        password: PASSWORD,
        handOver: [{ petId: world.petId, toUserId: world.coOwner.userId }],
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER fail_delete ON users`);
      await t.database.db.execute(sql`DROP FUNCTION fail_delete()`);
    }
    expect(await rowsReferencing(world.owner.userId)).toEqual(before);
    expect((await call(t.app, world.owner, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('hands a pet to the chosen co-owner, removes the rest, and sign-in fails after', async () => {
    const res = await call(t.app, world.owner, 'DELETE', '/api/account', {
      password: PASSWORD,
      handOver: [{ petId: world.petId, toUserId: world.coOwner.userId }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsReferencing(world.owner.userId)).toEqual({});
    const pet = await call(t.app, world.coOwner, 'GET', `/api/pets/${world.petId}`);
    expect(pet.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: world.owner.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    const me = await call(t.app, world.owner, 'GET', '/api/auth/me');
    expect(me.statusCode).toBe(401);
    const mail = await t.database.db
      .select()
      .from(schema.outbox)
      .where(sql`${schema.outbox.to} = ${world.owner.email}`);
    expect(mail.map((m) => m.subject)).toEqual(['Your PawRx account is deleted']);
  });
});

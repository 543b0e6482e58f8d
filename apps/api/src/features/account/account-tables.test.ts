import { describe, expect, it } from 'vitest';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';
import { EXPORTED_TABLES, LEFT_OUT_TABLES } from './account-tables';
import { columnsOf } from './account.repository';

// A table added to schema.ts must be classified for the account's export (and so its deletion):
// exported, or left out with the reason. This test is what makes that decision unmissable.

const schemaTables = Object.values(schema).filter((value: unknown): value is PgTable =>
  is(value, PgTable),
);
const name = (table: PgTable) => getTableName(table);

describe('account tables', () => {
  it('classify every table of the schema exactly once', () => {
    const classified = [
      ...EXPORTED_TABLES.map((e) => e.table),
      ...LEFT_OUT_TABLES.map((l) => l.table),
    ];
    const unclassified = schemaTables.filter((t) => !classified.includes(t)).map(name);
    expect(unclassified, 'add these tables to account-tables.ts').toEqual([]);
    expect(new Set(classified.map(name)).size).toBe(classified.length);
    expect(classified.length).toBe(schemaTables.length);
  });

  it('give a reason for every table left out', () => {
    for (const { table, reason } of LEFT_OUT_TABLES)
      expect(reason.length, name(table)).toBeGreaterThan(10);
  });

  it.each(EXPORTED_TABLES.map((e) => [e.key, e] as const))(
    '%s names only columns its table has',
    (_key, spec) => {
      const columns = Object.keys(columnsOf(spec.table));
      for (const column of [...spec.omit, ...Object.keys(spec.refs), ...spec.orderBy])
        expect(columns, column).toContain(column);
    },
  );

  it('never exports a column that holds a secret', () => {
    for (const spec of EXPORTED_TABLES) {
      const exported = Object.keys(columnsOf(spec.table)).filter((c) => !spec.omit.includes(c));
      expect(
        exported.filter((c) => /hash|nonce|token|password/i.test(c)),
        spec.key,
      ).toEqual([]);
    }
  });
});

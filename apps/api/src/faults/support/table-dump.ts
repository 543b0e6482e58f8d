import { sql } from 'drizzle-orm';
import { openDatabase } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/**
 * Every row of every table (the app's and drizzle's migrations), each as JSON, sorted: two
 * databases with equal dumps hold the same records. Opens the folder itself (no server on it).
 */
export async function dumpEveryTable(dataDir: string): Promise<Map<string, string[]>> {
  const database = await openDatabase({ dataDir });
  try {
    const tables = await queryRows<{ schema: string; name: string }>(
      database.db,
      sql`SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
          WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE'
          ORDER BY 1, 2`,
    );
    const dump = new Map<string, string[]>();
    for (const { schema, name } of tables) {
      const rows = await queryRows<Record<string, unknown>>(
        database.db,
        sql.raw(`SELECT * FROM "${schema}"."${name}"`),
      );
      dump.set(`${schema}.${name}`, rows.map((row) => JSON.stringify(row)).sort());
    }
    return dump;
  } finally {
    await database.close();
  }
}

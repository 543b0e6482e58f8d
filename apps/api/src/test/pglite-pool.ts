import { PGlite } from '@electric-sql/pglite';
import { isTracing } from '../lib/tracing';

/**
 * In-memory databases for test apps, reused within a worker (decision 036). Starting a PGlite
 * from the run's migrated dump costs about half a second of CPU, and the API suite builds well
 * over a hundred apps; emptying a closed app's database costs a few milliseconds. A database goes
 * back to the pool only when it is exactly as migrated apart from its rows: no session state
 * (DISCARD ALL, which also refuses an open transaction), the same tables, columns, constraints,
 * indexes, triggers, functions and applied migrations as a fresh copy (a test that altered the
 * schema or the migration log, as the readiness probe's tests do, is not reused),
 * then every table emptied and every sequence restarted. Anything unexpected closes it instead.
 */

const MAX_IDLE = 3;
const idle: PGlite[] = [];

/** What a test could change about the schema, as one comparable string. */
const SHAPE_QUERY = `
  select concat_ws('|',
    (select string_agg(c.relname || ':' || c.relkind::text || ':' || c.relnatts::text, ',' order by c.relname)
       from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'),
    (select string_agg(conname || ':' || pg_get_constraintdef(oid), ',' order by conname)
       from pg_constraint where connamespace = 'public'::regnamespace),
    (select string_agg(tgname, ',' order by tgname) from pg_trigger where not tgisinternal),
    (select count(*)::text from pg_proc where pronamespace = 'public'::regnamespace),
    (select count(*)::text from drizzle.__drizzle_migrations)
  ) as shape`;

let migratedShape: Promise<string> | undefined;
let truncateAll: Promise<string> | undefined;

async function shapeOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ shape: string }>(SHAPE_QUERY);
  return rows[0]?.shape ?? '';
}

async function truncateStatement(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`,
  );
  return `TRUNCATE ${rows.map((r) => r.name).join(', ')} RESTART IDENTITY CASCADE`;
}

/** A migrated in-memory database: an emptied one from the pool, or a new copy of the dump. */
export async function takePglite(dump: Blob): Promise<PGlite> {
  const reused = idle.pop();
  if (reused) return reused;
  const client = new PGlite({ loadDataDir: dump });
  await client.waitReady;
  // Read from the first fresh copy, before any test has touched it.
  migratedShape ??= shapeOf(client);
  truncateAll ??= truncateStatement(client);
  await Promise.all([migratedShape, truncateAll]);
  return client;
}

/** Empties a closed test app's database back to its migrated state for the next app, or closes it. */
export async function givePgliteBack(client: PGlite): Promise<void> {
  if (client.closed) return;
  // Tracing wraps the client's query runner (db/client.ts): such a client is never handed on.
  try {
    if (isTracing() || idle.length >= MAX_IDLE || !migratedShape || !truncateAll)
      throw new Error('not reused');
    await client.exec('DISCARD ALL');
    if ((await shapeOf(client)) !== (await migratedShape)) throw new Error('schema changed');
    await client.exec(await truncateAll);
    idle.push(client);
  } catch {
    await client.close().catch(() => {});
  }
}

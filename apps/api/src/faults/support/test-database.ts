import { randomBytes } from 'node:crypto';
import pg from 'pg';

// A fresh database of our own on the PostgreSQL server the API suite uses, dropped at the end.
// Fault tests only ever break their own database's connections, never the shared server.

export const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

export async function adminQuery(sql: string, url = SERVER_URL): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<{
  name: string;
  url: (via?: { host: string; port: number }) => string;
  drop: () => Promise<void>;
}> {
  const name = `pawrx_fault_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  return {
    name,
    url(via) {
      const url = new URL(SERVER_URL);
      url.pathname = `/${name}`;
      if (via) {
        url.hostname = via.host;
        url.port = String(via.port);
      }
      return url.toString();
    },
    drop: async () => {
      await adminQuery(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

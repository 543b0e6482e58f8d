import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

/**
 * Runs once per `vitest run` of the API suite (decision 036): migrates one database, which every
 * createTestApp then copies instead of migrating its own (4–5 s each on this machine).
 * - Embedded (PGlite): a migrated in-memory database's data directory, dumped to a tar file.
 * - PostgreSQL (TEST_DATABASE_URL): a migrated template database, copied by CREATE DATABASE … TEMPLATE.
 * Each test app still gets a database of its own; only the migration work is shared.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a migrated PGlite data directory dump (tar), or '' on PostgreSQL. */
    pgliteDumpPath: string;
    /** Name of the migrated template database on TEST_DATABASE_URL's server, or '' on PGlite. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await migrateTemplateDatabase(serverUrl);
    project.provide('pgliteDumpPath', '');
    project.provide('postgresTemplate', template);
    return () => dropDatabase(serverUrl, template);
  }
  const dumpPath = await dumpMigratedPglite();
  project.provide('pgliteDumpPath', dumpPath);
  project.provide('postgresTemplate', '');
  return () => rm(dumpPath, { force: true });
}

/** Migrates an in-memory PGlite and writes its data directory to a tar file; returns its path. */
export async function dumpMigratedPglite(): Promise<string> {
  const client = new PGlite();
  const database = await openDatabase({ pglite: client });
  try {
    await database.migrate();
    // Uncompressed: each test file loads it, and un-gzipping costs more than reading the bytes.
    const dump = await client.dumpDataDir('none');
    const dumpPath = path.join(
      tmpdir(),
      `pawrx-test-db-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
    );
    await writeFile(dumpPath, new Uint8Array(await dump.arrayBuffer()));
    return dumpPath;
  } finally {
    await database.close();
  }
}

/** Creates and migrates a template database on the server; returns its name. */
export async function migrateTemplateDatabase(serverUrl: string): Promise<string> {
  const name = `pawrx_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    await dropDatabase(serverUrl, name);
    throw error;
  }
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  await database.close();
  return name;
}

export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

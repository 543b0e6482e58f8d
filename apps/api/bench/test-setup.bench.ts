// What one createTestApp costs before its first test (decision 036): a database migrated from
// scratch versus a copy of the run's migrated one, each followed by building the app. Wall and
// CPU time (CPU time is what other load on the machine disturbs least); PGlite, and PostgreSQL
// too when TEST_DATABASE_URL is set. Run: npx tsx bench/test-setup.bench.ts
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { openDatabase, type Database } from '../src/db/client';
import {
  dropDatabase,
  dumpMigratedPglite,
  migrateTemplateDatabase,
} from '../src/test/global-setup';

const RUNS = 3;
const env = loadEnv({ LOG_LEVEL: 'silent', APP_URL: 'http://localhost:3000' });

interface Sample {
  wallMs: number;
  cpuMs: number;
  /** The database's share of wallMs and cpuMs (the rest is building the app). */
  dbWallMs: number;
  dbCpuMs: number;
}

const cpuMsSince = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
};

/** Opens a database the given way, builds the app on it, and times both together. */
async function sample(open: () => Promise<{ database: Database; done: () => Promise<void> }>) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const { database, done } = await open();
  const dbWallMs = performance.now() - start;
  const dbCpuMs = cpuMsSince(cpu);
  const app = await buildApp({ env, database, logger: false });
  await app.ready();
  const result: Sample = {
    wallMs: performance.now() - start,
    cpuMs: cpuMsSince(cpu),
    dbWallMs,
    dbCpuMs,
  };
  await app.close();
  await database.close();
  await done();
  return result;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]!);
};
const summary = (samples: Sample[]) => ({
  wallMs: median(samples.map((s) => s.wallMs)),
  cpuMs: median(samples.map((s) => s.cpuMs)),
  dbWallMs: median(samples.map((s) => s.dbWallMs)),
  dbCpuMs: median(samples.map((s) => s.dbCpuMs)),
});

const nothing = async () => {};
const results: Record<string, ReturnType<typeof summary>> = {};

const dumpPath = await dumpMigratedPglite();
try {
  const dump = new Blob([await readFile(dumpPath)]);
  const migrated: Sample[] = [];
  const copied: Sample[] = [];
  for (let i = 0; i < RUNS; i++) {
    migrated.push(
      await sample(async () => {
        const database = await openDatabase({ dataDir: 'memory://' });
        await database.migrate();
        return { database, done: nothing };
      }),
    );
    copied.push(
      await sample(async () => ({
        database: await openDatabase({ pglite: new PGlite({ loadDataDir: dump }) }),
        done: nothing,
      })),
    );
  }
  results.pgliteMigrated = summary(migrated);
  results.pgliteCopied = summary(copied);
} finally {
  await rm(dumpPath, { force: true });
}

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const template = await migrateTemplateDatabase(serverUrl);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const openOnServer = async (fromTemplate: boolean) => {
    const name = `pawrx_bench_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}${fromTemplate ? ` TEMPLATE ${template}` : ''}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    if (!fromTemplate) await database.migrate();
    return { database, done: () => dropDatabase(serverUrl, name) };
  };
  try {
    const migrated: Sample[] = [];
    const copied: Sample[] = [];
    for (let i = 0; i < RUNS; i++) {
      migrated.push(await sample(() => openOnServer(false)));
      copied.push(await sample(() => openOnServer(true)));
    }
    results.postgresMigrated = summary(migrated);
    results.postgresCopied = summary(copied);
  } finally {
    await admin.end();
    await dropDatabase(serverUrl, template);
  }
}

console.log(
  JSON.stringify({
    bench: 'test-setup',
    runs: RUNS,
    loadAverage: Number(loadavg()[0]!.toFixed(2)),
    ...results,
  }),
);

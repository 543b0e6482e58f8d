import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';

// Real API processes for the scale tests: started from source with tsx, on loopback, on a
// scratch PostgreSQL database (dropped afterwards).

const apiDir = path.resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** Starts `src/server.ts` with `env`; resolves once /api/health answers (or the process exits). */
export async function startApi(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'scale-test-secret-that-is-long-enough-0123456789',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    base,
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  let done = false;
  void exited.then(() => (done = true));
  const started = Date.now();
  while (!done) {
    const res = await call(base, 'GET', '/api/health').catch(() => undefined);
    if (res?.status === 200) return server;
    if (Date.now() - started > 170_000) {
      await server.stop();
      throw new Error(`API did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return server;
}

/** Parsed JSON bodies, read loosely: the assertions check their shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ResponseJson = any;

/** One request on its own connection (so a cluster hands each to the next worker). */
export function call(
  base: string,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; json: () => ResponseJson }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      `${base}${url}`,
      {
        method,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: () => JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A fresh database on the TEST_DATABASE_URL server. */
export async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('the scale tests need TEST_DATABASE_URL (a PostgreSQL server)');
  const name = `pawrx_scale_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export const redisUrl = () => process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const uniquePrefix = () => `pawrx-test-${randomBytes(5).toString('hex')}:`;

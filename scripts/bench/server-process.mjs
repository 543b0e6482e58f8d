// Starts the built server for a benchmark (a fresh embedded database unless DATABASE_URL is given
// in extraEnv) and stops it again.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function startServer(port, extraEnv = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pawrx-bench-'));
  const child = spawnAndWait(path.join(root, 'apps/api/dist/server.js'), {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitHealthy(`${base}/api/health`, child);
  return {
    base,
    pid: child.pid,
    async stop() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Linux clock ticks per second for /proc/<pid>/stat's utime and stime. */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user + system) a process has used so far. Per request, this stays steady when
 * other work shares the cores, where requests per second do not.
 */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** The bare Fastify route the throughput bench compares against. */
export async function startBareServer(port) {
  const child = spawnAndWait(path.join(root, 'scripts/bench/bare-server.mjs'), {
    PORT: String(port),
  });
  const base = `http://127.0.0.1:${port}`;
  await waitHealthy(`${base}/bare`, child);
  return { base, pid: child.pid, stop: () => stopChild(child) };
}

// Children die with the bench, even when it fails half-way.
const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

function spawnAndWait(script, env) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.exited = new Promise((r) => child.once('exit', r)).then(() => children.delete(child));
  return child;
}

async function waitHealthy(url, child) {
  const started = Date.now();
  let exited = false;
  child.exited.then(() => (exited = true));
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (exited) throw new Error(`${url}: the server exited before it was ready`);
    if (Date.now() - started > 180_000) throw new Error(`${url}: the server did not start`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function stopChild(child) {
  if (child.exitCode === null) child.kill('SIGTERM');
  await child.exited;
}

export async function json(base, method, url, body, token) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = await res.json();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(payload)}`);
  return payload;
}

import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

// Runs the real server (src/server.ts through tsx's loader, in one process so signals and
// kill -9 reach the server itself) for the fault tests, and waits on it without fixed sleeps.

const apiDir = path.resolve(import.meta.dirname, '../../..');
const FAULT_JWT_SECRET = 'fault-test-signing-secret-0123456789abcdef';

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  base: string;
  port: number;
  /** Everything the process printed so far, stdout and stderr together. */
  output(): string;
  exited: Promise<Exit>;
  /** Resolves 'ready' once /api/health answers 200, or with the exit if the process ends first. */
  outcome(): Promise<'ready' | Exit>;
  ready(): Promise<void>;
  stop(): Promise<Exit>;
}

const running = new Set<ChildProcess>();

/** For afterEach: ends whatever a failed test left running (only processes started here). */
export function killLeftovers(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // PostgreSQL needs a signing secret from outside the database (decision 034).
      ...(env.DATABASE_URL ? { JWT_SECRET: FAULT_JWT_SECRET } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  let exit: Exit | undefined;
  void exited.then((e) => (exit = e));
  const base = `http://127.0.0.1:${port}`;

  async function outcome(): Promise<'ready' | Exit> {
    for (;;) {
      if (exit) return exit;
      try {
        const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) });
        await res.body?.cancel();
        if (res.status === 200) return 'ready';
      } catch {
        // not listening yet
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 100))]);
    }
  }

  return {
    child,
    pid: child.pid!,
    base,
    port,
    output: () => printed,
    exited,
    outcome,
    async ready() {
      const result = await outcome();
      if (result !== 'ready')
        throw new Error(`server exited (${JSON.stringify(result)}) before ready:\n${printed}`);
    },
    async stop() {
      if (!exit) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Polls `check` until it returns true; fails with `what` after `timeoutMs`. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function postJson(
  base: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
}

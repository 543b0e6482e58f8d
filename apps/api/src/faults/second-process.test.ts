import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { killLeftovers, postJson, spawnServer } from './support/server-process';

// Fault: a second `npm start` on the same data folder used to start silently, and each process
// then saw only its own writes. Now the folder's lock refuses it, and kill -9 leaves no stale lock.

const dataDir = mkdtempSync(path.join(tmpdir(), 'pawrx-fault-lock-'));
afterEach(killLeftovers);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('two server processes on one DATA_DIR', () => {
  it('refuses the second with a message naming the folder, and frees the folder after kill -9', async () => {
    const first = await spawnServer({ DATA_DIR: dataDir });
    await first.ready();
    const account = {
      name: 'Lock Owner',
      email: `lock-${randomBytes(4).toString('hex')}@example.com`,
      password: `kept-${randomBytes(6).toString('hex')}`,
    };
    expect((await postJson(first.base, '/api/auth/register', account)).status).toBe(201);

    const second = await spawnServer({ DATA_DIR: dataDir });
    const outcome = await second.outcome();
    expect(outcome).not.toBe('ready');
    expect(outcome).toMatchObject({ code: 1 });
    expect(second.output()).toContain(
      `The data folder ${path.resolve(dataDir)} is already in use by another PawRx process (process ${first.pid}).`,
    );
    expect(second.output()).not.toMatch(/\n\s+at /); // a message, not a stack trace

    // The first process is unharmed by the attempt.
    expect((await fetch(`${first.base}/api/health`)).status).toBe(200);

    // kill -9 gives the holder no chance to clean up; the kernel drops the lock with the process.
    first.child.kill('SIGKILL');
    expect(await first.exited).toMatchObject({ signal: 'SIGKILL' });

    const third = await spawnServer({ DATA_DIR: dataDir });
    await third.ready();
    const login = await postJson(third.base, '/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(login.status).toBe(200); // the write acknowledged by the killed process survived
    expect(await third.stop()).toMatchObject({ code: 0 });
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { killLeftovers, postJson, spawnServer } from './support/server-process';

// Fault: a server whose data folder disappeared while it ran (deleted by a cleanup job, an
// unmounted volume) hung on SIGTERM forever instead of exiting. Shutdown must end within 10 s
// whatever state the embedded database is in (decision 034, part 8).

const dirs: string[] = [];
afterEach(killLeftovers);
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const EXIT_BUDGET_MS = 10_000;

describe('SIGTERM after the data folder was deleted', () => {
  it.each([
    ['idle', false],
    ['after writes to the missing folder', true],
  ])('exits within 10 s (%s)', async (_what, write) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pawrx-fault-gone-'));
    dirs.push(dataDir);
    const server = await spawnServer({ DATA_DIR: dataDir });
    await server.ready();

    rmSync(dataDir, { recursive: true, force: true });
    if (write) {
      // Writes after the loss: PGlite keeps its files open, so these may even succeed.
      const answers = await Promise.all(
        Array.from({ length: 3 }, (_, i) =>
          postJson(server.base, '/api/auth/register', {
            name: 'Gone',
            email: `gone-${i}@example.com`,
            password: 'secret-pass-1',
            role: 'user',
          }).then(
            (res) => res.status,
            () => 'no answer',
          ),
        ),
      );
      console.info(`writes after the folder was deleted answered: ${answers.join(', ')}`);
    }

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const exit = await Promise.race([
      server.exited,
      new Promise<'still running'>((resolve) =>
        setTimeout(() => resolve('still running'), EXIT_BUDGET_MS + 5_000),
      ),
    ]);
    const exitedAfterMs = Date.now() - signalledAt;
    console.info(`exit ${JSON.stringify(exit)} ${exitedAfterMs} ms after SIGTERM`);
    expect(exit).not.toBe('still running');
    expect(exitedAfterMs).toBeLessThan(EXIT_BUDGET_MS);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { RawConnection, requestHead } from './support/raw-http';
import { killLeftovers, spawnServer } from './support/server-process';

// Fault: after SIGTERM the server used to wait up to 72 s (the keep-alive timeout) for clients
// whose request was in flight. Now requests in flight finish, every connection closes once idle,
// and the process exits with 0 well within 10 s, on SIGTERM and on SIGINT alike.

const dirs: string[] = [];
afterEach(killLeftovers);
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const EXIT_BUDGET_MS = 10_000;
const IN_FLIGHT = 3;
const demoLogin = JSON.stringify({ email: 'user@demo.com', password: 'demo123' });

describe.each(['SIGTERM', 'SIGINT'] as const)('%s with requests in flight', (signal) => {
  it('finishes them, closes idle keep-alive connections and exits 0 within 10 s', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pawrx-fault-stop-'));
    dirs.push(dataDir);
    const server = await spawnServer({ DATA_DIR: dataDir });
    await server.ready();

    // An idle keep-alive client: one finished request, then silence.
    const idle = await RawConnection.open(server.port);
    idle.write(requestHead('GET', '/api/health'));
    expect((await idle.response()).headers.connection).toBe('keep-alive');

    // Requests in flight: the server has read their headers (it said 100 Continue) and is
    // waiting for the body, which is only sent after the signal.
    const inFlight = await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        const connection = await RawConnection.open(server.port);
        connection.write(
          requestHead('POST', '/api/auth/login', {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(demoLogin),
            expect: '100-continue',
          }),
        );
        await connection.continued();
        return connection;
      }),
    );

    const signalledAt = Date.now();
    server.child.kill(signal);

    await idle.closed; // closed by the server, not left to its keep-alive timeout
    for (const connection of inFlight) connection.write(demoLogin);
    const answers = await Promise.all(inFlight.map((c) => c.response()));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ success: true });
      expect(answer.headers.connection).toBe('close');
    }
    await Promise.all(inFlight.map((c) => c.closed));

    const exit = await server.exited;
    const exitedAfterMs = Date.now() - signalledAt;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitedAfterMs).toBeLessThan(EXIT_BUDGET_MS);
    console.info(`${signal}: exited ${exitedAfterMs} ms after the signal`);
  });
});

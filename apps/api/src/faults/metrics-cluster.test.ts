import net from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from './support/test-database';
import { killLeftovers, spawnServer } from './support/server-process';

// Issue 26 item 1: under WEB_CONCURRENCY the primary serves the sum of every worker's metrics
// (prom-client's AggregatorRegistry over the cluster channel), and no worker serves its own.

let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
afterEach(killLeftovers);
afterAll(() => database?.drop());

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const HEALTH_COUNT =
  /^pawrx_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} (\d+)$/m;

describe('metrics with two workers', () => {
  it('the primary answers with the sum over both workers', async () => {
    database = await createTestDatabase();
    const metricsPort = await freePort();
    const server = await spawnServer({
      DATABASE_URL: database.url(),
      WEB_CONCURRENCY: '2',
      METRICS_PORT: String(metricsPort),
    });
    await server.ready();
    // New connections are handed round-robin: enough requests reach both workers.
    const pids = new Set<number>();
    const REQUESTS = 40;
    for (let i = 0; i < REQUESTS; i++) {
      const res = await fetch(`${server.base}/api/health`, { headers: { connection: 'close' } });
      pids.add(((await res.json()) as { pid: number }).pid);
    }
    expect(pids.size).toBe(2);

    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    // server.ready() polled /api/health too, at least once: the sum is at least ours.
    const counted = Number(HEALTH_COUNT.exec(text)?.[1]);
    expect(counted).toBeGreaterThanOrEqual(REQUESTS);
    expect(counted).toBeLessThan(REQUESTS + 50);
    // Database-wide gauges are not multiplied by the number of workers.
    expect(text).toMatch(/^pawrx_database_up 1$/m);
    expect(text).toMatch(/^pawrx_mail_queue_messages\{state="pending"\} 0$/m);
    expect(await server.stop()).toEqual({ code: 0, signal: null });
  });
});

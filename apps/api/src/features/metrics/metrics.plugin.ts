import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { AggregatorRegistry } from 'prom-client';
import { startMetricsServer, type MetricsServer } from './metrics-server';
import type { PawrxMetrics } from './metrics.registry';

// Only registered when METRICS_PORT is set: with metrics off there is no hook on the hot path.
// A WEB_CONCURRENCY worker serves nothing itself: it answers its primary's requests over the
// cluster channel, and the primary serves the sum (cluster.ts, prom-client's AggregatorRegistry).

// The password and the passkey sign-in count alike: one question, how people get in.
const SIGN_IN_ROUTES = new Set(['/api/auth/login', '/api/auth/passkeys/sign-in/verify']);
const SIGN_IN_OUTCOMES: Record<number, 'success' | 'failure' | 'refused'> = {
  200: 'success',
  401: 'failure',
  429: 'refused',
};

export function registerMetrics(app: FastifyInstance, metrics: PawrxMetrics): void {
  const { requestDuration, rateLimitRefusals, signIns } = metrics;
  // The labelled series per method, route and status, found once: prom-client would otherwise
  // hash the label object on every request (measured: most of the hook's cost).
  const series = new Map<string, { observe(seconds: number): void }>();
  // Synchronous with `done`: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    const key = `${request.method} ${status} ${route}`;
    let observer = series.get(key);
    if (!observer) {
      observer = requestDuration.labels({ method: request.method, route, status_code: status });
      series.set(key, observer);
    }
    observer.observe(reply.elapsedTime / 1000);
    if (status === 429) rateLimitRefusals.inc({ route });
    if (SIGN_IN_ROUTES.has(route)) {
      const outcome = SIGN_IN_OUTCOMES[status];
      if (outcome) signIns.inc({ outcome });
    }
    done();
  });

  if (cluster.isWorker) {
    // Answers the primary's requests for this worker's metrics.
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries([metrics.registry]);
    return;
  }
  const { METRICS_PORT, METRICS_HOST } = app.ctx.env;
  if (METRICS_PORT === undefined) return;
  let server: MetricsServer | undefined;
  app.addHook('onReady', async () => {
    server = await startMetricsServer(
      METRICS_PORT,
      METRICS_HOST,
      async () => ({
        body: await metrics.registry.metrics(),
        contentType: metrics.registry.contentType,
      }),
      (err) => app.log.error({ err }, 'metrics scrape failed'),
    );
    app.log.info({ address: server.address() }, 'metrics served at /metrics');
  });
  app.addHook('onClose', async () => {
    await server?.close();
  });
  app.decorate('metricsAddress', () => server?.address());
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where /metrics listens (METRICS_PORT set, not a cluster worker); for tests. */
    metricsAddress?: () => import('node:net').AddressInfo | undefined;
  }
}

/** The primary's endpoint under WEB_CONCURRENCY: every worker's metrics, aggregated. */
export async function startClusterMetricsServer(
  port: number,
  host: string,
  log: (message: string) => void,
): Promise<MetricsServer> {
  const aggregator = new AggregatorRegistry();
  const server = await startMetricsServer(
    port,
    host,
    async () => ({ body: await aggregator.clusterMetrics(), contentType: aggregator.contentType }),
    (error) => log(`metrics scrape failed: ${String(error)}`),
  );
  log(`metrics of every worker served at http://${host}:${server.address().port}/metrics`);
  return server;
}

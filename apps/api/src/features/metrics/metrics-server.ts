import http from 'node:http';
import type { AddressInfo } from 'node:net';

// The Prometheus endpoint on its own port (METRICS_PORT, loopback unless METRICS_HOST says
// otherwise), never on the public one: what it shows is for whoever runs the server.

export interface MetricsServer {
  address(): AddressInfo;
  close(): Promise<void>;
}

export async function startMetricsServer(
  port: number,
  host: string,
  scrape: () => Promise<{ body: string; contentType: string }>,
  onError: (error: unknown) => void,
): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?', 1)[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    scrape().then(
      ({ body, contentType }) => response.writeHead(200, { 'content-type': contentType }).end(body),
      (error: unknown) => {
        onError(error);
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    address: () => server.address() as AddressInfo,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

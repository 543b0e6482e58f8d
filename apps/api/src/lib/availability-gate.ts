import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

// While the database is known to be away, API requests answer 503 at once rather than each one
// waiting on a connection that cannot be made. The health checks and the OpenAPI document still
// answer, and so does the web app's static files.

const ALWAYS_OPEN = new Set([
  '/api/health',
  '/api/health/live',
  '/api/health/ready',
  '/api/openapi.json',
]);

export function registerAvailabilityGate(app: FastifyInstance): void {
  // Callback style, as the other per-request hooks: no promise on every request.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!app.ctx.availability.isDown) return done();
    const path = request.url.split('?', 1)[0]!;
    done(
      path.startsWith('/api/') && !ALWAYS_OPEN.has(path)
        ? AppError.serviceUnavailable()
        : undefined,
    );
  });
}

import type { FastifyInstance } from 'fastify';
import { authRoutes } from './features/auth/auth.routes';
import { healthRoutes } from './features/health/health.routes';

/** Every feature's routes and where they mount: the API's table of contents. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth' });
}

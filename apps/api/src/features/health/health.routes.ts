import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  healthDownSchema,
  healthLiveSchema,
  healthNotReadySchema,
  healthOkSchema,
  healthReadySchema,
} from '@pawrx/contracts/health';
import { AppError } from '../../lib/app-error';

/** A 503 for the load balancer: retry shortly, with the app's error shape plus the probe's own. */
function unavailable<Details extends object>(reply: FastifyReply, details: Details) {
  const { message, code } = AppError.serviceUnavailable();
  return reply
    .status(503)
    .header('retry-after', '1')
    .send({ success: false as const, message, code, ...details, pid: process.pid });
}

export async function healthRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // The server only listens after migrations have run; past that, healthy means the database
  // answers right now (a trivial query), so an outage shows here as a 503.
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: healthOkSchema, 503: healthDownSchema },
      },
    },
    async (_request, reply) => {
      if (await app.ctx.availability.check())
        return { status: 'ok' as const, database: 'up' as const, pid: process.pid };
      return unavailable(reply, { status: 'unavailable' as const, database: 'down' as const });
    },
  );

  // Liveness: the event loop runs and answers. Nothing else is asked, so a database outage or a
  // drain never gets the process restarted.
  app.get(
    '/health/live',
    { schema: { tags: ['health'], response: { 200: healthLiveSchema } } },
    async () => ({ status: 'alive' as const, pid: process.pid }),
  );

  // Readiness: whether this process should get traffic now (lib/readiness.ts).
  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        response: { 200: healthReadySchema, 503: healthNotReadySchema },
      },
    },
    async (_request, reply) => {
      const reasons = await app.ctx.readiness.reasons();
      if (reasons.length === 0) return { status: 'ready' as const, pid: process.pid };
      return unavailable(reply, { status: 'not-ready' as const, reasons });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SUPPORT_MESSAGES } from '@pawrx/contracts/messages';
import { supportRequestBodySchema, supportResponseSchema } from '@pawrx/contracts/support';
import * as service from './support.service';

const HOUR_MS = 60 * 60 * 1000;

export async function supportRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { env, limiter } = app.ctx;

  // Public (the landing page links here), linked to the account when a valid token is sent.
  app.post(
    '/contact',
    {
      // Counted before validation, so malformed attempts use up the allowance too.
      onRequest: [
        async (request) =>
          limiter.hit(`support:ip:${request.ip}`, env.RATE_LIMIT_SUPPORT_PER_HOUR, HOUR_MS),
        app.optionalAuth,
      ],
      schema: {
        tags: ['support'],
        body: supportRequestBodySchema,
        response: { 201: supportResponseSchema },
      },
    },
    async (request, reply) => {
      await service.submitSupportRequest(app.ctx, request.body, request.auth);
      return reply.status(201).send({ success: true as const, message: SUPPORT_MESSAGES.sent });
    },
  );
}

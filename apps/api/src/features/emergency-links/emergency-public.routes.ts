import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EMERGENCY_MESSAGES,
  emergencyTokenParamsSchema,
  emergencyViewResponseSchema,
} from '@pawrx/contracts/emergency-links';
import * as service from './emergency-view.service';

const tags = ['emergency links'];

/**
 * Mounted at /api/emergency: the public emergency page's data and photo. No sign-in; the token is
 * the permission. Rate-limited per address on the same budget as the other public links.
 */
export async function emergencyPublicRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { env, limiter } = app.ctx;
  const limit = (request: FastifyRequest) =>
    limiter.hit(`public-link:ip:${request.ip}`, env.RATE_LIMIT_PUBLIC_LINK_PER_MINUTE, 60_000);

  app.get(
    '/:token',
    {
      schema: {
        tags,
        summary: 'What the public emergency page shows; 404 unknown or revoked, 410 expired',
        params: emergencyTokenParamsSchema,
        response: { 200: emergencyViewResponseSchema },
      },
    },
    async (request, reply) => {
      await limit(request);
      const data = await service.view(app.ctx, request.params.token, request.ip);
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return { success: true as const, message: EMERGENCY_MESSAGES.view, data };
    },
  );

  app.get(
    '/:token/photo',
    {
      schema: {
        tags,
        summary: 'The pet’s photo, through the link',
        params: emergencyTokenParamsSchema,
      },
    },
    async (request, reply) => {
      await limit(request);
      const photo = await service.photo(app.ctx, request.params.token);
      return reply
        .header('content-type', photo.mime)
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(photo.bytes);
    },
  );
}

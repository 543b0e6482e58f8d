import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  TIMELINE_MESSAGES,
  timelineEnvelopeSchema,
  timelineParamsSchema,
  timelineQuerySchema,
} from '@pawrx/contracts/timeline';
import * as service from './timeline.service';

/** Mounted at /api/pets: a pet's health timeline (issue 15). */
export async function timelineRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/:petId/timeline',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['timeline'],
        params: timelineParamsSchema,
        querystring: timelineQuerySchema,
        response: { 200: timelineEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: TIMELINE_MESSAGES.listed,
      data: await service.timeline(app.ctx, request.auth!.id, request.params.petId, request.query),
    }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACTIVITY_MESSAGES,
  activityListResponseSchema,
  activityQuerySchema,
  petActivityParamsSchema,
} from '@pawrx/contracts/activity';
import * as service from './activity.service';

/** Mounted at /api/pets: who did what to a pet and when. */
export async function activityRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/:petId/activity',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['sharing'],
        summary: 'Doses logged, medications changed, members added or removed, emergency views',
        params: petActivityParamsSchema,
        querystring: activityQuerySchema,
        response: { 200: activityListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: ACTIVITY_MESSAGES.listed,
      data: await service.list(
        app.ctx,
        request.auth!.id,
        request.params.petId,
        request.query.limit,
      ),
    }),
  );
}

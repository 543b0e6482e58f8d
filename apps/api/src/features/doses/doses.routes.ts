import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DOSE_MESSAGES,
  doseListResponseSchema,
  doseLogBodySchema,
  doseRangeQuerySchema,
  doseResponseSchema,
  medicationDoseParamsSchema,
  petDoseParamsSchema,
} from '@pawrx/contracts/doses';
import * as service from './doses.service';

const tags = ['doses'];

/** Mounted at /api/pets: a pet's dose schedule and log (issue 14). */
export async function doseRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/:petId/doses',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: petDoseParamsSchema,
        querystring: doseRangeQuerySchema,
        response: { 200: doseListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Doses',
      data: await service.list(app.ctx, request.auth!.id, request.params.petId, request.query),
    }),
  );

  app.post(
    '/:petId/medications/:medicationId/doses',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: medicationDoseParamsSchema,
        body: doseLogBodySchema,
        response: { 201: doseResponseSchema },
      },
    },
    async (request, reply) => {
      const { petId, medicationId } = request.params;
      const data = await service.log(app.ctx, request.auth!, petId, medicationId, request.body);
      return reply.status(201).send({ success: true, message: DOSE_MESSAGES.logged, data });
    },
  );
}

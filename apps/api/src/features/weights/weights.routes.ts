import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageOnlySchema } from '@pawrx/contracts/envelope';
import {
  WEIGHT_MESSAGES,
  weightBodySchema,
  weightCreatedEnvelopeSchema,
  weightEntryParamsSchema,
  weightListEnvelopeSchema,
  weightParamsSchema,
} from '@pawrx/contracts/weights';
import * as service from './weights.service';

const tags = ['weights'];

/** Mounted at /api/pets: a pet's weight history (issue 15). */
export async function weightRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ownerId = (request: FastifyRequest) => request.auth!.id;

  app.get(
    '/:petId/weights',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: weightParamsSchema, response: { 200: weightListEnvelopeSchema } },
    },
    async (request) => ({
      success: true as const,
      message: WEIGHT_MESSAGES.listed,
      data: await service.listWeights(app.ctx, ownerId(request), request.params.petId),
    }),
  );

  // The answer carries, beside the new entry, the doses the new weight moved and a fast trend.
  app.post(
    '/:petId/weights',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: weightParamsSchema,
        body: weightBodySchema,
        response: { 201: weightCreatedEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const added = await service.addWeight(
        app.ctx,
        request.auth!,
        request.params.petId,
        request.body,
      );
      return reply.status(201).send({
        success: true,
        message: WEIGHT_MESSAGES.added,
        data: added.entry,
        doseChanges: added.doseChanges,
        weightTrend: added.weightTrend,
      });
    },
  );

  app.delete(
    '/:petId/weights/:id',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: weightEntryParamsSchema, response: { 200: messageOnlySchema } },
    },
    async (request) => {
      await service.removeWeight(app.ctx, request.auth!, request.params.petId, request.params.id);
      return { success: true as const, message: WEIGHT_MESSAGES.deleted };
    },
  );
}

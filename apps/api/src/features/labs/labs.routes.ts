import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageOnlySchema } from '@pawrx/contracts/envelope';
import {
  LAB_MESSAGES,
  labListEnvelopeSchema,
  labPanelBodySchema,
  labPanelEnvelopeSchema,
  labPanelParamsSchema,
  labParamsSchema,
} from '@pawrx/contracts/labs';
import * as service from './labs.service';

const tags = ['labs'];

/** Mounted at /api/pets: a pet's lab panels, flagged, and each test's series (issue 30). */
export async function labRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const userId = (request: FastifyRequest) => request.auth!.id;

  app.get(
    '/:petId/labs',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: labParamsSchema, response: { 200: labListEnvelopeSchema } },
    },
    async (request) => ({
      success: true as const,
      message: LAB_MESSAGES.listed,
      data: await service.listLabs(app.ctx, userId(request), request.params.petId),
    }),
  );

  app.post(
    '/:petId/labs',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: labParamsSchema,
        body: labPanelBodySchema,
        response: { 201: labPanelEnvelopeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        message: LAB_MESSAGES.added,
        data: await service.addLabPanel(
          app.ctx,
          userId(request),
          request.params.petId,
          request.body,
        ),
      }),
  );

  app.delete(
    '/:petId/labs/:id',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: labPanelParamsSchema, response: { 200: messageOnlySchema } },
    },
    async (request) => {
      await service.deleteLabPanel(
        app.ctx,
        userId(request),
        request.params.petId,
        request.params.id,
      );
      return { success: true as const, message: LAB_MESSAGES.deleted };
    },
  );
}

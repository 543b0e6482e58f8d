import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageOnlySchema } from '@pawrx/contracts/envelope';
import {
  EMERGENCY_MESSAGES,
  emergencyLinkCreateBodySchema,
  emergencyLinkCreatedResponseSchema,
  emergencyLinkListResponseSchema,
  emergencyLinkParamsSchema,
  petEmergencyParamsSchema,
} from '@pawrx/contracts/emergency-links';
import * as service from './emergency-links.service';

const tags = ['emergency links'];

/** Mounted at /api/pets: a pet's emergency links, for its owner and co-owners. */
export async function emergencyLinkRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/:petId/emergency-links',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'A public link to the pet’s emergency page, valid for 1 to 168 hours',
        params: petEmergencyParamsSchema,
        body: emergencyLinkCreateBodySchema,
        response: { 201: emergencyLinkCreatedResponseSchema },
      },
    },
    async (request, reply) => {
      const { petId } = request.params;
      const data = await service.create(app.ctx, request.auth!, petId, request.body.hours);
      return reply.status(201).send({ success: true, message: EMERGENCY_MESSAGES.created, data });
    },
  );

  app.get(
    '/:petId/emergency-links',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'The pet’s emergency links with their views (time and address)',
        params: petEmergencyParamsSchema,
        response: { 200: emergencyLinkListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: EMERGENCY_MESSAGES.listed,
      data: await service.list(app.ctx, request.auth!.id, request.params.petId),
    }),
  );

  app.delete(
    '/:petId/emergency-links/:linkId',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: emergencyLinkParamsSchema, response: { 200: messageOnlySchema } },
    },
    async (request) => {
      const { petId, linkId } = request.params;
      await service.revoke(app.ctx, request.auth!, petId, linkId);
      return { success: true as const, message: EMERGENCY_MESSAGES.revoked };
    },
  );
}

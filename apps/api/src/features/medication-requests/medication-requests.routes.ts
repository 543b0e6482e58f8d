import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  medicationRequestBodySchema,
  medicationRequestListResponseSchema,
  medicationRequestResponseSchema,
} from '@pawrx/contracts/medication-requests';
import { MEDICATION_MESSAGES } from '@pawrx/contracts/messages';
import * as service from './medication-requests.service';

const tags = ['medication-requests'];

/** Mounted at /api/medications: requests for medications the catalogue lacks (spec §7). */
export async function medicationRequestRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/request',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        body: medicationRequestBodySchema,
        response: { 201: medicationRequestResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await service.submit(app.ctx, request.auth!.id, request.body);
      return reply
        .status(201)
        .send({ success: true, message: MEDICATION_MESSAGES.requestSubmitted, data });
    },
  );

  app.get(
    '/requests',
    {
      onRequest: app.requireAuth,
      schema: { tags, response: { 200: medicationRequestListResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      message: 'Your medication requests',
      data: await service.listOwn(app.ctx, request.auth!.id),
    }),
  );
}

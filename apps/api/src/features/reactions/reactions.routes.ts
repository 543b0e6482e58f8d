import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageOnlySchema } from '@pawrx/contracts/envelope';
import { petMedicationParamsSchema } from '@pawrx/contracts/medications';
import { MEDICATION_MESSAGES } from '@pawrx/contracts/messages';
import {
  REACTION_EXTRA_MESSAGES,
  reactionCreateBodySchema,
  reactionListResponseSchema,
  reactionParamsSchema,
  reactionResponseSchema,
  reactionUpdateBodySchema,
} from '@pawrx/contracts/reactions';
import * as service from './reactions.service';

const tags = ['reactions'];

/** Mounted at /api/pets: a pet's adverse reactions (spec §7 reaction rows, plus edit/delete). */
export async function reactionRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const userId = (request: FastifyRequest) => request.auth!.id;

  app.get(
    '/:petId/reactions',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: petMedicationParamsSchema,
        response: { 200: reactionListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: REACTION_EXTRA_MESSAGES.listed,
      data: await service.list(app.ctx, userId(request), request.params.petId),
    }),
  );

  app.post(
    '/:petId/reactions',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: petMedicationParamsSchema,
        body: reactionCreateBodySchema,
        response: { 201: reactionResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await service.create(app.ctx, request.auth!, request.params.petId, request.body);
      return reply
        .status(201)
        .send({ success: true, message: MEDICATION_MESSAGES.reactionRecorded, data });
    },
  );

  app.put(
    '/:petId/reactions/:reactionId',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: reactionParamsSchema,
        body: reactionUpdateBodySchema,
        response: { 200: reactionResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: REACTION_EXTRA_MESSAGES.updated,
      data: await service.update(
        app.ctx,
        userId(request),
        request.params.petId,
        request.params.reactionId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/:petId/reactions/:reactionId',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: reactionParamsSchema, response: { 200: messageOnlySchema } },
    },
    async (request) => {
      const { petId, reactionId } = request.params;
      await service.remove(app.ctx, userId(request), petId, reactionId);
      return { success: true as const, message: REACTION_EXTRA_MESSAGES.deleted };
    },
  );
}

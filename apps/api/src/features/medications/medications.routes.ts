import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageOnlySchema } from '@pawrx/contracts/envelope';
import {
  medicationCreateBodySchema,
  medicationListResponseSchema,
  medicationParamsSchema,
  medicationResponseSchema,
  medicationUpdateBodySchema,
  petMedicationParamsSchema,
} from '@pawrx/contracts/medications';
import { MEDICATION_MESSAGES } from '@pawrx/contracts/messages';
import * as service from './medications.service';

const tags = ['medications'];

/** Mounted at /api/pets: a pet's medications (spec §7 medication rows). */
export async function medicationRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/:petId/medications',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: petMedicationParamsSchema,
        response: { 200: medicationListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Medications',
      data: await service.list(app.ctx, request.auth!.id, request.params.petId),
    }),
  );

  app.post(
    '/:petId/medications',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: petMedicationParamsSchema,
        body: medicationCreateBodySchema,
        response: { 201: medicationResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await service.create(app.ctx, request.auth!, request.params.petId, request.body);
      return reply.status(201).send({ success: true, message: MEDICATION_MESSAGES.added, data });
    },
  );

  app.put(
    '/:petId/medications/:medicationId',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: medicationParamsSchema,
        body: medicationUpdateBodySchema,
        response: { 200: medicationResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: MEDICATION_MESSAGES.updated,
      data: await service.update(
        app.ctx,
        request.auth!,
        request.params.petId,
        request.params.medicationId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/:petId/medications/:medicationId',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: medicationParamsSchema, response: { 200: messageOnlySchema } },
    },
    async (request) => {
      const { petId, medicationId } = request.params;
      await service.remove(app.ctx, request.auth!, petId, medicationId);
      return { success: true as const, message: MEDICATION_MESSAGES.deleted };
    },
  );
}

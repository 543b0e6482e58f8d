import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageOnlySchema } from '@pawrx/contracts/envelope';
import { VACCINATION_MESSAGES } from '@pawrx/contracts/messages';
import {
  vaccinationBodySchema,
  vaccinationEnvelopeSchema,
  vaccinationListEnvelopeSchema,
} from '@pawrx/contracts/vaccinations';
import * as service from './vaccinations.service';

const tags = ['vaccinations'];
const petParams = z.object({ id: z.string() });
const params = z.object({ id: z.string(), vaccinationId: z.string() });

/** Mounted at /api/pets: a pet's vaccination history (spec §3), add, edit and delete. */
export async function vaccinationRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ownerOf = (request: FastifyRequest) => request.auth!.id;

  app.get(
    '/:id/vaccinations',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: petParams, response: { 200: vaccinationListEnvelopeSchema } },
    },
    async (request) => ({
      success: true as const,
      message: 'OK',
      data: await service.listVaccinations(app.ctx, ownerOf(request), request.params.id),
    }),
  );

  app.post(
    '/:id/vaccinations',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: petParams,
        body: vaccinationBodySchema,
        response: { 201: vaccinationEnvelopeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        message: VACCINATION_MESSAGES.added,
        data: await service.addVaccination(
          app.ctx,
          ownerOf(request),
          request.params.id,
          request.body,
        ),
      }),
  );

  app.put(
    '/:id/vaccinations/:vaccinationId',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params,
        body: vaccinationBodySchema,
        response: { 200: vaccinationEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: VACCINATION_MESSAGES.updated,
      data: await service.updateVaccination(
        app.ctx,
        ownerOf(request),
        request.params.id,
        request.params.vaccinationId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/:id/vaccinations/:vaccinationId',
    { onRequest: app.requireAuth, schema: { tags, params, response: { 200: messageOnlySchema } } },
    async (request) => {
      await service.deleteVaccination(
        app.ctx,
        ownerOf(request),
        request.params.id,
        request.params.vaccinationId,
      );
      return { success: true as const, message: VACCINATION_MESSAGES.deleted };
    },
  );
}

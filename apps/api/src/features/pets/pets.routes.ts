import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageOnlySchema } from '@pawrx/contracts/envelope';
import { PET_MESSAGES } from '@pawrx/contracts/messages';
import {
  deletePetQuerySchema,
  petCreateBodySchema,
  petEnvelopeSchema,
  petListEnvelopeSchema,
  petUpdateBodySchema,
} from '@pawrx/contracts/pets';
import { AppError } from '../../lib/app-error';
import { compiledSerializer } from '../../lib/compiled-serializer';
import * as service from './pets.service';

const tags = ['pets'];
const params = z.object({ id: z.string() });
/** Photos travel as data URLs (≤ 2 MB decoded, ~2.7 MB as base64) inside the JSON body. */
const PHOTO_BODY_LIMIT = 4 * 1024 * 1024;

export async function petRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const userOf = (request: FastifyRequest) => request.auth!.id;

  app.get(
    '/',
    {
      onRequest: app.requireAuth,
      serializerCompiler: compiledSerializer, // the dashboard's hottest read
      schema: { tags, response: { 200: petListEnvelopeSchema } },
    },
    async (request) => ({
      success: true as const,
      message: 'OK',
      data: await service.listPets(app.ctx, request.auth!),
    }),
  );

  app.post(
    '/',
    {
      onRequest: app.requireAuth,
      bodyLimit: PHOTO_BODY_LIMIT,
      schema: { tags, body: petCreateBodySchema, response: { 201: petEnvelopeSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        message: PET_MESSAGES.added,
        data: await service.createPet(app.ctx, request.auth!, request.body),
      }),
  );

  app.get(
    '/:id',
    { onRequest: app.requireAuth, schema: { tags, params, response: { 200: petEnvelopeSchema } } },
    async (request) => ({
      success: true as const,
      message: 'OK',
      data: await service.getPet(app.ctx, userOf(request), request.params.id),
    }),
  );

  app.put(
    '/:id',
    {
      onRequest: app.requireAuth,
      bodyLimit: PHOTO_BODY_LIMIT,
      schema: { tags, params, body: petUpdateBodySchema, response: { 200: petEnvelopeSchema } },
    },
    async (request) => ({
      success: true as const,
      message: PET_MESSAGES.updated,
      data: await service.updatePet(app.ctx, userOf(request), request.params.id, request.body),
    }),
  );

  // Deletion is always permanent (spec §4): no archive exists. permanent=false is refused
  // rather than silently deleting; an absent flag deletes, as permanent=true does.
  app.delete(
    '/:id',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params,
        querystring: deletePetQuerySchema,
        response: { 200: messageOnlySchema },
      },
    },
    async (request) => {
      const permanent = request.query.permanent !== 'false';
      await service.deletePet(app.ctx, userOf(request), request.params.id, permanent);
      return { success: true as const, message: PET_MESSAGES.deleted };
    },
  );

  // Public by design: the signature (HMAC of pet id and photo version) is the capability, so an
  // <img src> works without a bearer header. A new photo changes the URL, so it caches forever.
  app.get(
    '/:id/photo',
    {
      schema: {
        tags,
        params,
        querystring: z.object({ v: z.string().default(''), sig: z.string().default('') }),
      },
    },
    async (request, reply) => {
      const { v, sig } = request.query;
      const photo = await service.readPhoto(app.ctx, request.params.id, Number(v), sig);
      if (!photo) throw AppError.notFound(PET_MESSAGES.photoNotFound);
      return reply
        .header('content-type', photo.mime)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(photo.bytes);
    },
  );
}

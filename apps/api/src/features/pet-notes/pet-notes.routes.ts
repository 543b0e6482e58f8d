import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PET_NOTE_MESSAGES,
  petNoteBodySchema,
  petNoteListResponseSchema,
  petNoteResponseSchema,
  petNotesParamsSchema,
} from '@pawrx/contracts/pet-notes';
import * as service from './pet-notes.service';

const tags = ['notes'];

/** Mounted at /api/pets: notes on a pet's record (Vet Mode). */
export async function petNoteRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/:petId/notes',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: petNotesParamsSchema, response: { 200: petNoteListResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      message: PET_NOTE_MESSAGES.listed,
      data: await service.list(app.ctx, request.auth!.id, request.params.petId),
    }),
  );

  app.post(
    '/:petId/notes',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: petNotesParamsSchema,
        body: petNoteBodySchema,
        response: { 201: petNoteResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await service.add(
        app.ctx,
        request.auth!,
        request.params.petId,
        request.body.text,
      );
      return reply.status(201).send({ success: true, message: PET_NOTE_MESSAGES.added, data });
    },
  );
}

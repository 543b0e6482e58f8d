import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DOCUMENT_MESSAGES,
  MAX_DOCUMENT_BYTES,
  documentEnvelopeSchema,
  documentItemParamsSchema,
  documentListEnvelopeSchema,
  documentListQuerySchema,
  documentParamsSchema,
  documentWithTextEnvelopeSchema,
} from '@pawrx/contracts/documents';
import { messageOnlySchema } from '@pawrx/contracts/envelope';
import { attachmentDisposition } from '../../lib/content-disposition';
import { readUpload } from './document-upload';
import * as service from './documents.service';

const tags = ['documents'];

/** Mounted at /api/pets: a pet's documents, their files and full-text search (issue 30). */
export async function documentRoutes(root: FastifyInstance) {
  // Registered here, not app-wide: only this plugin's routes take multipart bodies, every other
  // route keeps answering 415 to them. Limits are set per request (document-upload.ts).
  await root.register(multipart, { limits: { fileSize: MAX_DOCUMENT_BYTES } });
  const app = root.withTypeProvider<ZodTypeProvider>();
  const userId = (request: FastifyRequest) => request.auth!.id;

  app.get(
    '/:petId/documents',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary:
          'Newest first; with q, the documents whose title or text has the words, best first, each with a snippet',
        params: documentParamsSchema,
        querystring: documentListQuerySchema,
        response: { 200: documentListEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: DOCUMENT_MESSAGES.listed,
      data: await service.listDocuments(
        app.ctx,
        userId(request),
        request.params.petId,
        request.query.q || undefined,
      ),
    }),
  );

  app.post(
    '/:petId/documents',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary:
          'multipart/form-data: file (PDF, JPEG, PNG or WebP, at most 20 MB), title, category, date (YYYY-MM-DD), optional text (OCR read in the browser)',
        consumes: ['multipart/form-data'],
        params: documentParamsSchema,
        response: { 201: documentEnvelopeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        message: DOCUMENT_MESSAGES.added,
        data: await service.addDocument(app.ctx, userId(request), request.params.petId, () =>
          readUpload(request),
        ),
      }),
  );

  app.get(
    '/:petId/documents/:id',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: documentItemParamsSchema,
        response: { 200: documentWithTextEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: DOCUMENT_MESSAGES.listed,
      data: await service.getDocument(
        app.ctx,
        userId(request),
        request.params.petId,
        request.params.id,
      ),
    }),
  );

  app.get(
    '/:petId/documents/:id/file',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'The original bytes, as an attachment',
        params: documentItemParamsSchema,
        produces: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
      },
    },
    async (request, reply) => {
      const file = await service.readDocumentFile(
        app.ctx,
        userId(request),
        request.params.petId,
        request.params.id,
      );
      // Always a download, and never sniffed into something else: the bytes are the uploader's.
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );

  app.delete(
    '/:petId/documents/:id',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: documentItemParamsSchema, response: { 200: messageOnlySchema } },
    },
    async (request) => {
      await service.deleteDocument(
        app.ctx,
        userId(request),
        request.params.petId,
        request.params.id,
      );
      return { success: true as const, message: DOCUMENT_MESSAGES.deleted };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reactionParamsSchema } from '@pawrx/contracts/reactions';
import { adverseEventReport } from './adverse-event.service';
import { attachmentDisposition } from '../../lib/content-disposition';
import { warmUpReports } from './medical-report-pdf';
import * as service from './reports.service';

export async function reportRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  // A process's first report decodes the font's tables (about half a second): do that once the
  // server is listening, not in the first owner's request. Tests (inject, no listen) skip it.
  app.addHook('onListen', async () => {
    setImmediate(
      () =>
        void warmUpReports().catch((err: unknown) =>
          app.log.warn({ err }, 'report warm-up failed'),
        ),
    );
  });

  // The medical record as a PDF download, named `<PetName>_Medical_Report.pdf`.
  app.get(
    '/pet/:id/medical-record',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['reports'],
        params: z.object({ id: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await service.medicalReport(
        app.ctx,
        request.auth!.id,
        request.params.id,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(fileName))
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  // One reaction as a PDF pre-filled for FDA Form 1932a, with where to send it (issue 15).
  app.get(
    '/pet/:petId/reactions/:reactionId/adverse-event',
    {
      onRequest: app.requireAuth,
      schema: { tags: ['reports'], params: reactionParamsSchema },
    },
    async (request, reply) => {
      const { fileName, bytes } = await adverseEventReport(
        app.ctx,
        request.auth!.id,
        request.params.petId,
        request.params.reactionId,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(fileName))
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
}

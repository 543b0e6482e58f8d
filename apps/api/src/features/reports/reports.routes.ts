import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from './content-disposition';
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
}

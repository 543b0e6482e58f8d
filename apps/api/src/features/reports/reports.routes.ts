import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from './content-disposition';
import * as service from './reports.service';

export async function reportRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  // The medical record as a PDF download, named `<PetName>_Medical_Report.pdf`.
  app.get(
    '/pet/:id/medical-record',
    {
      preHandler: app.requireAuth,
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

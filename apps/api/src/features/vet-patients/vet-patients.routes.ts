import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { VET_MODE_MESSAGES, vetPatientListResponseSchema } from '@pawrx/contracts/vet-patients';
import * as service from './vet-patients.service';

/** Mounted at /api/vet: Vet Mode's list of patients shared with the signed-in account. */
export async function vetPatientRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/patients',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['vet mode'],
        summary: 'Pets shared with this account as their vet, with medications and findings',
        response: { 200: vetPatientListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: VET_MODE_MESSAGES.listed,
      data: await service.listPatients(app.ctx, request.auth!.id),
    }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  interactionCheckBodySchema,
  interactionCheckResponseSchema,
  verdict,
} from '@pawrx/contracts/interactions';
import { INTERACTION_MESSAGES } from '@pawrx/contracts/messages';
import { checkMedications } from '@pawrx/formulary/engine/check-medications';
import { compiledSerializer } from '../../lib/compiled-serializer';
import { loadPetForCheck } from '../../lib/pet-for-check';

export async function interactionRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { env, limiter } = app.ctx;

  // Quick Check: the server reads the pet's species, breed, weight, age, allergies, conditions
  // and MDR1 result itself; the client sends only the pet id and the medication list.
  app.post(
    '/check',
    {
      onRequest: app.requireAuth,
      serializerCompiler: compiledSerializer,
      schema: {
        tags: ['interactions'],
        body: interactionCheckBodySchema,
        response: { 200: interactionCheckResponseSchema },
      },
    },
    async (request) => {
      const userId = request.auth!.id;
      await limiter.hit(`check:user:${userId}`, env.RATE_LIMIT_CHECK_PER_MINUTE, 60_000);
      const pet = await loadPetForCheck(app.ctx, userId, request.body.petId);
      const data = checkMedications(pet, request.body.medications);
      app.ctx.metrics.quickCheck(verdict(data));
      return { success: true as const, message: INTERACTION_MESSAGES.checkCompleted, data };
    },
  );
}

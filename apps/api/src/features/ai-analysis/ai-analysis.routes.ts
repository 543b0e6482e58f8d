import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { aiAnalysisBodySchema, aiAnalysisResponseSchema } from '@pawrx/contracts/ai-analysis';
import { INTERACTION_MESSAGES } from '@pawrx/contracts/messages';
import { checkMedications } from '@pawrx/formulary/engine/check-medications';
import { loadPetForCheck } from '../../lib/pet-for-check';
import { createAnalysisService } from './ai-analysis.service';

/** POST /api/interactions/ai-analysis: the owner's pet, its medications and a question. */
export async function aiAnalysisRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { env, limiter } = app.ctx;
  const service = createAnalysisService({
    check: checkMedications,
    openAi: env.AI_BASE_URL
      ? {
          baseUrl: env.AI_BASE_URL,
          apiKey: env.AI_API_KEY,
          model: env.AI_MODEL,
          timeoutMs: env.AI_TIMEOUT_MS,
        }
      : undefined,
    log: app.log,
  });

  app.post(
    '/ai-analysis',
    {
      config: { outsideQueue: true },
      onRequest: app.requireAuth,
      schema: {
        tags: ['interactions'],
        body: aiAnalysisBodySchema,
        response: { 200: aiAnalysisResponseSchema },
      },
    },
    async (request) => {
      const userId = request.auth!.id;
      await limiter.hit(`ai:user:${userId}`, env.RATE_LIMIT_AI_PER_MINUTE, 60_000);
      const pet = await loadPetForCheck(app.ctx, userId, request.body.petId);
      const { medications, query } = request.body;
      const data = await service.analyse(
        { ...pet, name: pet.name ?? 'Your pet' },
        medications,
        query,
      );
      return { success: true as const, message: INTERACTION_MESSAGES.aiCompleted, data };
    },
  );
}

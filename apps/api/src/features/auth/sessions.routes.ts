import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageOnlySchema } from '@pawrx/contracts/envelope';
import {
  SESSION_MESSAGES,
  sessionListResponseSchema,
  sessionParamsSchema,
  sessionsEndedResponseSchema,
} from '@pawrx/contracts/sessions';
import * as service from './sessions.service';

const tags = ['auth'];

/** Mounted at /api/auth/sessions: the account's sign-ins, and ending them. */
export async function sessionRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    { onRequest: app.requireAuth, schema: { tags, response: { 200: sessionListResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: SESSION_MESSAGES.listed,
      data: await service.listSessions(app.ctx, request.auth!.id, request.auth!.sessionId),
    }),
  );

  app.delete(
    '/:id',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: sessionParamsSchema, response: { 200: messageOnlySchema } },
    },
    async (request) => {
      await service.endSession(app.ctx, request.auth!.id, request.params.id);
      return { success: true as const, message: SESSION_MESSAGES.ended };
    },
  );

  app.delete(
    '/',
    {
      onRequest: app.requireAuth,
      schema: { tags, response: { 200: sessionsEndedResponseSchema } },
    },
    async (request) => {
      const ended = await service.endOtherSessions(
        app.ctx,
        request.auth!.id,
        request.auth!.sessionId,
      );
      return {
        success: true as const,
        message: SESSION_MESSAGES.endedOthers(ended),
        data: { ended },
      };
    },
  );
}

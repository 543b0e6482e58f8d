import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MEMBER_MESSAGES,
  invitationAnswerBodySchema,
  invitationAnswerResponseSchema,
  invitationListResponseSchema,
  invitationParamsSchema,
} from '@pawrx/contracts/members';
import * as service from './invitations.service';

const tags = ['sharing'];

/** Mounted at /api/invitations: the signed-in account's pending invitations and its answers. */
export async function invitationRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      onRequest: app.requireAuth,
      schema: { tags, response: { 200: invitationListResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      message: MEMBER_MESSAGES.invitations,
      data: await service.listForUser(app.ctx, request.auth!),
    }),
  );

  for (const [verb, accept] of [
    ['accept', true],
    ['decline', false],
  ] as const)
    app.post(
      `/:id/${verb}`,
      {
        onRequest: app.requireAuth,
        schema: {
          tags,
          params: invitationParamsSchema,
          body: invitationAnswerBodySchema,
          response: { 200: invitationAnswerResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        message: accept ? MEMBER_MESSAGES.accepted : MEMBER_MESSAGES.declined,
        data: await service.answer(
          app.ctx,
          request.auth!,
          request.params.id,
          accept,
          request.body?.key,
        ),
      }),
    );
}

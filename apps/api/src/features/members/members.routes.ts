import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageOnlySchema } from '@pawrx/contracts/envelope';
import {
  MEMBER_MESSAGES,
  memberInviteBodySchema,
  memberListResponseSchema,
  memberParamsSchema,
  memberResponseSchema,
  petMembersParamsSchema,
} from '@pawrx/contracts/members';
import * as service from './members.service';

const tags = ['sharing'];

/** Mounted at /api/pets: who else may see or care for a pet (owner only). */
export async function memberRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { env, limiter } = app.ctx;

  app.get(
    '/:petId/members',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: petMembersParamsSchema, response: { 200: memberListResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      message: MEMBER_MESSAGES.listed,
      data: await service.list(app.ctx, request.auth!.id, request.params.petId),
    }),
  );

  app.post(
    '/:petId/members',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary:
          'Invites an email address as co-owner, caregiver or vet; the invitee gets an email',
        params: petMembersParamsSchema,
        body: memberInviteBodySchema,
        response: { 201: memberResponseSchema },
      },
    },
    async (request, reply) => {
      // Each invitation mails someone else: an account may not turn PawRx into a mail cannon.
      await limiter.hit(
        `invite:user:${request.auth!.id}`,
        env.RATE_LIMIT_INVITE_PER_HOUR,
        3600_000,
      );
      const data = await service.invite(app.ctx, request.auth!, request.params.petId, request.body);
      return reply.status(201).send({ success: true, message: MEMBER_MESSAGES.invited, data });
    },
  );

  app.delete(
    '/:petId/members/:memberId',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Revokes a membership or withdraws an invitation, effective at once',
        params: memberParamsSchema,
        response: { 200: messageOnlySchema },
      },
    },
    async (request) => {
      const { petId, memberId } = request.params;
      await service.revoke(app.ctx, request.auth!, petId, memberId);
      return { success: true as const, message: MEMBER_MESSAGES.removed };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MEMBER_MESSAGES,
  accessEndedResponseSchema,
  memberInviteBodySchema,
  memberListResponseSchema,
  memberParamsSchema,
  memberResponseSchema,
  membershipParamsSchema,
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
        summary:
          'Revokes a membership or withdraws an invitation, effective at once; the emergency links the member made for the pet are revoked with it',
        params: memberParamsSchema,
        response: { 200: accessEndedResponseSchema },
      },
    },
    async (request) => {
      const { petId, memberId } = request.params;
      const data = await service.revoke(app.ctx, request.auth!, petId, memberId);
      return {
        success: true as const,
        message: MEMBER_MESSAGES.removedWithLinks(data.revokedLinks),
        data,
      };
    },
  );

  app.delete(
    '/:petId/membership',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary:
          'Leaves a pet shared with you (co-owner, caregiver or vet), effective at once; your emergency links for it are revoked',
        params: membershipParamsSchema,
        response: { 200: accessEndedResponseSchema },
      },
    },
    async (request) => {
      const data = await service.leave(app.ctx, request.auth!, request.params.petId);
      return {
        success: true as const,
        message: MEMBER_MESSAGES.leftWithLinks(data.revokedLinks),
        data,
      };
    },
  );
}

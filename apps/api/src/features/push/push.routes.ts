import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageOnlySchema } from '@pawrx/contracts/envelope';
import {
  PUSH_MESSAGES,
  pushDeviceEnvelopeSchema,
  pushDeviceListResponseSchema,
  pushDeviceParamsSchema,
  pushPublicKeyResponseSchema,
  pushSubscriptionBodySchema,
} from '@pawrx/contracts/push';
import * as service from './push.service';

const tags = ['push'];

/** Mounted at /api/push (decision 055): the VAPID key and the account's subscribed devices. */
export async function pushRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/public-key',
    {
      onRequest: app.requireAuth,
      schema: { tags, response: { 200: pushPublicKeyResponseSchema } },
    },
    async () => ({
      success: true as const,
      message: PUSH_MESSAGES.publicKey,
      data: { publicKey: app.ctx.push.publicKey },
    }),
  );

  app.post(
    '/subscriptions',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        body: pushSubscriptionBodySchema,
        response: { 200: pushDeviceEnvelopeSchema, 201: pushDeviceEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { device, created } = await service.subscribe(
        app.ctx,
        request.auth!.id,
        request.body,
        request.headers['user-agent'],
      );
      return reply
        .status(created ? 201 : 200)
        .send({ success: true, message: PUSH_MESSAGES.subscribed, data: device });
    },
  );

  app.get(
    '/subscriptions',
    {
      onRequest: app.requireAuth,
      schema: { tags, response: { 200: pushDeviceListResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      message: PUSH_MESSAGES.listed,
      data: await service.listDevices(app.ctx, request.auth!.id),
    }),
  );

  app.delete(
    '/subscriptions/:id',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: pushDeviceParamsSchema, response: { 200: messageOnlySchema } },
    },
    async (request) => {
      await service.removeDevice(app.ctx, request.auth!.id, request.params.id);
      return { success: true as const, message: PUSH_MESSAGES.removed };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CALENDAR_MESSAGES,
  calendarFeedResponseSchema,
  calendarTokenParamsSchema,
} from '@pawrx/contracts/calendar';
import * as service from './calendar.service';

const tags = ['calendar'];

/** Mounted at /api/calendar: the account's secret iCalendar feed (issue 14). */
export async function calendarRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { env, limiter } = app.ctx;

  app.get(
    '/feed',
    { onRequest: app.requireAuth, schema: { tags, response: { 200: calendarFeedResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: CALENDAR_MESSAGES.feed,
      data: { url: await service.feedUrl(app.ctx, request.auth!.id) },
    }),
  );

  app.post(
    '/feed/reset',
    { onRequest: app.requireAuth, schema: { tags, response: { 200: calendarFeedResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: CALENDAR_MESSAGES.reset,
      data: { url: await service.resetFeed(app.ctx, request.auth!.id) },
    }),
  );

  app.get(
    '/feed/:token',
    {
      schema: {
        tags,
        summary: 'The feed itself: text/calendar (RFC 5545); the token is the secret in the URL',
        params: calendarTokenParamsSchema,
      },
    },
    async (request, reply) => {
      await limiter.hit(
        `public-link:ip:${request.ip}`,
        env.RATE_LIMIT_PUBLIC_LINK_PER_MINUTE,
        60_000,
      );
      const ics = await service.feedFile(app.ctx, request.params.token);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="pawrx.ics"')
        .send(ics);
    },
  );
}

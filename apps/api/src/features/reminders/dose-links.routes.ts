import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOSE_MESSAGES } from '@pawrx/contracts/doses';
import { alreadyLoggedPage, confirmPage, invalidPage, loggedPage } from './dose-link-page';
import * as service from './dose-links.service';

const tags = ['reminders'];
const params = z.object({ token: z.string().max(200) });

/**
 * Mounted at /api/dose-links: the one-click Given / Skipped links of a dose reminder email. No
 * sign-in: the signed, single-use, 24-hour token is the permission. GET only shows a confirmation
 * (link scanners fetch links); the button POSTs back and logs the dose.
 */
export async function doseLinkRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { env, limiter } = app.ctx;
  const dashboard = `${env.APP_URL}/PawRx/#/dashboard`;
  // The confirmation form posts an empty urlencoded body.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  const limit = async (request: FastifyRequest) =>
    limiter.hit(`public-link:ip:${request.ip}`, env.RATE_LIMIT_PUBLIC_LINK_PER_MINUTE, 60_000);
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(body);

  app.get(
    '/:token',
    {
      schema: { tags, params, summary: 'Confirmation page (text/html) for a one-click dose link' },
    },
    async (request, reply) => {
      await limit(request);
      const view = await service.preview(app.ctx, request.params.token);
      if (!view) return html(reply, 404, invalidPage(DOSE_MESSAGES.linkInvalid, dashboard));
      if (view.already)
        return html(reply, 200, alreadyLoggedPage({ ...view, already: view.already }, dashboard));
      return html(reply, 200, confirmPage(view, request.params.token));
    },
  );

  app.post(
    '/:token',
    {
      schema: {
        tags,
        params,
        summary:
          'Logs the dose of a one-click link and answers a text/html page (409 with who logged it, when the dose was logged already)',
      },
    },
    async (request, reply) => {
      await limit(request);
      const view = await service.use(app.ctx, request.params.token);
      if (!view) return html(reply, 404, invalidPage(DOSE_MESSAGES.linkInvalid, dashboard));
      // Someone logged the dose first: say who, log nothing (one log per dose, decision 032).
      if (view.already)
        return html(reply, 409, alreadyLoggedPage({ ...view, already: view.already }, dashboard));
      return html(reply, 200, loggedPage(view, dashboard));
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DOSE_MESSAGES,
  doseConflictErrorSchema,
  doseEditBodySchema,
  doseListResponseSchema,
  doseLogBodySchema,
  doseLogParamsSchema,
  doseRangeQuerySchema,
  doseResponseSchema,
  doseUndoQuerySchema,
  medicationDoseParamsSchema,
  petDoseParamsSchema,
} from '@pawrx/contracts/doses';
import { apiErrorSchema } from '@pawrx/contracts/envelope';
import { idempotentWriteHeadersSchema } from '@pawrx/contracts/idempotency';
import { DOSE_LOG_MESSAGES } from '@pawrx/contracts/messages';
import { idempotent, sendAnswer } from '../../lib/idempotency';
import * as service from './doses.service';

const tags = ['doses'];

/** The answers a dose write documents beyond its success: who logged it first, a reused key. */
const conflicts = { 409: doseConflictErrorSchema, 422: apiErrorSchema };

/** Mounted at /api/pets: a pet's dose schedule and log (issues 14 and 23). */
export async function doseRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/:petId/doses',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: petDoseParamsSchema,
        querystring: doseRangeQuerySchema,
        response: { 200: doseListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Doses',
      data: await service.list(app.ctx, request.auth!.id, request.params.petId, request.query),
    }),
  );

  app.post(
    '/:petId/medications/:medicationId/doses',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Logs a dose (once: a dose already logged answers 409 with who logged it)',
        params: medicationDoseParamsSchema,
        headers: idempotentWriteHeadersSchema,
        body: doseLogBodySchema,
        response: { 201: doseResponseSchema, ...conflicts },
      },
    },
    async (request, reply) => {
      const { petId, medicationId } = request.params;
      const answer = await idempotent(app.ctx, request, request.auth!.id, async (db) => ({
        status: 201,
        body: {
          success: true as const,
          message: DOSE_MESSAGES.logged,
          data: await service.log(
            { ...app.ctx, db },
            request.auth!,
            petId,
            medicationId,
            request.body,
          ),
        },
      }));
      return sendAnswer(reply, answer);
    },
  );

  app.put(
    '/:petId/doses/:doseId',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary:
          "Changes a dose's log (status, note), if it is still at `version`; kept in its history",
        params: doseLogParamsSchema,
        headers: idempotentWriteHeadersSchema,
        body: doseEditBodySchema,
        response: { 200: doseResponseSchema, ...conflicts },
      },
    },
    async (request, reply) => {
      const { petId, doseId } = request.params;
      const answer = await idempotent(app.ctx, request, request.auth!.id, async (db) => ({
        status: 200,
        body: {
          success: true as const,
          message: DOSE_LOG_MESSAGES.edited,
          data: await service.edit({ ...app.ctx, db }, request.auth!, petId, doseId, request.body),
        },
      }));
      return sendAnswer(reply, answer);
    },
  );

  app.delete(
    '/:petId/doses/:doseId',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: "Undoes a dose's log, if nobody changed it since `version`; kept in its history",
        params: doseLogParamsSchema,
        headers: idempotentWriteHeadersSchema,
        querystring: doseUndoQuerySchema,
        response: { 200: doseResponseSchema, ...conflicts },
      },
    },
    async (request, reply) => {
      const { petId, doseId } = request.params;
      const { version } = request.query;
      const answer = await idempotent(app.ctx, request, request.auth!.id, async (db) => ({
        status: 200,
        body: {
          success: true as const,
          message: DOSE_LOG_MESSAGES.undone,
          data: await service.undo({ ...app.ctx, db }, request.auth!, petId, doseId, version),
        },
      }));
      return sendAnswer(reply, answer);
    },
  );
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageOnlySchema } from '@pawrx/contracts/envelope';
import {
  accountExpenseListEnvelopeSchema,
  EXPENSE_MESSAGES,
  expenseBodySchema,
  expenseEnvelopeSchema,
  expenseItemParamsSchema,
  expenseListEnvelopeSchema,
  expenseParamsSchema,
  expensePatchSchema,
  expenseRangeQuerySchema,
  expenseYearQuerySchema,
  lastPriceEnvelopeSchema,
  medicationPriceParamsSchema,
} from '@pawrx/contracts/expenses';
import { attachmentDisposition } from '../../lib/content-disposition';
import * as service from './expenses.service';

const tags = ['expenses'];
const userId = (request: FastifyRequest) => request.auth!.id;

const sendCsv = (reply: FastifyReply, fileName: string, csv: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(csv);

/** Mounted at /api/pets: a pet's expenses, their totals, CSV and a medication's last price. */
export async function expenseRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/:petId/expenses',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: expenseParamsSchema,
        querystring: expenseRangeQuerySchema,
        response: { 200: expenseListEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: EXPENSE_MESSAGES.listed,
      data: await service.listExpenses(
        app.ctx,
        userId(request),
        request.params.petId,
        request.query,
      ),
    }),
  );

  app.get(
    '/:petId/expenses.csv',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: expenseParamsSchema, querystring: expenseRangeQuerySchema },
    },
    async (request, reply) => {
      const csv = await service.petCsv(
        app.ctx,
        userId(request),
        request.params.petId,
        request.query,
      );
      const { from, to } = request.query;
      const span = [from, to].filter(Boolean).join('-to-');
      return sendCsv(reply, `pawrx-expenses${span ? `-${span}` : ''}.csv`, csv);
    },
  );

  app.post(
    '/:petId/expenses',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: expenseParamsSchema,
        body: expenseBodySchema,
        response: { 201: expenseEnvelopeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        message: EXPENSE_MESSAGES.added,
        data: await service.addExpense(
          app.ctx,
          userId(request),
          request.params.petId,
          request.body,
        ),
      }),
  );

  app.patch(
    '/:petId/expenses/:id',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: expenseItemParamsSchema,
        body: expensePatchSchema,
        response: { 200: expenseEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: EXPENSE_MESSAGES.updated,
      data: await service.updateExpense(
        app.ctx,
        userId(request),
        request.params.petId,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/:petId/expenses/:id',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: expenseItemParamsSchema, response: { 200: messageOnlySchema } },
    },
    async (request) => {
      await service.deleteExpense(
        app.ctx,
        userId(request),
        request.params.petId,
        request.params.id,
      );
      return { success: true as const, message: EXPENSE_MESSAGES.deleted };
    },
  );

  app.get(
    '/:petId/medications/:id/last-expense',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: medicationPriceParamsSchema,
        response: { 200: lastPriceEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: EXPENSE_MESSAGES.lastPrice,
      data: await service.lastPrice(
        app.ctx,
        userId(request),
        request.params.petId,
        request.params.id,
      ),
    }),
  );
}

/** Mounted at /api: the account's expenses of a year over every pet it may see them on. */
export async function accountExpenseRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/expenses',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        querystring: expenseYearQuerySchema,
        response: { 200: accountExpenseListEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: EXPENSE_MESSAGES.listed,
      data: await service.accountYear(app.ctx, userId(request), request.query.year),
    }),
  );

  app.get(
    '/expenses.csv',
    { onRequest: app.requireAuth, schema: { tags, querystring: expenseYearQuerySchema } },
    async (request, reply) => {
      const { year } = request.query;
      const csv = await service.accountYearCsv(app.ctx, userId(request), year);
      return sendCsv(reply, `pawrx-expenses-${year}.csv`, csv);
    },
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appointmentCreateBodySchema,
  appointmentEnvelopeSchema,
  appointmentListEnvelopeSchema,
  appointmentStatusBodySchema,
  dashboardAppointmentListEnvelopeSchema,
} from '@pawrx/contracts/appointments';
import { APPOINTMENT_MESSAGES } from '@pawrx/contracts/messages';
import * as service from './appointments.service';

const tags = ['appointments'];
const petParams = z.object({ id: z.string() });
const appointmentParams = z.object({ id: z.string(), appointmentId: z.string() });

/** Mounted at /api: the account's list (own and shared pets) plus the pet-scoped routes. */
export async function appointmentRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ownerOf = (request: FastifyRequest) => request.auth!.id;

  app.get(
    '/appointments',
    {
      onRequest: app.requireAuth,
      schema: { tags, response: { 200: dashboardAppointmentListEnvelopeSchema } },
    },
    async (request) => ({
      success: true as const,
      message: 'OK',
      data: await service.listOwnerAppointments(app.ctx, ownerOf(request)),
    }),
  );

  app.get(
    '/pets/:id/appointments',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: petParams, response: { 200: appointmentListEnvelopeSchema } },
    },
    async (request) => ({
      success: true as const,
      message: 'OK',
      data: await service.listPetAppointments(app.ctx, ownerOf(request), request.params.id),
    }),
  );

  app.post(
    '/pets/:id/appointments',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: petParams,
        body: appointmentCreateBodySchema,
        response: { 201: appointmentEnvelopeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        message: APPOINTMENT_MESSAGES.scheduled,
        data: await service.createAppointment(
          app.ctx,
          request.auth!,
          request.params.id,
          request.body,
        ),
      }),
  );

  app.put(
    '/pets/:id/appointments/:appointmentId',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: appointmentParams,
        body: appointmentStatusBodySchema,
        response: { 200: appointmentEnvelopeSchema },
      },
    },
    async (request) => {
      const data = await service.setAppointmentStatus(
        app.ctx,
        request.auth!,
        request.params.id,
        request.params.appointmentId,
        request.body,
      );
      const message =
        data.status === 'completed'
          ? APPOINTMENT_MESSAGES.completed
          : APPOINTMENT_MESSAGES.cancelled;
      return { success: true as const, message, data };
    },
  );
}

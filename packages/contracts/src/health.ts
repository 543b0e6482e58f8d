import { z } from 'zod';
import { apiErrorSchema } from './envelope';

// GET /api/health: 200 while the database answers; 503 in the error envelope while it does not,
// so a load balancer or a person can tell "up" from "the database is down". `pid` names the
// worker that answered, when WEB_CONCURRENCY runs several.

const pid = z.number().int();
export const healthOkSchema = z.object({ status: z.literal('ok'), database: z.literal('up'), pid });
export type HealthOk = z.infer<typeof healthOkSchema>;

export const healthDownSchema = apiErrorSchema.extend({
  status: z.literal('unavailable'),
  database: z.literal('down'),
  pid,
});
export type HealthDown = z.infer<typeof healthDownSchema>;

// GET /api/health/live: the process answers (a liveness probe restarts it otherwise).
export const healthLiveSchema = z.object({ status: z.literal('alive'), pid });
export type HealthLive = z.infer<typeof healthLiveSchema>;

// GET /api/health/ready: the database answers, every migration is applied and the process is not
// shutting down; otherwise 503 naming each reason, so a load balancer stops sending it traffic.
export const NOT_READY_REASONS = ['database-down', 'migrations-pending', 'shutting-down'] as const;
export const notReadyReasonSchema = z.enum(NOT_READY_REASONS);
export type NotReadyReason = z.infer<typeof notReadyReasonSchema>;

export const healthReadySchema = z.object({ status: z.literal('ready'), pid });
export type HealthReady = z.infer<typeof healthReadySchema>;

export const healthNotReadySchema = apiErrorSchema.extend({
  status: z.literal('not-ready'),
  reasons: z.array(notReadyReasonSchema).min(1),
  pid,
});
export type HealthNotReady = z.infer<typeof healthNotReadySchema>;

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

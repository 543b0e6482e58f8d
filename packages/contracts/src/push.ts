import { z } from 'zod';
import { envelope } from './envelope';

// Web Push (issue 27 item 3, decision 055): a device subscribes with the push service its
// browser uses and hands PawRx the subscription; reminders then go to it as notifications.

/** How reminders reach the account: push notifications, email, or both (the default). */
export const REMINDER_CHANNELS = ['both', 'push', 'email'] as const;
export const reminderChannelSchema = z.enum(REMINDER_CHANNELS, {
  error: 'Reminders go by push, email or both',
});
export type ReminderChannel = z.infer<typeof reminderChannelSchema>;

export const REMINDER_CHANNEL_LABELS: Record<ReminderChannel, string> = {
  both: 'Push and email',
  push: 'Push only (email when no device is set up)',
  email: 'Email only',
};

export const PUSH_MESSAGES = {
  publicKey: 'Push public key',
  subscribed: 'Notifications are on for this device',
  listed: 'Devices with notifications',
  removed: 'Device removed',
  notFound: 'Device not found',
  loadFailed: 'Could not load your devices',
  removeFailed: 'Could not remove the device',
  turnOn: 'Turn on notifications on this device',
  turningOn: 'Turning on…',
  thisDeviceOn: 'Notifications are on for this device.',
  noDevices: 'No device has notifications turned on yet.',
  unsupported:
    'This browser cannot show notifications from PawRx. On an iPhone or iPad, add PawRx to the Home Screen first, then open it from there.',
  noWorker:
    'Notifications need PawRx’s offline service worker, which is not running on this page yet. Reload the page and try again.',
  denied:
    'Notifications are blocked for PawRx in this browser. Allow them in the site settings, then try again.',
  subscribeFailed: (reason: string) =>
    `This browser could not set up notifications with its push service (${reason}).`,
  endpointRefused:
    'This push service is not allowed: PawRx only sends to the browsers’ own push services',
} as const;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
/** Base64url of exactly `bytes` bytes (padding tolerated, as some browsers send it). */
const base64urlKey = (label: string, bytes: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(200, `${label} is too long`)
    .regex(BASE64URL, { message: `${label} must be base64url`, abort: true })
    .refine(
      (value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes,
      `${label} must be ${bytes} bytes`,
    );

export const PUSH_ENDPOINT_MAX = 2048;

export const pushSubscriptionBodySchema = z.object({
  endpoint: z
    .string({ error: 'Endpoint is required' })
    .trim()
    .min(1, 'Endpoint is required')
    .max(PUSH_ENDPOINT_MAX, `Endpoint must be at most ${PUSH_ENDPOINT_MAX} characters`)
    .refine((value) => URL.canParse(value), 'Endpoint must be a URL')
    .refine((value) => !URL.canParse(value) || new URL(value).protocol === 'https:', {
      message: 'Endpoint must be an https URL',
    }),
  /** Browsers send `expirationTime` too; it is accepted and not kept. */
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      /** The device's P-256 public key, uncompressed (65 bytes). */
      p256dh: base64urlKey('Public key', 65),
      /** The 16-byte authentication secret. */
      auth: base64urlKey('Auth secret', 16),
    },
    { error: 'Keys are required' },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushDeviceSchema = z.object({
  _id: z.string(),
  /** The push service's host (fcm.googleapis.com …): the endpoint itself is not shown again. */
  service: z.string(),
  /** The browser that subscribed, as it named itself, shortened. */
  device: z.string(),
  createdAt: z.string(),
  lastSentAt: z.string().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDeviceEnvelopeSchema = envelope(pushDeviceSchema);
export const pushDeviceListResponseSchema = envelope(z.array(pushDeviceSchema));
export const pushDeviceParamsSchema = z.object({ id: z.string().max(100) });
export const pushPublicKeyResponseSchema = envelope(z.object({ publicKey: z.string() }));

/**
 * What a reminder notification carries to the service worker (encrypted by the push service
 * protocol, RFC 8291). Action URLs are single-use dose links the worker POSTs to.
 */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** Replaces an earlier notification about the same thing. */
  tag: z.string(),
  /** Opened when the body is tapped (Today for doses). */
  url: z.string(),
  kind: z.enum(['dose', 'refill', 'vaccination']),
  pet: z.string(),
  subject: z.string(),
  actions: z.object({ given: z.string(), skipped: z.string() }).optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

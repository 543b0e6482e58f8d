import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { VetInfo } from '@pawrx/contracts/auth';
import type { DocumentCategory, DocumentMimeType } from '@pawrx/contracts/documents';
import type { StoredLabResult } from '@pawrx/contracts/labs';
import type { ReminderChannel } from '@pawrx/contracts/push';
import { DOCUMENT_SEARCH_VECTOR } from './document-search';

// One schema for both drivers (PGlite and PostgreSQL). Every table a feature needs is here so
// migrations stay one linear history. Pet-owned rows cascade when their pet is deleted.

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['user', 'vet'] })
    .notNull()
    .default('user'),
  phone: text('phone'),
  vetInfo: jsonb('vet_info').$type<VetInfo>(),
  /** IANA zone in which dose times are read. */
  timezone: text('timezone').notNull().default('UTC'),
  /** Account-wide switch for every reminder email. */
  remindersEnabled: boolean('reminders_enabled').notNull().default(true),
  /** How reminders reach the account: push, email or both (decision 055). */
  reminderChannel: text('reminder_channel').$type<ReminderChannel>().notNull().default('both'),
  /** Random per-account input of the calendar feed token; a reset replaces it. */
  calendarFeedNonce: text('calendar_feed_nonce'),
  /** SHA-256 of the current calendar feed token, for the lookup of a public request. */
  calendarFeedTokenHash: text('calendar_feed_token_hash').unique(),
  /**
   * When the address in `email` was proven by a link sent to it (decision 046); null until then.
   * Reminders and invitations are sent only for a verified address.
   */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One row per issued token: logout and password reset revoke them. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The browser's User-Agent at sign-in (cut to 512 characters), for the sessions list. */
    userAgent: text('user_agent'),
    /** The address the sign-in came from. */
    ip: text('ip'),
    /** Last use, written at most once a minute per session (decision 046). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * A link that proves an address (decision 046): the account's own address at registration, or a
 * new one asked for in Settings (`email` differs from the account's until the link is used).
 * Tokens are stored as SHA-256 hashes and work once.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
);

/**
 * A passkey (WebAuthn credential, issue 25 item 6, decision 050): the public half of a key that
 * lives on the person's device. `id` is the credential id as base64url, as the browser sends it.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter; 0 for those that keep none. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * One WebAuthn ceremony's challenge, in the database so any process may finish what another
 * began; taken (deleted) by the first verify, whatever its outcome, and dead after ~5 minutes.
 * `userId` is set for adding a passkey (the account it is for), null for a sign-in.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: id(),
    challenge: text('challenge').notNull().unique(),
    purpose: text('purpose', { enum: ['register', 'sign-in'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);

/** Reset tokens are stored as SHA-256 hashes, single use, short-lived. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Every email, as a durable queue (decision 033): written in the same transaction as what caused
 * it, then claimed by a sender (claim token + lease, FOR UPDATE SKIP LOCKED), retried with
 * backoff for 24 hours, then 'dead'. Without SMTP_URL a mail ends 'stored' with its text (the
 * dev outbox). Once sent, dead or expired, its text and HTML (reset links, dose-link tokens) are
 * cleared: only metadata stays.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    /** The Message-ID header, set once when queued and reused by every retry. */
    messageId: text('message_id').notNull().unique(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text'),
    html: text('html'),
    status: text('status', {
      enum: ['queued', 'sent', 'stored', 'dead', 'expired', 'failed'],
    }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who holds the row right now, and until when; a sender settles only with its own token. */
    claimToken: uuid('claim_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** A mail useless after this instant (a dose reminder once the dose is missed) is not sent. */
    sendBefore: timestamp('send_before', { withTimezone: true }),
    /** The last delivery error (never the body). */
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Small key/value store. Never the signing secret (decision 034: DATA_DIR or JWT_SECRET). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const pets = pgTable(
  'pets',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    species: text('species').notNull().default('dog'),
    breed: text('breed').notNull().default(''),
    sex: text('sex').notNull().default('unknown'),
    age: integer('age'),
    ageUnit: text('age_unit'),
    weight: doublePrecision('weight'),
    weightUnit: text('weight_unit'),
    neutered: boolean('neutered').notNull().default(false),
    birthDate: date('birth_date'),
    microchipId: text('microchip_id').notNull().default(''),
    insuranceProvider: text('insurance_provider').notNull().default(''),
    allergies: text('allergies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    chronicConditions: text('chronic_conditions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mdr1Status: text('mdr1_status').notNull().default('untested'),
    /** Full-size photo as a data URL; lists never select it (they get a versioned URL). */
    photo: text('photo'),
    photoUpdatedAt: timestamp('photo_updated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('pets_owner_idx').on(t.ownerId)],
);

const petRef = () =>
  uuid('pet_id')
    .notNull()
    .references(() => pets.id, { onDelete: 'cascade' });

export const vaccinations = pgTable(
  'vaccinations',
  {
    id: id(),
    petId: petRef(),
    vaccine: text('vaccine').notNull(),
    date: date('date').notNull(),
    nextDue: date('next_due'),
    veterinarian: text('veterinarian').notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('vaccinations_pet_idx').on(t.petId)],
);

export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    petId: petRef(),
    type: text('type').notNull().default('check-up'),
    title: text('title').notNull().default(''),
    date: date('date').notNull(),
    time: text('time').notNull().default(''),
    veterinarian: text('veterinarian').notNull().default(''),
    clinic: text('clinic').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    notes: text('notes').notNull().default(''),
    status: text('status').notNull().default('scheduled'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('appointments_pet_idx').on(t.petId, t.date)],
);

export const medications = pgTable(
  'medications',
  {
    id: id(),
    petId: petRef(),
    name: text('name').notNull(),
    brandName: text('brand_name').notNull().default(''),
    dosage: text('dosage').notNull().default(''),
    frequency: text('frequency').notNull().default(''),
    route: text('route').notNull().default(''),
    startDate: date('start_date'),
    endDate: date('end_date'),
    prescribedBy: text('prescribed_by').notNull().default(''),
    reason: text('reason').notNull().default(''),
    instructions: text('instructions').notNull().default(''),
    status: text('status').notNull().default('active'),
    /** Local 'HH:MM' times in the owner's zone; empty when the medication has no schedule. */
    doseTimes: text('dose_times')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    supplyQuantity: doublePrecision('supply_quantity'),
    supplyUnit: text('supply_unit'),
    amountPerDose: doublePrecision('amount_per_dose'),
    /** Local day the supply quantity was last set: the supply is counted down from it. */
    supplyCountedOn: date('supply_counted_on'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('medications_pet_idx').on(t.petId, t.status)],
);

/**
 * Every status move of a medication (paused, resumed as active, completed, discontinued), dated on
 * the owner's calendar: the health timeline shows when a course was paused and resumed, which the
 * medication row alone (one status, one end date) cannot tell.
 */
export const medicationStatusChanges = pgTable(
  'medication_status_changes',
  {
    id: id(),
    medicationId: uuid('medication_id')
      .notNull()
      .references(() => medications.id, { onDelete: 'cascade' }),
    petId: petRef(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    date: date('date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('medication_status_changes_pet_idx').on(t.petId, t.date)],
);

/**
 * One row per medication and scheduled time: a dose has one log. A second log of the same dose is
 * refused (409); the log changes only by an explicit edit or an Undo, each of which must name the
 * version it saw (compare-and-set), and each step is kept in dose_log_history.
 */
export const doseLogs = pgTable(
  'dose_logs',
  {
    id: id(),
    medicationId: uuid('medication_id')
      .notNull()
      .references(() => medications.id, { onDelete: 'cascade' }),
    petId: petRef(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['given', 'skipped'] }).notNull(),
    /** An extra dose given outside the schedule. */
    extra: boolean('extra').notNull().default(false),
    note: text('note').notNull().default(''),
    loggedAt: timestamp('logged_at', { withTimezone: true }).notNull(),
    /** Null when the dose was logged from an email link, or the account was deleted. */
    loggedBy: uuid('logged_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who logged it, kept when logged from an email link (the link names its recipient). */
    loggedByName: text('logged_by_name').notNull().default(''),
    /** 1 when logged, one more with each edit: an edit or Undo names the version it saw. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('dose_logs_medication_time_key').on(t.medicationId, t.scheduledAt),
    index('dose_logs_pet_time_idx').on(t.petId, t.scheduledAt),
  ],
);

/**
 * Every step of a dose's log (logged, edited, undone), kept by dose rather than by log row so that
 * an undone log, whose row is gone, stays in the dose's history.
 */
export const doseLogHistory = pgTable(
  'dose_log_history',
  {
    id: id(),
    medicationId: uuid('medication_id')
      .notNull()
      .references(() => medications.id, { onDelete: 'cascade' }),
    petId: petRef(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    /** The log row the step was about (gone once undone). */
    doseLogId: uuid('dose_log_id').notNull(),
    /** The log's version after the step (for 'undone', the version undone). */
    version: integer('version').notNull(),
    action: text('action', { enum: ['logged', 'edited', 'undone'] }).notNull(),
    status: text('status', { enum: ['given', 'skipped'] }).notNull(),
    note: text('note').notNull().default(''),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('dose_log_history_pet_time_idx').on(t.petId, t.scheduledAt)],
);

/**
 * Idempotency-Key of a write and the answer it got, per account, for a day
 * (IDEMPOTENCY_KEY_HOURS): a retried or offline-queued write with the same key gets that answer
 * again instead of running twice. The row and the write commit together.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of method, path and body: the same key sent with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * Every reminder that is or was to be sent. The unique key (kind, subject, due) makes planning
 * idempotent; a sender claims a pending row with FOR UPDATE SKIP LOCKED and a lease, so each
 * reminder goes out once across processes and restarts.
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    id: id(),
    kind: text('kind', {
      enum: ['dose', 'refill', 'vaccination-soon', 'vaccination-due'],
    }).notNull(),
    /** The medication or vaccination the reminder is about. */
    subjectId: uuid('subject_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The dose instant, or the day (at 00:00 UTC) a refill or vaccination falls on. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['pending', 'sent', 'cancelled', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The claim of the worker handling the row; settling checks it (a stalled worker's is stale). */
    claimToken: uuid('claim_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** When the reminder's email was queued in the outbox (status 'sent'). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    mailId: uuid('mail_id').references(() => outbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reminder_sends_key').on(t.kind, t.subjectId, t.dueAt),
    index('reminder_sends_pending_idx').on(t.status, t.dueAt),
  ],
);

/** One-click links in a dose email: random tokens stored hashed, single use, 24 hours. */
export const doseLinks = pgTable(
  'dose_links',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    medicationId: uuid('medication_id')
      .notNull()
      .references(() => medications.id, { onDelete: 'cascade' }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    action: text('action', { enum: ['given', 'skipped'] }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Where the link was sent: an email's button or a push notification's action. */
    channel: text('channel', { enum: ['email', 'push'] })
      .notNull()
      .default('email'),
    createdAt: createdAt(),
  },
  (t) => [index('dose_links_dose_idx').on(t.medicationId, t.scheduledAt)],
);

/**
 * A device's Web Push subscription (decision 055). The endpoint is a capability URL at the
 * browser's push service and is only ever posted to when its origin is an allowed one.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The subscribing browser's User-Agent, shortened, to tell devices apart in Settings. */
    device: text('device').notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Push notifications as a durable queue, like the mail outbox (decision 033): a row per device,
 * written in the transaction that settles the reminder, claimed with a fenced lease, retried with
 * backoff, its payload (single-use dose links) cleared once settled.
 */
export const pushMessages = pgTable(
  'push_messages',
  {
    id: id(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    payload: text('payload'),
    status: text('status', { enum: ['queued', 'sent', 'dead', 'expired'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimToken: uuid('claim_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Not worth sending after this instant (a dose once it counts as missed). */
    sendBefore: timestamp('send_before', { withTimezone: true }),
    /** The last delivery error: a status code and the push service's host, never the payload. */
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('push_messages_due_idx').on(t.status, t.nextAttemptAt)],
);

export const reactions = pgTable(
  'reactions',
  {
    id: id(),
    petId: petRef(),
    medication: text('medication').notNull(),
    date: date('date').notNull(),
    severity: text('severity').notNull().default('mild'),
    symptoms: text('symptoms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    symptomsInput: text('symptoms_input').notNull().default(''),
    duration: text('duration').notNull().default(''),
    treatment: text('treatment').notNull().default(''),
    outcome: text('outcome').notNull().default('recovered'),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('reactions_pet_idx').on(t.petId)],
);

/** A pet's weighings, in kg; the newest is the pet's current weight (issue 15). */
export const petWeights = pgTable(
  'pet_weights',
  {
    id: id(),
    petId: petRef(),
    date: date('date').notNull(),
    weightKg: doublePrecision('weight_kg').notNull(),
    note: text('note').notNull().default(''),
    /**
     * 'weighing' (recorded as one) or 'profile' (typed on the pet's profile, at sign-up or an
     * edit): a weighing of the same day replaces a profile weight (issue 24).
     */
    source: text('source').notNull().default('weighing'),
    createdAt: createdAt(),
  },
  (t) => [index('pet_weights_pet_idx').on(t.petId, t.date)],
);

/**
 * A pet's lab panel (issue 30): its results as one JSON list, since a panel is written and deleted
 * whole and its values are flagged on reading (the reference data may improve).
 */
export const labPanels = pgTable(
  'lab_panels',
  {
    id: id(),
    petId: petRef(),
    date: date('date').notNull(),
    source: text('source').notNull().default(''),
    results: jsonb('results').$type<StoredLabResult[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lab_panels_pet_idx').on(t.petId, t.date)],
);

/** Raw bytes: a document's file (issue 30), stored with its record (decision 054). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer: the app sees a Buffer either way.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A pet's document (issue 30): the file itself, the text read from it (its PDF text layer, or OCR
 * in the browser) and a full-text index over title and text. Files live in the database so
 * backups, export and import carry them; decision 054 says where they would go at scale.
 */
export const petDocuments = pgTable(
  'pet_documents',
  {
    id: id(),
    petId: petRef(),
    title: text('title').notNull(),
    category: text('category').$type<DocumentCategory>().notNull(),
    date: date('date').notNull(),
    mimeType: text('mime_type').$type<DocumentMimeType>().notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    text: text('text').notNull().default(''),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('pet_documents_pet_idx').on(t.petId, t.date),
    // The expression the search query repeats word for word, so the planner can use the index.
    index('pet_documents_search_idx').using('gin', sql`${DOCUMENT_SEARCH_VECTOR}`),
  ],
);

/**
 * A pet's expense (issue 30 item 5). The amount in integer minor units of its currency (cents for
 * USD, yen for JPY), so sums are exact; a medication's last price suggests its next refill's.
 */
export const expenses = pgTable(
  'expenses',
  {
    id: id(),
    petId: petRef(),
    date: date('date').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    category: text('category').notNull(),
    note: text('note').notNull().default(''),
    medicationId: uuid('medication_id').references(() => medications.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('expenses_pet_idx').on(t.petId, t.date),
    index('expenses_medication_idx').on(t.medicationId, t.date),
  ],
);

export const medicationRequests = pgTable(
  'medication_requests',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    medicationName: text('medication_name').notNull(),
    brandName: text('brand_name').notNull().default(''),
    category: text('category').notNull().default(''),
    commonDoses: text('common_doses')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    species: text('species').notNull().default(''),
    reason: text('reason').notNull().default(''),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [index('medication_requests_user_idx').on(t.userId)],
);

export const supportRequests = pgTable('support_requests', {
  id: id(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  category: text('category').notNull(),
  message: text('message').notNull(),
  urgent: boolean('urgent').notNull().default(false),
  /** The email to the support inbox; its delivery status is the outbox row's. */
  mailId: uuid('mail_id').references(() => outbox.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Who else may see or care for a pet (issue 16). One row per pet and invited address: an
 * invitation (pending) becomes a membership (active) when the account with that address accepts
 * it. Revoking deletes the row; a declined or expired row may be invited again.
 */
export const petMembers = pgTable(
  'pet_members',
  {
    id: id(),
    petId: petRef(),
    /** Lower-cased address the invitation went to; an account registered with it later sees it. */
    email: text('email').notNull(),
    /** The account that accepted; null while pending. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['co-owner', 'caregiver', 'vet'] }).notNull(),
    status: text('status', { enum: ['pending', 'active', 'declined'] })
      .notNull()
      .default('pending'),
    /** Access ends then (the invitation too); null: until revoked. */
    expiresAt: at('expires_at'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the key the invitation email carries; it lets its reader accept (decision 046). */
    keyHash: text('key_hash'),
    createdAt: createdAt(),
    respondedAt: at('responded_at'),
  },
  (t) => [
    uniqueIndex('pet_members_pet_email_key').on(t.petId, t.email),
    index('pet_members_user_idx').on(t.userId, t.status),
    index('pet_members_email_idx').on(t.email, t.status),
  ],
);

/**
 * Public emergency pages (issue 16): the token is `<nonce>.<HMAC>` like the calendar feed's, so
 * the owner can be shown the URL again while the database keeps only its hash.
 */
export const emergencyLinks = pgTable(
  'emergency_links',
  {
    id: id(),
    petId: petRef(),
    /** Only the token's hash (decision 034): the URL is shown once, at creation, and never rebuilt. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The token's first characters, to tell links apart in the list; not enough to open one. */
    label: text('label').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('emergency_links_pet_idx').on(t.petId)],
);

/** Every time an emergency page was opened, and from which address. */
export const emergencyLinkViews = pgTable(
  'emergency_link_views',
  {
    id: id(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => emergencyLinks.id, { onDelete: 'cascade' }),
    viewedAt: at('viewed_at').notNull(),
    ip: text('ip').notNull(),
  },
  (t) => [index('emergency_link_views_link_idx').on(t.linkId, t.viewedAt)],
);

/** Who did what to a pet and when (issue 16), for its owner and co-owners. */
export const petActivity = pgTable(
  'pet_activity',
  {
    id: id(),
    petId: petRef(),
    /** Null for an emergency-link visitor, or once the account is deleted (the name stays). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    summary: text('summary').notNull(),
    createdAt: at('created_at').notNull(),
    /** Insertion order: entries written in the same millisecond still list in the order they happened. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [index('pet_activity_pet_idx').on(t.petId, t.createdAt, t.seq)],
);

/** Append-only notes on a pet's record (Vet Mode), signed with the author's name and role. */
export const petNotes = pgTable(
  'pet_notes',
  {
    id: id(),
    petId: petRef(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    authorRole: text('author_role', { enum: ['owner', 'co-owner', 'caregiver', 'vet'] }).notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('pet_notes_pet_idx').on(t.petId, t.createdAt)],
);

import type { PgTable } from 'drizzle-orm/pg-core';
import * as s from '../../db/schema';

// Every table of the schema, classified once for the account's export, import and deletion
// (issue 25). account-tables.test.ts fails when a table is added to schema.ts without being put
// here, as exported or as left out with its reason.

/**
 * Where a column of an exported row points, so an import can give the row new ids and still
 * join it up: `pet`, `medication`, `link`, `doseLog` are rows of the same archive (an id that is
 * not in it belongs to someone else: 400); `self` is the exporting account (any other id: 400);
 * `person` is whoever did something (kept when that account exists here, else null, their name
 * stays in the row); `member` is a co-owner's or carer's account, found again by the row's email.
 */
export type Ref = 'pet' | 'medication' | 'link' | 'doseLog' | 'self' | 'person' | 'member';

/** How a table's rows belong to the account. */
export type Scope = 'profile' | 'ownedPets' | 'pet' | 'user' | 'link';

export interface ExportedTable {
  /** The key of its rows in pawrx-export.json and the name of its CSV. */
  key: string;
  table: PgTable;
  scope: Scope;
  /** Columns never exported: secrets, and what another server makes up again. */
  omit: readonly string[];
  refs: Readonly<Record<string, Ref>>;
  /** Rows are exported, and imported, in this order (activity's order is its meaning). */
  orderBy: readonly string[];
}

const pet = { petId: 'pet' } as const;

/** In the order an import writes them: every row after the rows it points to. */
export const EXPORTED_TABLES: readonly ExportedTable[] = [
  {
    key: 'profile',
    table: s.users,
    scope: 'profile',
    // The password hash and the calendar feed's secret stay; the importing account keeps its own
    // address and password, and makes a new feed link when it wants one.
    // emailVerifiedAt too: a proof made on this server (decision 046); an archive must not be
    // able to mark an account's address verified.
    omit: ['passwordHash', 'calendarFeedNonce', 'calendarFeedTokenHash', 'emailVerifiedAt'],
    refs: {},
    orderBy: ['createdAt'],
  },
  {
    key: 'pets',
    table: s.pets,
    scope: 'ownedPets',
    omit: ['photo'], // a file of the archive: photos/<pet id>.<ext>
    refs: { ownerId: 'self' },
    orderBy: ['createdAt', 'name'],
  },
  {
    key: 'medications',
    table: s.medications,
    scope: 'pet',
    omit: [],
    refs: pet,
    orderBy: ['createdAt', 'name'],
  },
  {
    key: 'medicationStatusChanges',
    table: s.medicationStatusChanges,
    scope: 'pet',
    omit: [],
    refs: { ...pet, medicationId: 'medication' },
    orderBy: ['createdAt', 'date'],
  },
  {
    key: 'doseLogs',
    table: s.doseLogs,
    scope: 'pet',
    omit: [],
    refs: { ...pet, medicationId: 'medication', loggedBy: 'person' },
    orderBy: ['scheduledAt', 'loggedAt'],
  },
  {
    key: 'doseLogHistory',
    table: s.doseLogHistory,
    scope: 'pet',
    omit: [],
    refs: { ...pet, medicationId: 'medication', doseLogId: 'doseLog', actorId: 'person' },
    orderBy: ['at', 'version'],
  },
  {
    key: 'vaccinations',
    table: s.vaccinations,
    scope: 'pet',
    omit: [],
    refs: pet,
    orderBy: ['date', 'createdAt'],
  },
  {
    key: 'appointments',
    table: s.appointments,
    scope: 'pet',
    omit: [],
    refs: pet,
    orderBy: ['date', 'createdAt'],
  },
  {
    key: 'reactions',
    table: s.reactions,
    scope: 'pet',
    omit: [],
    refs: pet,
    orderBy: ['date', 'createdAt'],
  },
  {
    key: 'weights',
    table: s.petWeights,
    scope: 'pet',
    omit: [],
    refs: pet,
    orderBy: ['date', 'createdAt'],
  },
  {
    key: 'labPanels',
    table: s.labPanels,
    scope: 'pet',
    omit: [],
    refs: pet,
    orderBy: ['date', 'createdAt'],
  },
  {
    key: 'documents',
    table: s.petDocuments,
    scope: 'pet',
    omit: ['content'], // a file of the archive: documents/<document id>.<ext> (decision 054)
    refs: { ...pet, uploadedBy: 'person' },
    orderBy: ['date', 'createdAt'],
  },
  {
    key: 'expenses',
    table: s.expenses,
    scope: 'pet',
    omit: [],
    refs: { ...pet, medicationId: 'medication' },
    orderBy: ['date', 'createdAt'],
  },
  {
    key: 'members',
    table: s.petMembers,
    scope: 'pet',
    omit: ['keyHash'], // the invitation email's key (decision 046): a secret
    refs: { ...pet, userId: 'member', invitedBy: 'person' },
    orderBy: ['createdAt', 'email'],
  },
  {
    key: 'emergencyLinks',
    table: s.emergencyLinks,
    scope: 'pet',
    // Only the token opens a page and the database holds only its hash: neither leaves. An
    // imported link keeps its dates and label but can never be opened (a new hash of nothing).
    omit: ['tokenHash'],
    refs: { ...pet, createdBy: 'person' },
    orderBy: ['createdAt', 'label'],
  },
  {
    key: 'emergencyLinkViews',
    table: s.emergencyLinkViews,
    scope: 'link',
    omit: [],
    refs: { linkId: 'link' },
    orderBy: ['viewedAt', 'ip'],
  },
  {
    key: 'activity',
    table: s.petActivity,
    scope: 'pet',
    omit: ['seq'], // insertion order: rows are exported and imported in it
    refs: { ...pet, actorId: 'person' },
    orderBy: ['createdAt', 'seq'],
  },
  {
    key: 'notes',
    table: s.petNotes,
    scope: 'pet',
    omit: [],
    refs: { ...pet, authorId: 'person' },
    orderBy: ['createdAt', 'text'],
  },
  {
    key: 'medicationRequests',
    table: s.medicationRequests,
    scope: 'user',
    omit: [],
    refs: { userId: 'self' },
    orderBy: ['createdAt', 'medicationName'],
  },
  {
    key: 'supportRequests',
    table: s.supportRequests,
    scope: 'user',
    omit: ['mailId'], // the delivery of that email, on the server that sent it
    refs: { userId: 'self' },
    orderBy: ['createdAt', 'subject'],
  },
];

/** Tables deliberately not in an export, each with its reason. */
export const LEFT_OUT_TABLES: ReadonlyArray<{ table: PgTable; reason: string }> = [
  { table: s.sessions, reason: 'sign-ins of this server; an import signs nobody in' },
  { table: s.passwordResets, reason: 'single-use secrets (hashed reset tokens)' },
  {
    table: s.passkeys,
    reason:
      'public halves of keys bound to this server’s web address and held on the person’s devices: another server could not use them (decision 050)',
  },
  { table: s.webauthnChallenges, reason: 'a passkey ceremony’s five-minute, single-use challenge' },
  {
    table: s.emailVerifications,
    reason: 'single-use secrets (hashed verification tokens) and address changes of this server',
  },
  { table: s.doseLinks, reason: 'single-use secrets (hashed one-click dose tokens)' },
  {
    table: s.outbox,
    reason: 'the mail queue: bodies carry links with tokens, and delivery is this server’s',
  },
  {
    table: s.pushSubscriptions,
    reason: 'a device’s subscription at its push service, bound to this server’s VAPID key',
  },
  {
    table: s.pushMessages,
    reason: 'the push queue: payloads carry single-use dose links, and delivery is this server’s',
  },
  { table: s.appSettings, reason: 'settings of the server, not of any account' },
  {
    table: s.idempotencyKeys,
    reason: 'a day’s replay cache of writes, meaningless on another server',
  },
  {
    table: s.reminderSends,
    reason:
      'delivery bookkeeping the reminder planner makes again from medications and vaccinations',
  },
];

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createSchemaFactory } from 'drizzle-zod';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '@pawrx/contracts/account';
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_MIME_TYPES,
  MAX_DOCUMENT_TEXT,
} from '@pawrx/contracts/documents';
import type { ApiIssue } from '@pawrx/contracts/envelope';
import { textProblem } from '@pawrx/contracts/text';
import {
  APPOINTMENT_STATUSES,
  MEDICATION_STATUSES,
  REACTION_OUTCOMES,
  REACTION_SEVERITIES,
  SEXES,
} from '@pawrx/contracts/enums';
import { SPECIES } from '@pawrx/contracts/species';
import { AppError } from '../../lib/app-error';
import type { ExportedTable } from './account-tables';
import type { Row } from './account.repository';

// An archive's rows made ready to insert: validated against the schema (drizzle-zod, with the
// contracts' enums where a column is free text in SQL), given new ids, and joined up again. A
// reference to a row the archive does not hold is someone else's: the whole import is refused.

/** Longer than any text field the API accepts; photos are files of the archive, not text. */
const MAX_TEXT = 20_000;
/** Columns that hold more than MAX_TEXT: the text read from a document. */
const LONG_TEXT: Record<string, Record<string, number>> = {
  documents: { text: MAX_DOCUMENT_TEXT },
};
/** Most rows of one table an import takes. */
const MAX_ROWS = 100_000;

const { createInsertSchema } = createSchemaFactory({ coerce: { date: true } });

/** Columns that are text in SQL but one of a list in the API. */
const ENUMS: Record<string, Record<string, readonly [string, ...string[]]>> = {
  pets: { species: SPECIES, sex: SEXES },
  medications: { status: MEDICATION_STATUSES },
  appointments: { status: APPOINTMENT_STATUSES },
  reactions: { severity: REACTION_SEVERITIES, outcome: REACTION_OUTCOMES },
  documents: { category: DOCUMENT_CATEGORIES, mimeType: DOCUMENT_MIME_TYPES },
};

const schemaCache = new Map<string, z.ZodType<Row>>();
function rowSchema(spec: ExportedTable): z.ZodType<Row> {
  let schema = schemaCache.get(spec.key);
  if (!schema) {
    const refine = Object.fromEntries(
      Object.entries(ENUMS[spec.key] ?? {}).map(([column, values]) => [column, z.enum(values)]),
    );
    // The refinement's keys are checked against ENUMS' tables at run time (account-import.test).
    const insert = (createInsertSchema as (t: unknown, r: unknown) => unknown)(
      spec.table,
      refine,
    ) as z.ZodObject;
    // Omitted columns never come in from an archive: the import makes them up again.
    const omit = spec.omit.filter((c) => c in insert.shape).map((c) => [c, true] as const);
    schema = insert.omit(Object.fromEntries(omit) as never) as unknown as z.ZodType<Row>;
    schemaCache.set(spec.key, schema);
  }
  return schema;
}

function textIssue(
  value: unknown,
  path: string,
  longText: Record<string, number> = {},
): ApiIssue | undefined {
  const stack: Array<{ value: unknown; path: string; max: number }> = [
    { value, path, max: MAX_TEXT },
  ];
  while (stack.length) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (item.value.length > item.max)
        return { path: item.path, message: `At most ${item.max} characters` };
      const problem = textProblem(item.value);
      if (problem) return { path: item.path, message: problem };
    } else if (item.value && typeof item.value === 'object') {
      for (const [k, v] of Object.entries(item.value)) {
        const max = item.path === path ? (longText[k] ?? MAX_TEXT) : MAX_TEXT;
        stack.push({ value: v, path: `${item.path}.${k}`, max });
      }
    }
  }
  return undefined;
}

const invalidRows = (issues: ApiIssue[]) =>
  AppError.badRequest(ACCOUNT_MESSAGES.archiveRows, issues);
const foreign = (path: string) =>
  AppError.badRequest(ACCOUNT_MESSAGES.archiveForeignIds, [
    { path, message: ACCOUNT_MESSAGES.archiveForeignIds },
  ]);

/** The rows of one table, checked against its schema; omitted columns never come in. */
export function validateRows(spec: ExportedTable, raw: unknown): Row[] {
  const list = z
    .array(z.record(z.string(), z.unknown()))
    .max(MAX_ROWS)
    .safeParse(raw ?? []);
  if (!list.success) throw invalidRows([{ path: spec.key, message: 'Must be a list of records' }]);
  const schema = rowSchema(spec);
  return list.data.map((input, index) => {
    const row = Object.fromEntries(Object.entries(input).filter(([k]) => !spec.omit.includes(k)));
    const parsed = schema.safeParse(row);
    if (!parsed.success) {
      throw invalidRows(
        parsed.error.issues.slice(0, 10).map((issue) => ({
          path: [spec.key, index, ...issue.path].join('.'),
          message: issue.message,
        })),
      );
    }
    const bad = textIssue(parsed.data, `${spec.key}.${index}`, LONG_TEXT[spec.key]);
    if (bad) throw invalidRows([bad]);
    if (typeof parsed.data.id !== 'string')
      throw invalidRows([{ path: `${spec.key}.${index}.id`, message: 'Required' }]);
    return parsed.data;
  });
}

/** What the ids of the archive become here. */
export interface IdPlan {
  oldUserId: string;
  newUserId: string;
  /** Accounts of this server the archive's people refs may keep (others become null). */
  knownPeople: ReadonlySet<string>;
  /** Accounts of this server by lower-cased email, for memberships. */
  accountsByEmail: ReadonlyMap<string, string>;
}

/**
 * Gives every row a new id and rewrites its references; `tables` are in EXPORTED_TABLES order,
 * so a row's parents are mapped before it.
 */
export function remapRows(
  specs: readonly ExportedTable[],
  tables: Record<string, Row[]>,
  plan: IdPlan,
): Record<string, Row[]> {
  const ids: Record<'pet' | 'medication' | 'link' | 'doseLog', Map<string, string>> = {
    pet: new Map(),
    medication: new Map(),
    link: new Map(),
    doseLog: new Map(),
  };
  const medicationPet = new Map<string, string>();
  const KIND: Record<string, keyof typeof ids | undefined> = {
    pets: 'pet',
    medications: 'medication',
    emergencyLinks: 'link',
    doseLogs: 'doseLog',
  };
  const out: Record<string, Row[]> = {};
  for (const spec of specs) {
    if (spec.key === 'profile') continue;
    const kind = KIND[spec.key];
    out[spec.key] = (tables[spec.key] ?? []).map((row, index) => {
      const oldId = row.id as string;
      const next: Row = { ...row, id: randomUUID() };
      if (kind) {
        if (ids[kind].has(oldId)) throw foreign(`${spec.key}.${index}.id`);
        ids[kind].set(oldId, next.id as string);
      }
      if (spec.key === 'medications') medicationPet.set(oldId, row.petId as string);
      for (const [column, ref] of Object.entries(spec.refs)) {
        const value = row[column] as string | null | undefined;
        const path = `${spec.key}.${index}.${column}`;
        if (value === null || value === undefined) continue;
        switch (ref) {
          case 'self':
            if (value !== plan.oldUserId) throw foreign(path);
            next[column] = plan.newUserId;
            break;
          case 'person':
            next[column] =
              value === plan.oldUserId
                ? plan.newUserId
                : plan.knownPeople.has(value)
                  ? value
                  : null;
            break;
          case 'member': {
            const account = plan.accountsByEmail.get(String(row.email).toLowerCase());
            if (account && account !== plan.newUserId) next[column] = account;
            else {
              // Nobody with that address here yet: an invitation again, accepted when they join.
              next[column] = null;
              next.status = 'pending';
              next.respondedAt = null;
            }
            break;
          }
          case 'doseLog': {
            // A log undone is gone but its history stays: a fresh id, the same for its steps.
            let mapped = ids.doseLog.get(value);
            if (!mapped) ids.doseLog.set(value, (mapped = randomUUID()));
            next[column] = mapped;
            break;
          }
          default: {
            const mapped = ids[ref].get(value);
            if (!mapped) throw foreign(path);
            next[column] = mapped;
          }
        }
      }
      // A medication's records sit on that medication's pet.
      if (row.medicationId && medicationPet.get(row.medicationId as string) !== row.petId)
        throw foreign(`${spec.key}.${index}.medicationId`);
      if (spec.key === 'emergencyLinks') next.tokenHash = unusableTokenHash();
      return next;
    });
  }
  return out;
}

/** The hash of a token nobody has: an imported emergency link can never be opened. */
const unusableTokenHash = () => createHash('sha256').update(randomBytes(32)).digest('hex');

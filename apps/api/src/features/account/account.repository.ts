import { and, asc, eq, getTableColumns, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  emergencyLinks,
  medicationRequests,
  petMembers,
  pets,
  supportRequests,
  users,
} from '../../db/schema';
import type { ExportedTable } from './account-tables';

// Reads of the account's rows, table by table, as the classification in account-tables.ts says.
// Rows come back with the schema's property names and every column but the omitted ones.

export type Row = Record<string, unknown>;

export const columnsOf = (table: PgTable): Record<string, PgColumn> =>
  getTableColumns(table) as Record<string, PgColumn>;

/** The ids of the pets the account owns: only these pets' records are the account's. */
export async function ownedPetIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: pets.id }).from(pets).where(eq(pets.ownerId, userId));
  return rows.map((r) => r.id);
}

function scopeFilter(
  spec: ExportedTable,
  userId: string,
  petIds: string[],
  linkIds: string[],
): SQL | undefined {
  const cols = columnsOf(spec.table);
  switch (spec.scope) {
    case 'profile':
      return eq(cols.id!, userId);
    case 'ownedPets':
      return eq(cols.ownerId!, userId);
    case 'pet':
      return petIds.length ? inArray(cols.petId!, petIds) : undefined;
    case 'link':
      return linkIds.length ? inArray(cols.linkId!, linkIds) : undefined;
    case 'user':
      return eq(cols.userId!, userId);
  }
}

/** Every exported table's rows of the account, keyed as in the archive. */
export async function readAccountRows(
  db: Db,
  userId: string,
  tables: readonly ExportedTable[],
): Promise<Record<string, Row[]>> {
  const petIds = await ownedPetIds(db, userId);
  const linkIds = petIds.length
    ? (
        await db
          .select({ id: emergencyLinks.id })
          .from(emergencyLinks)
          .where(inArray(emergencyLinks.petId, petIds))
      ).map((r) => r.id)
    : [];
  const out: Record<string, Row[]> = {};
  for (const spec of tables) {
    const where = scopeFilter(spec, userId, petIds, linkIds);
    if (!where) {
      out[spec.key] = [];
      continue;
    }
    const cols = columnsOf(spec.table);
    const selected = Object.fromEntries(
      Object.entries(cols).filter(([name]) => !spec.omit.includes(name)),
    );
    out[spec.key] = (await db
      .select(selected)
      .from(spec.table)
      .where(where)
      .orderBy(
        ...spec.orderBy.map((name) => asc(cols[name]!)),
        asc(cols.id ?? cols.key!),
      )) as Row[];
  }
  return out;
}

/** The stored photos (data URLs) of the account's pets. */
export async function readPetPhotos(
  db: Db,
  userId: string,
): Promise<Array<{ id: string; photo: string }>> {
  const rows = await db
    .select({ id: pets.id, photo: pets.photo })
    .from(pets)
    .where(eq(pets.ownerId, userId));
  return rows.filter((r): r is { id: string; photo: string } => Boolean(r.photo));
}

/**
 * The account's places in other people's pets (memberships and invitations to it): exported so
 * the owner sees them, never as pets of their own, and not imported (those pets are not theirs).
 */
export async function readMembershipsElsewhere(db: Db, userId: string, email: string) {
  const owner = users;
  return db
    .select({
      petName: pets.name,
      ownerName: owner.name,
      role: petMembers.role,
      status: petMembers.status,
      expiresAt: petMembers.expiresAt,
      createdAt: petMembers.createdAt,
      respondedAt: petMembers.respondedAt,
    })
    .from(petMembers)
    .innerJoin(pets, eq(pets.id, petMembers.petId))
    .innerJoin(owner, eq(owner.id, pets.ownerId))
    .where(
      and(
        ne(pets.ownerId, userId),
        or(
          eq(petMembers.userId, userId),
          and(isNull(petMembers.userId), eq(petMembers.email, email)),
        ),
      ),
    )
    .orderBy(asc(petMembers.createdAt), asc(petMembers.id));
}

/** True when the account owns nothing an import would add to (its pets or its requests). */
export async function isEmptyAccount(db: Db, userId: string): Promise<boolean> {
  const [pet] = await db
    .select({ id: pets.id })
    .from(pets)
    .where(eq(pets.ownerId, userId))
    .limit(1);
  const [request] = await db
    .select({ id: medicationRequests.id })
    .from(medicationRequests)
    .where(eq(medicationRequests.userId, userId))
    .limit(1);
  const [support] = await db
    .select({ id: supportRequests.id })
    .from(supportRequests)
    .where(eq(supportRequests.userId, userId))
    .limit(1);
  return !pet && !request && !support;
}

import { and, desc, eq, gte, inArray, lte, or, type SQL } from 'drizzle-orm';
import { MEMBER_ROLES, can } from '@pawrx/contracts/pet-access';
import type { Db } from '../../db/client';
import { expenses, medications, petMembers, pets } from '../../db/schema';
import { liveMembership } from '../../lib/pet-access';

export type ExpenseRow = typeof expenses.$inferSelect;
export type NewExpenseRow = typeof expenses.$inferInsert;
/** An expense with the name of its medication and its pet, as listed. */
export type ListedExpenseRow = ExpenseRow & { medicationName: string | null; petName: string };

const listed = {
  id: expenses.id,
  petId: expenses.petId,
  date: expenses.date,
  amountMinor: expenses.amountMinor,
  currency: expenses.currency,
  category: expenses.category,
  note: expenses.note,
  medicationId: expenses.medicationId,
  createdAt: expenses.createdAt,
  updatedAt: expenses.updatedAt,
  medicationName: medications.name,
  petName: pets.name,
};

async function listWhere(db: Db, where: SQL | undefined): Promise<ListedExpenseRow[]> {
  return db
    .select(listed)
    .from(expenses)
    .innerJoin(pets, eq(pets.id, expenses.petId))
    .leftJoin(medications, eq(medications.id, expenses.medicationId))
    .where(where)
    .orderBy(desc(expenses.date), desc(expenses.createdAt));
}

/** A pet's expenses between two days (either end open), newest first. */
export function listForPet(db: Db, petId: string, from?: string, to?: string) {
  return listWhere(
    db,
    and(
      eq(expenses.petId, petId),
      from ? gte(expenses.date, from) : undefined,
      to ? lte(expenses.date, to) : undefined,
    ),
  );
}

/** The expenses of several pets between two days, newest first. */
export function listForPets(db: Db, petIds: string[], from: string, to: string) {
  if (petIds.length === 0) return Promise.resolve([]);
  return listWhere(
    db,
    and(inArray(expenses.petId, petIds), gte(expenses.date, from), lte(expenses.date, to)),
  );
}

export async function findOne(db: Db, petId: string, id: string) {
  const [row] = await listWhere(db, and(eq(expenses.id, id), eq(expenses.petId, petId)));
  return row;
}

export async function insert(db: Db, row: NewExpenseRow): Promise<string> {
  const [created] = await db.insert(expenses).values(row).returning({ id: expenses.id });
  return created!.id;
}

export async function update(
  db: Db,
  petId: string,
  id: string,
  changes: Partial<NewExpenseRow>,
): Promise<boolean> {
  const rows = await db
    .update(expenses)
    .set(changes)
    .where(and(eq(expenses.id, id), eq(expenses.petId, petId)))
    .returning({ id: expenses.id });
  return rows.length > 0;
}

export async function remove(db: Db, petId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(expenses)
    .where(and(eq(expenses.id, id), eq(expenses.petId, petId)))
    .returning({ id: expenses.id });
  return rows.length > 0;
}

/** True when the medication is this pet's. */
export async function isPetMedication(db: Db, petId: string, medicationId: string) {
  const [row] = await db
    .select({ id: medications.id })
    .from(medications)
    .where(and(eq(medications.id, medicationId), eq(medications.petId, petId)))
    .limit(1);
  return row !== undefined;
}

/** The newest expense recorded against a medication. */
export async function lastForMedication(db: Db, petId: string, medicationId: string) {
  const [row] = await db
    .select()
    .from(expenses)
    .where(and(eq(expenses.petId, petId), eq(expenses.medicationId, medicationId)))
    .orderBy(desc(expenses.date), desc(expenses.createdAt))
    .limit(1);
  return row;
}

/** The pets whose expenses the user may read: owned, and live memberships whose role may. */
export async function petsWithExpenseRight(db: Db, userId: string, now: Date): Promise<string[]> {
  const roles = MEMBER_ROLES.filter((role) => can(role, 'read-expenses'));
  const rows = await db
    .selectDistinct({ id: pets.id })
    .from(pets)
    .leftJoin(
      petMembers,
      and(eq(petMembers.petId, pets.id), eq(petMembers.userId, userId), liveMembership(now)),
    )
    .where(
      or(eq(pets.ownerId, userId), roles.length ? inArray(petMembers.role, roles) : undefined),
    );
  return rows.map((r) => r.id);
}

import { and, count, desc, eq, gt, inArray, isNull, max, or, sql } from 'drizzle-orm';
import { CURRENT_MEDICATION_STATUSES } from '@pawrx/contracts/enums';
import {
  EMERGENCY_REACTIONS_SHOWN,
  EMERGENCY_VACCINATIONS_SHOWN,
  EMERGENCY_VIEWS_LISTED,
} from '@pawrx/contracts/emergency-links';
import type { Db } from '../../db/client';
import {
  doseLogs,
  emergencyLinkViews,
  emergencyLinks,
  medications,
  petMembers,
  pets,
  reactions,
  users,
  vaccinations,
} from '../../db/schema';
import { isUuid } from '../../lib/uuid';

export type EmergencyLinkRow = typeof emergencyLinks.$inferSelect;

export async function insertLink(
  db: Db,
  row: typeof emergencyLinks.$inferInsert,
): Promise<EmergencyLinkRow> {
  const [created] = await db.insert(emergencyLinks).values(row).returning();
  return created!;
}

/** Links neither revoked nor expired. */
export async function countLiveLinks(db: Db, petId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emergencyLinks)
    .where(
      and(
        eq(emergencyLinks.petId, petId),
        isNull(emergencyLinks.revokedAt),
        gt(emergencyLinks.expiresAt, now),
      ),
    );
  return row?.n ?? 0;
}

export async function listLinks(db: Db, petId: string): Promise<EmergencyLinkRow[]> {
  return db
    .select()
    .from(emergencyLinks)
    .where(eq(emergencyLinks.petId, petId))
    .orderBy(desc(emergencyLinks.createdAt), desc(emergencyLinks.id));
}

/** Per link: how many views, and the most recent ones (a window query, however many there are). */
export async function viewsOf(db: Db, linkIds: string[]) {
  if (linkIds.length === 0) return { counts: [], recent: [] };
  const counts = await db
    .select({ linkId: emergencyLinkViews.linkId, n: count() })
    .from(emergencyLinkViews)
    .where(inArray(emergencyLinkViews.linkId, linkIds))
    .groupBy(emergencyLinkViews.linkId);
  const ranked = db
    .select({
      linkId: emergencyLinkViews.linkId,
      viewedAt: emergencyLinkViews.viewedAt,
      ip: emergencyLinkViews.ip,
      rank: sql<number>`row_number() over (partition by ${emergencyLinkViews.linkId} order by ${emergencyLinkViews.viewedAt} desc)`.as(
        'rank',
      ),
    })
    .from(emergencyLinkViews)
    .where(inArray(emergencyLinkViews.linkId, linkIds))
    .as('ranked');
  const recent = await db
    .select({ linkId: ranked.linkId, viewedAt: ranked.viewedAt, ip: ranked.ip })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${EMERGENCY_VIEWS_LISTED}`)
    .orderBy(desc(ranked.viewedAt));
  return { counts, recent };
}

/** Marks a live link of the pet revoked; undefined when there is no such unrevoked link. */
export async function revokeLink(db: Db, petId: string, id: string, now: Date) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(emergencyLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(emergencyLinks.id, id),
        eq(emergencyLinks.petId, petId),
        isNull(emergencyLinks.revokedAt),
      ),
    )
    .returning();
  return row;
}

/** Revokes the live (unrevoked, unexpired) links the user made for the pet; how many. */
export async function revokeLinksMadeBy(
  db: Db,
  petId: string,
  userId: string,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(emergencyLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(emergencyLinks.petId, petId),
        eq(emergencyLinks.createdBy, userId),
        isNull(emergencyLinks.revokedAt),
        gt(emergencyLinks.expiresAt, now),
      ),
    )
    .returning({ id: emergencyLinks.id });
  return rows.length;
}

export async function findByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<EmergencyLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(emergencyLinks)
    .where(eq(emergencyLinks.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function recordView(db: Db, linkId: string, at: Date, ip: string): Promise<void> {
  await db.insert(emergencyLinkViews).values({ linkId, viewedAt: at, ip });
}

/** Only what the public page shows: the pet, its owner's name and phone, current medications. */
export async function emergencyRecord(db: Db, petId: string, now: Date) {
  const [pet] = await db
    .select({
      name: pets.name,
      species: pets.species,
      breed: pets.breed,
      age: pets.age,
      ageUnit: pets.ageUnit,
      weight: pets.weight,
      weightUnit: pets.weightUnit,
      allergies: pets.allergies,
      conditions: pets.chronicConditions,
      photoUpdatedAt: pets.photoUpdatedAt,
      ownerName: users.name,
      ownerPhone: users.phone,
      ownerTimeZone: users.timezone,
    })
    .from(pets)
    .innerJoin(users, eq(users.id, pets.ownerId))
    .where(eq(pets.id, petId))
    .limit(1);
  if (!pet) return undefined;
  const [meds, recentReactions, lastGiven, vets, vaccines] = await Promise.all([
    db
      .select()
      .from(medications)
      .where(
        and(
          eq(medications.petId, petId),
          inArray(medications.status, [...CURRENT_MEDICATION_STATUSES]),
        ),
      )
      .orderBy(medications.name),
    db
      .select()
      .from(reactions)
      .where(eq(reactions.petId, petId))
      .orderBy(desc(reactions.date), desc(reactions.createdAt))
      .limit(EMERGENCY_REACTIONS_SHOWN),
    // The dose log's time given (a past dose logged afterwards carries the real time).
    db
      .select({ medicationId: doseLogs.medicationId, at: max(doseLogs.loggedAt) })
      .from(doseLogs)
      .where(and(eq(doseLogs.petId, petId), eq(doseLogs.status, 'given')))
      .groupBy(doseLogs.medicationId),
    db
      .select({ name: users.name, vetInfo: users.vetInfo })
      .from(petMembers)
      .innerJoin(users, eq(users.id, petMembers.userId))
      .where(
        and(
          eq(petMembers.petId, petId),
          eq(petMembers.role, 'vet'),
          eq(petMembers.status, 'active'),
          or(isNull(petMembers.expiresAt), gt(petMembers.expiresAt, now)),
        ),
      )
      .orderBy(users.name),
    db
      .select({
        vaccine: vaccinations.vaccine,
        date: vaccinations.date,
        nextDue: vaccinations.nextDue,
      })
      .from(vaccinations)
      .where(eq(vaccinations.petId, petId))
      .orderBy(desc(vaccinations.date), vaccinations.vaccine)
      .limit(EMERGENCY_VACCINATIONS_SHOWN),
  ]);
  return {
    pet,
    medications: meds,
    reactions: recentReactions,
    lastGiven: new Map(lastGiven.map((l) => [l.medicationId, l.at])),
    vets,
    vaccinations: vaccines,
  };
}

/** The photo of the link's pet (the caller has checked the link). */
export async function photoOf(db: Db, petId: string) {
  const [row] = await db.select({ photo: pets.photo }).from(pets).where(eq(pets.id, petId));
  return row?.photo ?? null;
}

import type { EmergencyLink, EmergencyView } from '@pawrx/contracts/emergency-links';
import { ageUnitSchema, weightUnitSchema } from '@pawrx/contracts/enums';
import { speciesSchema } from '@pawrx/contracts/species';
import type { emergencyRecord, EmergencyLinkRow, viewsOf } from './emergency-links.repository';

type Views = Awaited<ReturnType<typeof viewsOf>>;
type Record = NonNullable<Awaited<ReturnType<typeof emergencyRecord>>>;

export const linkStatus = (row: EmergencyLinkRow, now: Date) =>
  row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : 'active';

/** A link for owners and co-owners: who made it, its label and life, who opened it when; no URL. */
export function toEmergencyLink(row: EmergencyLinkRow, views: Views, now: Date): EmergencyLink {
  return {
    id: row.id,
    label: row.label,
    status: linkStatus(row, now),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByName,
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    viewCount: views.counts.find((c) => c.linkId === row.id)?.n ?? 0,
    views: views.recent
      .filter((v) => v.linkId === row.id)
      .map((v) => ({ at: v.viewedAt.toISOString(), ip: v.ip })),
  };
}

/** max() over a timestamp comes back as a Date or, on some drivers, as text. */
const toIso = (at: Date | string | null | undefined): string | null =>
  at == null ? null : new Date(at).toISOString();

/** The public page's data: nothing beyond what an emergency vet needs. */
export function toEmergencyView(
  record: Record,
  photoUrl: string | null,
  expiresAt: Date,
): EmergencyView {
  const { pet } = record;
  return {
    pet: {
      name: pet.name,
      species: speciesSchema.catch('other').parse(pet.species),
      breed: pet.breed,
      age: pet.age,
      ageUnit: ageUnitSchema.nullable().catch(null).parse(pet.ageUnit),
      weight: pet.weight,
      weightUnit: weightUnitSchema.nullable().catch(null).parse(pet.weightUnit),
      photo: photoUrl,
      allergies: [...pet.allergies],
      conditions: [...pet.conditions],
    },
    medications: record.medications.map((m) => ({
      name: m.name,
      brandName: m.brandName,
      dosage: m.dosage,
      frequency: m.frequency,
      route: m.route,
      status: m.status,
      instructions: m.instructions,
      lastGivenAt: toIso(record.lastGiven.get(m.id)),
    })),
    reactions: record.reactions.map((r) => ({
      medication: r.medication,
      date: r.date,
      severity: r.severity,
      symptoms: [...r.symptoms],
      outcome: r.outcome,
    })),
    owner: { name: pet.ownerName, phone: pet.ownerPhone || null },
    timeZone: pet.ownerTimeZone,
    vets: record.vets.map((v) => ({
      name: v.name,
      clinic: v.vetInfo?.clinic ?? '',
    })),
    vaccinations: record.vaccinations.map((v) => ({
      vaccine: v.vaccine,
      date: v.date,
      nextDue: v.nextDue,
    })),
    expiresAt: expiresAt.toISOString(),
  };
}

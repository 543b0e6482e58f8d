import type { QuickCheckResult } from '@pawrx/contracts/interactions';
import { ageUnitSchema, sexSchema, weightUnitSchema } from '@pawrx/contracts/enums';
import { speciesSchema } from '@pawrx/contracts/species';
import type { VetPatient } from '@pawrx/contracts/vet-patients';
import { checkMedications } from '@pawrx/formulary/engine/check-medications';
import type { AppContext } from '../../lib/context';
import { toPetForCheck } from '../../lib/pet-for-check';
import { signedPhotoUrl } from '../pets/pet-photo';
import * as repo from './vet-patients.repository';

type Ctx = Pick<AppContext, 'db' | 'now' | 'jwtSecret'>;
type Med = Awaited<ReturnType<typeof repo.currentMedications>>[number];

/**
 * The Quick Check of the current medications, run now with the formulary's engine (as the PDF
 * report does): always the current list's findings, never a stored result gone stale. null when
 * there is nothing to check or the engine fails on the list.
 */
function findingsOf(row: repo.PatientRow, meds: Med[], now: Date): QuickCheckResult | null {
  if (meds.length === 0) return null;
  try {
    return checkMedications(
      toPetForCheck(row.pet, now),
      meds.map(({ name, dosage, frequency }) => ({ name, dosage, frequency })),
    );
  } catch {
    return null;
  }
}

/** Vet Mode: the account's patients (pets shared with it as vet), each with what a vet checks first. */
export async function listPatients(ctx: Ctx, userId: string): Promise<VetPatient[]> {
  const now = ctx.now();
  const rows = await repo.listPatients(ctx.db, userId, now);
  const meds = await repo.currentMedications(
    ctx.db,
    rows.map((r) => r.pet.id),
  );
  return rows.map((row) => {
    const own = meds.filter((m) => m.petId === row.pet.id);
    return {
      petId: row.pet.id,
      name: row.pet.name,
      species: speciesSchema.catch('other').parse(row.pet.species),
      breed: row.pet.breed,
      photo: signedPhotoUrl(ctx.jwtSecret, row.pet.id, row.pet.photoUpdatedAt),
      sex: sexSchema.catch('unknown').parse(row.pet.sex),
      neutered: row.pet.neutered,
      age: row.pet.age,
      ageUnit: ageUnitSchema.nullable().catch(null).parse(row.pet.ageUnit),
      birthDate: row.pet.birthDate,
      weight: row.pet.weight,
      weightUnit: weightUnitSchema.nullable().catch(null).parse(row.pet.weightUnit),
      ownerName: row.ownerName,
      ownerEmail: row.ownerEmail,
      ownerPhone: row.ownerPhone?.trim() || null,
      allergies: [...row.pet.allergies],
      conditions: [...row.pet.chronicConditions],
      medications: own.map((m) => ({
        _id: m.id,
        name: m.name,
        dosage: m.dosage,
        frequency: m.frequency,
        status: m.status,
      })),
      findings: findingsOf(row, own, now),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      ownerTimeZone: row.ownerTimeZone,
    };
  });
}

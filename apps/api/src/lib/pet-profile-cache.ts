import type { PetForCheck } from '@pawrx/formulary/engine/check-medications';
import { ExpiringCache } from './cache/expiring-cache';

/**
 * Remembers, for a few seconds, the stored profile the safety engine reads, so repeated Quick
 * Checks on one pet cost no database round trip. Served without a query only to the pet's
 * owner; members get it once their access is checked (lib/pet-for-check.ts). Edits and
 * deletions evict through the eviction bus (docs/decisions/004-session-cache.md).
 */
export class PetProfileCache {
  private readonly byPet: ExpiringCache<string, { ownerId: string; pet: PetForCheck }>;

  constructor(ttlMs = 5_000, maxEntries = 10_000) {
    this.byPet = new ExpiringCache(ttlMs, maxEntries);
  }

  /** The cached profile when it belongs to `ownerId` and is fresh; otherwise undefined. */
  get(ownerId: string, petId: string, now: number): PetForCheck | undefined {
    const entry = this.byPet.get(petId, now);
    return entry?.ownerId === ownerId ? entry.pet : undefined;
  }

  /** Taken before the profile is read from the database; see ExpiringCache. */
  stamp(): number {
    return this.byPet.stamp();
  }

  set(ownerId: string, petId: string, pet: PetForCheck, now: number, stamp?: number): void {
    this.byPet.set(petId, { ownerId, pet }, now, { stamp });
  }

  evict(petId: string): void {
    this.byPet.delete(petId);
  }

  clear(): void {
    this.byPet.clear();
  }
}

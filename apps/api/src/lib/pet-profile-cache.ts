import type { PetForCheck } from '@pawrx/formulary/engine/check-medications';

type Entry = { ownerId: string; pet: PetForCheck; until: number };

/**
 * Remembers, for a few seconds, the stored profile the safety engine reads, so repeated Quick
 * Checks on one pet cost no database round trip. Any edit or deletion of the pet in this process
 * evicts it at once; other processes on a shared PostgreSQL see an edit within the TTL
 * (docs/decisions/004-session-cache.md).
 */
export class PetProfileCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 10_000,
  ) {}

  /** The cached profile when it belongs to `ownerId` and is fresh; otherwise undefined. */
  get(ownerId: string, petId: string, now: number): PetForCheck | undefined {
    const entry = this.entries.get(petId);
    if (!entry || entry.ownerId !== ownerId) return undefined;
    if (entry.until <= now) {
      this.entries.delete(petId);
      return undefined;
    }
    return entry.pet;
  }

  set(ownerId: string, petId: string, pet: PetForCheck, now: number): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(petId, { ownerId, pet, until: now + this.ttlMs });
  }

  evict(petId: string): void {
    this.entries.delete(petId);
  }
}

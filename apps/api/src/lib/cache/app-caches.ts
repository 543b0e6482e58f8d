import type { PetSummary } from '@pawrx/contracts/pets';
import { SessionCache } from '../../features/auth/session-cache';
import { PetProfileCache } from '../pet-profile-cache';
import type { Eviction } from '../shared-state/eviction';
import { ExpiringCache } from './expiring-cache';

/** Every in-process cache of the API, and how an eviction reaches each one. */
export interface AppCaches {
  /** Live sessions by bearer token. */
  sessions: SessionCache;
  /** Pet profiles the safety engine reads. */
  petProfiles: PetProfileCache;
  /** Each account's pet list (GET /api/pets: own and shared pets) as sent, by user id. */
  petLists: ExpiringCache<string, PetSummary[]>;
}

/**
 * Time-to-live bounds staleness only where no bus reaches (several hosts without REDIS_URL);
 * everywhere else writes evict at once.
 */
const PET_LIST_TTL_MS = 30_000;

export function createAppCaches(): AppCaches {
  return {
    sessions: new SessionCache(),
    petProfiles: new PetProfileCache(),
    petLists: new ExpiringCache(PET_LIST_TTL_MS),
  };
}

export function applyEviction(caches: AppCaches, eviction: Eviction): void {
  switch (eviction.kind) {
    case 'session':
      caches.sessions.evictSession(eviction.sessionId);
      break;
    case 'user':
      caches.sessions.evictUser(eviction.userId);
      break;
    case 'pet':
      caches.petProfiles.evict(eviction.petId);
      caches.petLists.delete(eviction.ownerId);
      break;
    case 'pet-list':
      caches.petLists.delete(eviction.userId);
      break;
    case 'all':
      caches.sessions.clear();
      caches.petProfiles.clear();
      caches.petLists.clear();
      break;
  }
}

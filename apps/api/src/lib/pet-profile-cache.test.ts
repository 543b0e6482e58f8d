import { describe, expect, it } from 'vitest';
import { PetProfileCache } from './pet-profile-cache';

const pet = {
  species: 'dog' as const,
  breed: '',
  weightKg: 20,
  ageYears: 3,
  allergies: [],
  conditions: [],
  mdr1: 'untested' as const,
};

describe('PetProfileCache', () => {
  it('serves a profile only to its owner and only within the TTL', () => {
    const cache = new PetProfileCache(1000);
    cache.set('owner-a', 'pet-1', pet, 0);
    expect(cache.get('owner-a', 'pet-1', 999)).toBe(pet);
    expect(cache.get('owner-b', 'pet-1', 10)).toBeUndefined();
    expect(cache.get('owner-a', 'pet-1', 1000)).toBeUndefined();
  });

  it('forgets an evicted pet at once', () => {
    const cache = new PetProfileCache();
    cache.set('owner-a', 'pet-1', pet, 0);
    cache.evict('pet-1');
    expect(cache.get('owner-a', 'pet-1', 1)).toBeUndefined();
  });
});

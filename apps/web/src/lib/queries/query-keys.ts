/**
 * Every TanStack Query key of the app, in one tree per resource. A pet's lists sit under its
 * detail key, so invalidating or removing `pet(id)` reaches all of them; `pets` reaches every pet.
 */
export const queryKeys = {
  pets: ['pets'] as const,
  petList: () => [...queryKeys.pets, 'list'] as const,
  pet: (id: string) => [...queryKeys.pets, 'detail', id] as const,
  petMedications: (id: string) => [...queryKeys.pet(id), 'medications'] as const,
  petReactions: (id: string) => [...queryKeys.pet(id), 'reactions'] as const,
  appointments: ['appointments'] as const,
};

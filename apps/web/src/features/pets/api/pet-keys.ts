/** TanStack Query keys of the pets feature: one tree, so invalidating ['pets'] refreshes all. */
export const petKeys = {
  all: ['pets'] as const,
  list: () => [...petKeys.all, 'list'] as const,
  detail: (id: string) => [...petKeys.all, 'detail', id] as const,
  medications: (id: string) => [...petKeys.all, 'detail', id, 'medications'] as const,
  reactions: (id: string) => [...petKeys.all, 'detail', id, 'reactions'] as const,
};

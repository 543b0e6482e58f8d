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
  petWeights: (id: string) => [...queryKeys.pet(id), 'weights'] as const,
  petLabs: (id: string) => [...queryKeys.pet(id), 'labs'] as const,
  petTimeline: (id: string) => [...queryKeys.pet(id), 'timeline'] as const,
  petNotes: (id: string) => [...queryKeys.pet(id), 'notes'] as const,
  petMembers: (id: string) => [...queryKeys.pet(id), 'members'] as const,
  petEmergencyLinks: (id: string) => [...queryKeys.pet(id), 'emergency-links'] as const,
  petActivity: (id: string) => [...queryKeys.pet(id), 'activity'] as const,
  /** Every loaded range of a pet's doses (the Today list and each card's last 30 days). */
  petDoses: (id: string) => [...queryKeys.pet(id), 'doses'] as const,
  petDoseRange: (id: string, from: string, to: string) =>
    [...queryKeys.petDoses(id), from, to] as const,
  appointments: ['appointments'] as const,
  /** The account's secret calendar URL. */
  calendarFeed: ['calendar-feed'] as const,
  /** Where the account is signed in. */
  sessions: ['sessions'] as const,
  /** Devices with push notifications on (decision 055). */
  pushDevices: ['push-devices'] as const,
  /** The account's passkeys. */
  passkeys: ['passkeys'] as const,
  /** The signed-in account's pending invitations. */
  invitations: ['invitations'] as const,
  /** Vet Mode: pets shared with the account as their vet. */
  vetPatients: ['vet-patients'] as const,
  /** The public emergency page of a link (no account). */
  emergencyView: (token: string) => ['emergency', token] as const,
};

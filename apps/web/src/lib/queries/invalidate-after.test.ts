import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateAfter, keysTouchedBy } from './invalidate-after';
import { queryKeys } from './query-keys';

// Issue 24 item 8: one table says which queries a change touches. These rows are the screens
// that went stale: a reaction left "Reactions (0)" beside a timeline showing it, a weighing left
// the dashboard card's weight, an accepted invitation left Vet Mode without the pet.

const P = 'p1';
const OTHER = 'p2';

/** Every query the app keeps, for two pets, each with a dummy answer. */
function seeded(): QueryClient {
  const client = new QueryClient();
  const keys = [
    queryKeys.petList(),
    queryKeys.appointments,
    queryKeys.invitations,
    queryKeys.vetPatients,
    queryKeys.calendarFeed,
    ...[P, OTHER].flatMap((id) => [
      queryKeys.pet(id),
      queryKeys.petMedications(id),
      queryKeys.petReactions(id),
      queryKeys.petWeights(id),
      queryKeys.petTimeline(id),
      queryKeys.petNotes(id),
      queryKeys.petMembers(id),
      queryKeys.petEmergencyLinks(id),
      queryKeys.petActivity(id),
      queryKeys.petDoseRange(id, '2026-01-01', '2026-01-02'),
    ]),
  ];
  for (const key of keys) client.setQueryData(key, 'cached');
  // The account-wide lists hold both pets.
  client.setQueryData(queryKeys.petList(), [{ _id: P }, { _id: OTHER }]);
  client.setQueryData(queryKeys.appointments, [{ petId: P }, { petId: OTHER }]);
  client.setQueryData(queryKeys.vetPatients, [{ petId: P }, { petId: OTHER }]);
  return client;
}

/** The keys left stale, as 'a/b/c' strings, sorted. */
const staleKeys = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey.join('/'))
    .sort();

describe('invalidateAfter', () => {
  it.each([
    {
      change: { kind: 'reaction.changed', petId: P } as const,
      stale: ['pets/detail/p1/activity', 'pets/detail/p1/reactions', 'pets/detail/p1/timeline'],
    },
    {
      change: { kind: 'medication.changed', petId: P } as const,
      stale: [
        'pets/detail/p1/activity',
        'pets/detail/p1/doses/2026-01-01/2026-01-02',
        'pets/detail/p1/medications',
        'pets/detail/p1/timeline',
        'vet-patients',
      ],
    },
    {
      change: { kind: 'weight.changed', petId: P } as const,
      stale: [
        'pets/detail/p1',
        'pets/detail/p1/activity',
        'pets/detail/p1/doses/2026-01-01/2026-01-02',
        'pets/detail/p1/emergency-links',
        'pets/detail/p1/medications',
        'pets/detail/p1/members',
        'pets/detail/p1/notes',
        'pets/detail/p1/reactions',
        'pets/detail/p1/timeline',
        'pets/detail/p1/weights',
        'pets/list',
        'vet-patients',
      ],
    },
    {
      change: { kind: 'dose.changed', petId: P } as const,
      stale: [
        'pets/detail/p1/activity',
        'pets/detail/p1/doses/2026-01-01/2026-01-02',
        'pets/detail/p1/medications',
      ],
    },
    {
      change: { kind: 'member.changed', petId: P } as const,
      stale: [
        'pets/detail/p1/activity',
        'pets/detail/p1/emergency-links',
        'pets/detail/p1/members',
      ],
    },
    {
      change: { kind: 'invitation.answered', accepted: true } as const,
      stale: ['appointments', 'invitations', 'pets/list', 'vet-patients'],
    },
    { change: { kind: 'invitation.answered', accepted: false } as const, stale: ['invitations'] },
    {
      change: { kind: 'pet.gone', petId: P } as const,
      stale: ['appointments', 'pets/list', 'vet-patients'],
    },
    {
      change: { kind: 'note.added', petId: P } as const,
      stale: ['pets/detail/p1/activity', 'pets/detail/p1/notes'],
    },
  ])('$change.kind marks exactly what it touches stale', async ({ change, stale }) => {
    const client = seeded();
    await invalidateAfter(client, change);
    expect(staleKeys(client)).toEqual(stale);
  });

  it('never touches another pet', async () => {
    const kinds = [
      'pet.updated',
      'medication.changed',
      'reaction.changed',
      'vaccination.changed',
      'weight.changed',
      'appointment.changed',
      'dose.changed',
      'note.added',
      'member.changed',
      'emergency-link.changed',
    ] as const;
    for (const kind of kinds) {
      const client = seeded();
      await invalidateAfter(client, { kind, petId: P });
      expect(staleKeys(client).filter((k) => k.includes(OTHER))).toEqual([]);
      expect(staleKeys(client).length).toBeGreaterThan(0);
    }
  });

  it('a pet deleted or left leaves the cached lists at once, before they are read again', async () => {
    const client = seeded();
    void invalidateAfter(client, { kind: 'pet.gone', petId: P });
    expect(client.getQueryData(queryKeys.petList())).toEqual([{ _id: OTHER }]);
    expect(client.getQueryData(queryKeys.appointments)).toEqual([{ petId: OTHER }]);
    expect(client.getQueryData(queryKeys.vetPatients)).toEqual([{ petId: OTHER }]);
  });

  it('an appointment refreshes the pet (its list and log) and the calendar', () => {
    expect(keysTouchedBy({ kind: 'appointment.changed', petId: P })).toEqual([
      queryKeys.pet(P),
      queryKeys.appointments,
    ]);
  });
});

import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { DashboardAppointment } from '@pawrx/contracts/appointments';
import type { PetSummary } from '@pawrx/contracts/pets';
import type { VetPatient } from '@pawrx/contracts/vet-patients';
import { queryKeys } from './query-keys';

/**
 * Every change the app makes, and the queries it touches (issue 24 item 8). Each mutation calls
 * `invalidateAfter` with its change, so what a change refreshes is read here, in one table, and a
 * screen left open never keeps a count or a status the server has moved on from. A pet's own keys
 * sit under `pet(id)` (query-keys.ts), so `pet(id)` refreshes its detail and every list under it.
 */
export type Change =
  | { kind: 'pet.created' }
  | { kind: 'pet.updated'; petId: string }
  | { kind: 'pet.gone'; petId: string }
  | { kind: 'medication.changed'; petId: string }
  | { kind: 'reaction.changed'; petId: string }
  | { kind: 'vaccination.changed'; petId: string }
  | { kind: 'weight.changed'; petId: string }
  | { kind: 'appointment.changed'; petId: string }
  | { kind: 'dose.changed'; petId: string }
  | { kind: 'note.added'; petId: string }
  | { kind: 'member.changed'; petId: string }
  | { kind: 'emergency-link.changed'; petId: string }
  | { kind: 'invitation.answered'; accepted: boolean }
  | { kind: 'account.zone-moved' };

type PetChange = Extract<Change, { petId: string }>;

/** The account-wide lists that show a pet: dashboard cards, the calendar, Vet Mode. */
const LISTS_SHOWING_A_PET: QueryKey[] = [
  queryKeys.petList(),
  queryKeys.appointments,
  queryKeys.vetPatients,
];

const PET_TOUCHES: Record<PetChange['kind'], (petId: string) => QueryKey[]> = {
  // Name, species and weight show everywhere; weight and species also move the dose warnings.
  'pet.updated': (id) => [queryKeys.pet(id), ...LISTS_SHOWING_A_PET],
  // Deleted or left: the lists drop it; its own entries are removed by `forgetPet`.
  'pet.gone': () => LISTS_SHOWING_A_PET,
  // The lists, the doses planned from it, the timeline and the log; Vet Mode's list and findings.
  'medication.changed': (id) => [
    queryKeys.petMedications(id),
    queryKeys.petDoses(id),
    queryKeys.petTimeline(id),
    queryKeys.petActivity(id),
    queryKeys.vetPatients,
  ],
  // The Reactions count and tab, the timeline's reaction markers and the log.
  'reaction.changed': (id) => [
    queryKeys.petReactions(id),
    queryKeys.petTimeline(id),
    queryKeys.petActivity(id),
  ],
  // Vaccinations come with the pet's detail; the timeline shows them.
  'vaccination.changed': (id) => [queryKeys.pet(id)],
  // The newest weighing is the pet's weight: detail, cards, dose warnings, chart and log.
  'weight.changed': (id) => [queryKeys.pet(id), queryKeys.petList(), queryKeys.vetPatients],
  // Appointments come with the pet's detail and the account's calendar; the log records them.
  'appointment.changed': (id) => [queryKeys.pet(id), queryKeys.appointments],
  // Every loaded range of doses, the log, and the cards' adherence and supply.
  'dose.changed': (id) => [
    queryKeys.petDoses(id),
    queryKeys.petActivity(id),
    queryKeys.petMedications(id),
  ],
  'note.added': (id) => [queryKeys.petNotes(id), queryKeys.petActivity(id)],
  // A removal also ends the member's emergency links (decision 034).
  'member.changed': (id) => [
    queryKeys.petMembers(id),
    queryKeys.petActivity(id),
    queryKeys.petEmergencyLinks(id),
  ],
  'emergency-link.changed': (id) => [queryKeys.petEmergencyLinks(id), queryKeys.petActivity(id)],
};

/** The query keys a change touches (prefixes: each also reaches the keys under it). */
export function keysTouchedBy(change: Change): QueryKey[] {
  switch (change.kind) {
    case 'pet.created':
      return [queryKeys.petList()];
    case 'invitation.answered':
      return change.accepted
        ? [queryKeys.invitations, ...LISTS_SHOWING_A_PET]
        : [queryKeys.invitations];
    // Dose times are local to the account's zone: every dose and supply date moves.
    case 'account.zone-moved':
      return [queryKeys.pets, queryKeys.appointments];
    default:
      return PET_TOUCHES[change.kind](change.petId);
  }
}

/**
 * A pet deleted or left leaves the cached lists at once, before they are read again: a screen
 * drawn from them meanwhile (the dashboard's Today list) would ask for the pet's doses, a 404
 * (issue 24 item 17). Its own requests in flight stop; its entries go with `forgetPet`.
 */
function dropPet(client: QueryClient, petId: string): void {
  client.setQueryData<PetSummary[]>(queryKeys.petList(), (pets) =>
    pets?.filter((p) => p._id !== petId),
  );
  client.setQueryData<DashboardAppointment[]>(queryKeys.appointments, (list) =>
    list?.filter((a) => a.petId !== petId),
  );
  client.setQueryData<VetPatient[]>(queryKeys.vetPatients, (list) =>
    list?.filter((p) => p.petId !== petId),
  );
  void client.cancelQueries({ queryKey: queryKeys.pet(petId) });
}

/** Marks the touched queries stale; those on screen fetch again at once. */
export function invalidateAfter(client: QueryClient, change: Change): Promise<void> {
  if (change.kind === 'pet.gone') dropPet(client, change.petId);
  return Promise.all(
    keysTouchedBy(change).map((queryKey) => client.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}

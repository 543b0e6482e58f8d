import { can } from '@pawrx/contracts/pet-access';
import type { Pet } from '@pawrx/contracts/pets';
import { ActivityPanel } from './activity-panel';
import { EmergencyLinksPanel } from './emergency-links-panel';
import { LeavePetPanel } from './leave-pet-panel';
import { MembersPanel } from './members-panel';

/**
 * The profile's Sharing section: members (owner), emergency links and activity (owner and
 * co-owners), and Leave for anyone the pet is shared with. Each part shows only to a role that
 * may use it.
 */
export function SharingSection({ pet }: { pet: Pet }) {
  const parts = {
    members: can(pet.role, 'manage-members'),
    links: can(pet.role, 'manage-emergency-links'),
    activity: can(pet.role, 'read-activity'),
    leave: can(pet.role, 'leave-pet'),
  };
  if (!parts.members && !parts.links && !parts.activity && !parts.leave) return null;
  return (
    <section
      aria-labelledby="sharing-title"
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="sharing-title" className="text-xl font-semibold text-slate-900">
        Sharing
      </h2>
      {parts.members && <MembersPanel petId={pet._id} />}
      {parts.links && <EmergencyLinksPanel petId={pet._id} petName={pet.name} />}
      {parts.activity && <ActivityPanel petId={pet._id} />}
      {parts.leave && <LeavePetPanel pet={pet} />}
    </section>
  );
}

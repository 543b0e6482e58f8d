import { z } from 'zod';

// Shared care (issue 16): the roles a person can hold on a pet and the one table of what each
// role may do. The API enforces it on every pet-scoped route; the web reads the same table to
// hide what a role cannot use, so the two can never disagree.

export const MEMBER_ROLES = ['co-owner', 'caregiver', 'vet'] as const;
export const memberRoleSchema = z.enum(MEMBER_ROLES, {
  error: `Role must be one of: ${MEMBER_ROLES.join(', ')}`,
});
export type MemberRole = z.infer<typeof memberRoleSchema>;

export const PET_ROLES = ['owner', ...MEMBER_ROLES] as const;
export const petRoleSchema = z.enum(PET_ROLES);
export type PetRole = z.infer<typeof petRoleSchema>;

export const PET_ROLE_LABELS: Record<PetRole, string> = {
  owner: 'Owner',
  'co-owner': 'Co-owner',
  caregiver: 'Caregiver',
  vet: 'Vet',
};

/** What each role is for, shown next to the role choice of the invite form. */
export const MEMBER_ROLE_HINTS: Record<MemberRole, string> = {
  'co-owner': 'Everything but deleting the pet and managing who has access',
  caregiver: 'Sees the pet, logs doses and records reactions (a sitter, a dog walker)',
  vet: 'Sees everything, adds notes and appointments',
};

/** Every kind of thing a pet-scoped route does; each route names exactly one. */
export const PET_ACTIONS = [
  /** Profile, medications, reactions, vaccinations, appointments, doses, notes, report, checks. */
  'read',
  'edit-pet',
  'delete-pet',
  'manage-members',
  'write-medications',
  'write-vaccinations',
  /** Add or delete lab panels (issue 30): as weighings, the owner and co-owners. */
  'write-labs',
  /** Upload documents (issue 30): the owner, co-owners and vets (a vet adds a visit summary). */
  'add-documents',
  /** Delete documents: the owner and co-owners, who keep the pet's record. */
  'delete-documents',
  /**
   * See and add the pet's expenses (issue 30): what the family spends is the owners' business,
   * not a sitter's or the vet's (decision 053).
   */
  'read-expenses',
  'write-expenses',
  'log-doses',
  /** Change or undo a dose log someone else made (anyone who may log doses changes their own). */
  'edit-dose-logs',
  'add-reactions',
  'edit-reactions',
  'write-appointments',
  'add-notes',
  'manage-emergency-links',
  'read-activity',
  /** End one's own membership (a member, never the owner, who deletes or keeps the pet). */
  'leave-pet',
] as const;
export type PetAction = (typeof PET_ACTIONS)[number];

const everythingBut = (...excluded: PetAction[]) =>
  PET_ACTIONS.filter((action) => !excluded.includes(action));

/** The rights table. Owner: everything; co-owner: all but deleting and members; see the hints. */
export const PET_RIGHTS: Record<PetRole, readonly PetAction[]> = {
  owner: everythingBut('leave-pet'),
  'co-owner': everythingBut('delete-pet', 'manage-members'),
  caregiver: ['read', 'log-doses', 'add-reactions', 'leave-pet'],
  vet: ['read', 'add-notes', 'write-appointments', 'add-documents', 'leave-pet'],
};

/** True when `role` may do `action`; no role (no access) may do nothing. */
export const can = (role: PetRole | null | undefined, action: PetAction): boolean =>
  role ? PET_RIGHTS[role].includes(action) : false;

/** What a role may do, in words, for the note a new member sees first (issue 24 item 10). */
const CAN_TEXT: Partial<Record<PetAction, (pet: string) => string>> = {
  read: (pet) => `see ${pet}'s medications and records`,
  'log-doses': () => 'log doses',
  'add-reactions': () => 'record reactions',
  'add-notes': () => 'add notes',
  'write-appointments': () => 'book appointments',
  'write-medications': () => 'change medications',
  'edit-pet': (pet) => `edit ${pet}'s profile`,
  'manage-emergency-links': () => 'make emergency links',
};
/** What a member may not do that they would look for, in words. */
const CANNOT_TEXT: Partial<Record<PetAction, (pet: string) => string>> = {
  'write-medications': () => 'change medications',
  'edit-pet': (pet) => `edit ${pet}'s profile`,
  'manage-members': () => 'manage who has access',
  'delete-pet': (pet) => `delete ${pet}`,
};

const listText = (parts: string[], last: string) =>
  parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} ${last} ${parts.at(-1)}`;

/**
 * "As a caregiver you can see Rex's medications and records, log doses and record reactions; you
 * cannot change medications, edit Rex's profile or manage who has access." Written from
 * PET_RIGHTS, so the note and what the server allows cannot disagree.
 */
export function roleRightsText(role: MemberRole, petName: string): string {
  const rights = PET_RIGHTS[role];
  // In the order the texts are written (most looked-for first), not the table's.
  const can = (Object.keys(CAN_TEXT) as PetAction[])
    .filter((a) => rights.includes(a))
    .map((a) => CAN_TEXT[a]!(petName));
  const cannot = (Object.keys(CANNOT_TEXT) as PetAction[])
    .filter((a) => !rights.includes(a))
    .map((a) => CANNOT_TEXT[a]!(petName));
  const article = role === 'co-owner' ? 'a co-owner' : `a ${PET_ROLE_LABELS[role].toLowerCase()}`;
  const head = `As ${article} you can ${listText(can, 'and')}`;
  return cannot.length ? `${head}; you cannot ${listText(cannot, 'or')}.` : `${head}.`;
}

/** The end of "A caregiver cannot …" in a 403. */
const ACTION_TEXT: Record<PetAction, string> = {
  read: 'see this pet',
  'edit-pet': "edit this pet's profile",
  'delete-pet': 'delete this pet',
  'manage-members': 'manage who has access to this pet',
  'write-medications': "change this pet's medications",
  'write-vaccinations': "change this pet's vaccinations",
  'write-labs': "change this pet's lab results",
  'add-documents': 'upload documents for this pet',
  'delete-documents': "delete this pet's documents",
  'read-expenses': "see this pet's expenses",
  'write-expenses': "change this pet's expenses",
  'log-doses': 'log doses for this pet',
  'edit-dose-logs': 'change a dose someone else logged',
  'add-reactions': 'record reactions for this pet',
  'edit-reactions': "edit or delete this pet's reactions",
  'write-appointments': "change this pet's appointments",
  'add-notes': 'add notes to this pet',
  'manage-emergency-links': "manage this pet's emergency links",
  'read-activity': "see this pet's activity log",
  'leave-pet': 'leave a pet they own (delete it instead)',
};

const article = (role: PetRole) => (role === 'owner' ? 'An' : 'A');

export const ACCESS_MESSAGES = {
  forbidden: (role: PetRole, action: PetAction) =>
    `${article(role)} ${PET_ROLE_LABELS[role].toLowerCase()} cannot ${ACTION_TEXT[action]}`,
} as const;

import type { Role } from '@pawrx/contracts/enums';

// The four navigation entries of spec §2, plus Vet Mode for a veterinarian account (issue 16:
// Vet Mode lists the patients shared with the vet; /vet-mode stays open to every account).

const NAV_ITEMS = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Medications', to: '/medications' },
  { label: 'Interaction Checker', to: '/interactions' },
  { label: 'Contact Support', to: '/contact-support' },
] as const;

const VET_MODE_ITEM = { label: 'Vet Mode', to: '/vet-mode' } as const;

export type NavItem = { label: string; to: string };

export const navItemsFor = (role: Role | undefined): readonly NavItem[] =>
  role === 'vet' ? [...NAV_ITEMS, VET_MODE_ITEM] : NAV_ITEMS;

/** An entry is active when the path equals its path or continues it after a slash. */
export function isActivePath(pathname: string, entryPath: string): boolean {
  return pathname === entryPath || pathname.startsWith(`${entryPath}/`);
}

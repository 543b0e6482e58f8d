// The four navigation entries of spec §2.

export const NAV_ITEMS = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Medications', to: '/medications' },
  { label: 'Interaction Checker', to: '/interactions' },
  { label: 'Contact Support', to: '/contact-support' },
] as const;

/** An entry is active when the path equals its path or continues it after a slash. */
export function isActivePath(pathname: string, entryPath: string): boolean {
  return pathname === entryPath || pathname.startsWith(`${entryPath}/`);
}

import type { Ref } from 'react';
import type { Role } from '@pawrx/contracts/enums';
import { navItemsFor } from './nav-items';
import { NavLinkItem } from './nav-link-item';

type ToggleProps = {
  ref: Ref<HTMLButtonElement>;
  open: boolean;
  onToggle: () => void;
  controls: string;
};

export function MobileMenuToggle({ ref, open, onToggle, controls }: ToggleProps) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? 'Close menu' : 'Open menu'}
      className="ml-auto inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
    </button>
  );
}

type MenuProps = {
  id: string;
  name: string;
  email: string;
  role?: Role;
  onNavigate: () => void;
  onLogout: () => void;
};

export function MobileMenu({ id, name, email, role, onNavigate, onLogout }: MenuProps) {
  return (
    <div id={id} className="border-t border-slate-200 bg-white px-4 pb-4 pt-2 shadow-lg md:hidden">
      <ul className="space-y-1">
        {navItemsFor(role).map((item) => (
          <li key={item.to}>
            <NavLinkItem to={item.to} label={item.label} variant="menu" onClick={onNavigate} />
          </li>
        ))}
      </ul>
      <div className="mt-3 border-t border-slate-200 pt-3">
        <p className="px-3 font-medium text-slate-900">{name}</p>
        <p className="px-3 text-sm break-all text-slate-500">{email}</p>
        <div className="mt-2">
          <NavLinkItem to="/settings" label="Settings" variant="menu" onClick={onNavigate} />
        </div>
        <button
          type="button"
          onClick={onLogout}
          className="mt-3 w-full rounded-lg border border-slate-300 px-3 py-2.5 text-left font-medium text-slate-700 hover:bg-slate-100"
        >
          Logout
        </button>
      </div>
    </div>
  );
}

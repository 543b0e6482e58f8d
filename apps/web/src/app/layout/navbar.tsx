import { Link, useNavigate } from 'react-router';
import { BrandLogo } from '../../components/ui/brand-logo';
import { useAuth } from '../../lib/use-auth';
import { MobileMenu, MobileMenuToggle } from './mobile-menu';
import { navItemsFor } from './nav-items';
import { NavLinkItem } from './nav-link-item';
import { useMobileMenu } from './use-mobile-menu';

const MOBILE_MENU_ID = 'mobile-menu';

export function Navbar() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const { open, toggle, close, toggleRef } = useMobileMenu();

  const handleLogout = async () => {
    close();
    await logout();
    await navigate('/login', { replace: true });
  };

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6"
      >
        <Link to="/dashboard" className="rounded-lg" aria-label="PawRx dashboard">
          <BrandLogo />
        </Link>
        <ul className="ml-6 hidden items-center gap-1 md:flex">
          {navItemsFor(user?.role).map((item) => (
            <li key={item.to}>
              <NavLinkItem to={item.to} label={item.label} variant="bar" />
            </li>
          ))}
        </ul>
        <div className="ml-auto hidden items-center gap-3 md:flex">
          <span className="max-w-48 truncate text-sm font-medium text-slate-700">{user?.name}</span>
          <NavLinkItem to="/settings" label="Settings" variant="bar" />
          <button
            type="button"
            onClick={() => void handleLogout()}
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            Logout
          </button>
        </div>
        <MobileMenuToggle ref={toggleRef} open={open} onToggle={toggle} controls={MOBILE_MENU_ID} />
      </nav>
      {open && (
        <MobileMenu
          id={MOBILE_MENU_ID}
          name={user?.name ?? ''}
          email={user?.email ?? ''}
          role={user?.role}
          onNavigate={close}
          onLogout={() => void handleLogout()}
        />
      )}
    </header>
  );
}

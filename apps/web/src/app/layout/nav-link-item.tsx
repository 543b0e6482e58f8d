import { Link, useLocation } from 'react-router';
import { isActivePath } from './nav-items';

type NavLinkItemProps = {
  to: string;
  label: string;
  variant: 'bar' | 'menu';
  onClick?: () => void;
};

const STYLES = {
  bar: {
    base: 'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    active: 'bg-brand-50 text-brand-700',
    idle: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  },
  menu: {
    base: 'block rounded-lg px-3 py-2.5 text-base font-medium',
    active: 'bg-brand-50 text-brand-700',
    idle: 'text-slate-700 hover:bg-slate-100',
  },
} as const;

export function NavLinkItem({ to, label, variant, onClick }: NavLinkItemProps) {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, to);
  const style = STYLES[variant];
  return (
    <Link
      to={to}
      onClick={onClick}
      aria-current={active ? 'page' : undefined}
      className={`${style.base} ${active ? style.active : style.idle}`}
    >
      {label}
    </Link>
  );
}

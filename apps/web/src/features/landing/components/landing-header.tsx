import { Link } from 'react-router';
import { BrandLogo } from '../../../components/ui/brand-logo';

export function LandingHeader() {
  return (
    <header className="absolute inset-x-0 top-0 z-10">
      <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-5 sm:px-6">
        <Link to="/" className="rounded-lg" aria-label="PawRx home">
          <BrandLogo />
        </Link>
        <nav aria-label="Account" className="flex shrink-0 items-center gap-1 sm:gap-3">
          <Link
            to="/login"
            className="rounded-lg px-2.5 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 hover:bg-white/70 sm:px-3"
          >
            Log In
          </Link>
          <Link
            to="/register"
            className="rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white shadow-sm hover:bg-brand-700 sm:px-4"
          >
            Get Started Free
          </Link>
        </nav>
      </div>
    </header>
  );
}

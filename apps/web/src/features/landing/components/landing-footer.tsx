import { Link } from 'react-router';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { CREATOR, PRODUCT_TAGLINE } from '../../../lib/creator';
import { ExternalLinks } from './external-links';

const linkClass = 'text-slate-300 hover:text-white';

export function LandingFooter() {
  return (
    <footer className="bg-slate-900 text-slate-400">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <BrandLogo className="text-white" />
          <p className="mt-3 max-w-sm text-sm">
            {PRODUCT_TAGLINE}: free medication records and safety checks for pet owners.
          </p>
        </div>
        <nav aria-labelledby="footer-product">
          <h2 id="footer-product" className="text-sm font-semibold text-white">
            Product
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/register" className={linkClass}>
                Get Started
              </Link>
            </li>
            <li>
              <Link to="/login" className={linkClass}>
                Sign In
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className="text-sm font-semibold text-white">
            Support
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/contact-support" className={linkClass}>
                Contact Support
              </Link>
            </li>
            <li>Help Documentation</li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 text-sm sm:flex-row sm:px-6">
          <p>© 2025 PawRx by {CREATOR.name}. All rights reserved.</p>
          <ExternalLinks tone="dark" />
        </div>
      </div>
    </footer>
  );
}

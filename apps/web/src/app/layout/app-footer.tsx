import { CREATOR, PRODUCT_TAGLINE } from '../../lib/creator';

/** Fixed footer of the signed-in app (spec §2): year, author copyright, tagline. */
export function AppFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto hidden h-12 max-w-7xl items-center justify-between px-6 text-sm text-slate-500 sm:flex">
        <p>
          © {year} {CREATOR.name}. All rights reserved.
        </p>
        <p className="font-medium text-slate-600">PawRx · {PRODUCT_TAGLINE}</p>
      </div>
      <div className="flex h-10 items-center justify-center px-4 text-xs text-slate-500 sm:hidden">
        <p>
          © {year} {CREATOR.name} · {PRODUCT_TAGLINE}
        </p>
      </div>
    </footer>
  );
}

import { Link } from 'react-router';
import { BrandLogo } from '../components/ui/brand-logo';

export function NotFoundPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-5 bg-gradient-to-b from-brand-50 to-white p-6 text-center">
      <BrandLogo />
      <p className="text-6xl font-black text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold text-slate-900">We couldn’t find that page</h1>
      <p className="max-w-md text-slate-600">
        The link may be broken or the page may have moved. Let’s get you back on track.
      </p>
      <Link
        to="/"
        className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700"
      >
        Go to the home page
      </Link>
    </main>
  );
}

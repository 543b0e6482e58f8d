import { Link } from 'react-router';
import { PRODUCT_TAGLINE } from '../../../lib/creator';
import { Icon, ICONS } from './icon';

const HIGHLIGHTS = ['Free forever', 'Dogs, cats and more', 'Built by a vet tech'];

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-sky-50 pt-28 pb-20 sm:pt-36 sm:pb-28">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
          <Icon paths={ICONS.paws} className="size-4" />
          {PRODUCT_TAGLINE}
        </p>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
          Every pill, dose and reaction. <span className="text-brand-600">One safe place.</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
          PawRx keeps your pets’ medications, reactions, appointments and records together, and
          checks every new medication against what they already take before it reaches the bowl.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to="/register"
            className="inline-flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 py-3.5 text-base font-semibold text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700"
          >
            Get Started Free
            <Icon paths={ICONS.arrow} className="size-5" />
          </Link>
          <Link
            to="/login"
            className="inline-flex items-center justify-center rounded-xl border border-slate-300 bg-white px-6 py-3.5 text-base font-semibold text-slate-800 hover:bg-slate-50"
          >
            Log In
          </Link>
        </div>
        <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-slate-600">
          {HIGHLIGHTS.map((item) => (
            <li key={item} className="inline-flex items-center gap-1.5">
              <Icon paths={ICONS.check} className="size-4 text-brand-600" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { Link } from 'react-router';

export function FinalCta() {
  return (
    <section aria-labelledby="cta-title" className="bg-brand-700 py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          Give your pets the care record they deserve
        </h2>
        <p className="mt-4 text-lg text-brand-100">
          Free to use, set up in minutes, and ready for every pet in your home.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to="/register"
            className="rounded-xl bg-white px-6 py-3.5 font-semibold text-brand-800 shadow-lg hover:bg-brand-50"
          >
            Get Started Free
          </Link>
          <Link
            to="/contact-support"
            className="rounded-xl border border-brand-300 px-6 py-3.5 font-semibold text-white hover:bg-brand-800"
          >
            Contact Support
          </Link>
        </div>
      </div>
    </section>
  );
}

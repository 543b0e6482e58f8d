import { CREATOR } from '../../../lib/creator';
import { ExternalLinks } from './external-links';
import { Icon, ICONS } from './icon';

export function AboutCreator() {
  return (
    <section aria-labelledby="creator-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto grid max-w-5xl items-center gap-10 px-4 sm:px-6 md:grid-cols-[auto_1fr]">
        <div
          aria-hidden="true"
          className="mx-auto flex size-36 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-sky-500 text-white shadow-xl sm:size-44"
        >
          <Icon paths={ICONS.stethoscope} className="size-16 sm:size-20" />
        </div>
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            About the creator
          </p>
          <h2 id="creator-title" className="mt-2 text-3xl font-bold tracking-tight">
            Made by a veterinary technician
          </h2>
          <p className="mt-1 font-medium text-slate-700">
            {CREATOR.name}, {CREATOR.title}
          </p>
          <p className="mt-4 text-slate-600">{CREATOR.shortBio}</p>
          <p className="mt-3 text-slate-600">{CREATOR.mission}</p>
          <ExternalLinks className="mt-6" />
        </div>
      </div>
    </section>
  );
}

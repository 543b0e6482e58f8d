import { Icon, ICONS } from './icon';

const FEATURES = [
  {
    icon: ICONS.pill,
    title: 'Medication Management',
    text: 'Current and past medications with doses, schedules, prescribers and instructions.',
  },
  {
    icon: ICONS.shield,
    title: 'Drug Interaction Checker',
    text: 'A quick rule-based check, or an AI analysis tailored to your pet, before anything new.',
  },
  {
    icon: ICONS.alert,
    title: 'Adverse Reaction Tracking',
    text: 'Record symptoms, severity and outcome so nobody repeats a bad reaction.',
  },
  {
    icon: ICONS.calendar,
    title: 'Appointment Scheduling',
    text: 'Check-ups, vaccinations and procedures per pet, on a calendar you can glance at.',
  },
  {
    icon: ICONS.file,
    title: 'Medical Records',
    text: 'Allergies, conditions and history in one profile, with a PDF report for your vet.',
  },
  {
    icon: ICONS.chart,
    title: 'Health Analytics',
    text: 'See how treatments, reactions and visits add up over your pet’s life.',
  },
] as const;

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Everything your pet’s care needs
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            The tools a veterinary team uses, made simple enough for a busy kitchen counter.
          </p>
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li
              key={feature.title}
              className="rounded-2xl border border-slate-200 bg-slate-50/60 p-6 transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                <Icon paths={feature.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 text-slate-600">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

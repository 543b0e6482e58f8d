import { Icon, ICONS } from './icon';

const BENEFITS = [
  {
    icon: ICONS.heart,
    title: 'Better Pet Health',
    text: 'Fewer missed doses and no unnoticed interactions between medications.',
  },
  {
    icon: ICONS.clock,
    title: 'Time Saved',
    text: 'Answer the vet’s questions in seconds instead of digging through receipts.',
  },
  {
    icon: ICONS.paws,
    title: 'Multi-Pet Support',
    text: 'One account for the whole household, with a profile for every animal.',
  },
  {
    icon: ICONS.smile,
    title: 'Peace of Mind',
    text: 'Know what each pet takes, why, and what to watch for, wherever you are.',
  },
] as const;

export function WhyChoose() {
  return (
    <section aria-labelledby="why-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="why-title" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          Why pet owners choose PawRx
        </h2>
        <ul className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="text-center">
              <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-sky-100 text-sky-700">
                <Icon paths={benefit.icon} className="size-7" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{benefit.title}</h3>
              <p className="mt-2 text-slate-600">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

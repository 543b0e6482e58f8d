const STEPS = [
  {
    title: 'Create Pet Profiles',
    text: 'Add each pet with species, breed, age, weight, allergies and chronic conditions.',
  },
  {
    title: 'Add Medications',
    text: 'Enter what they take; PawRx checks each new one against their current medications.',
  },
  {
    title: 'Monitor & Track',
    text: 'Log reactions, keep appointments and share a complete record with your vet.',
  },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="how-title" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          How it works
        </h2>
        <ol className="mt-14 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

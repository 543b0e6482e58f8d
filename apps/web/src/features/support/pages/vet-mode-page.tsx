/** /vet-mode (spec §2): a placeholder, open to every signed-in account (not role-restricted). */
export function VetModePage() {
  return (
    <section aria-labelledby="vet-mode-title" className="space-y-6">
      <header>
        <h1 id="vet-mode-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Veterinarian Mode
        </h1>
        <p className="mt-1 text-slate-600">Tools for veterinary professionals.</p>
      </header>
      <div className="rounded-2xl border border-dashed border-brand-200 bg-white p-8 text-center shadow-sm sm:p-12">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M2 20h20M4 20V10l8-6 8 6v10" />
            <path d="M9 20v-5h6v5M12 8v4M10 10h4" />
          </svg>
        </div>
        <p className="mt-5 inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-800">
          Under construction
        </p>
        <h2 className="mt-4 text-xl font-semibold text-slate-900">Vet mode is coming soon</h2>
        <p className="mx-auto mt-2 max-w-lg text-slate-600">
          Veterinarian mode will offer vet tools for reviewing and updating pet medical records:
          medications, vaccinations, reactions and visit notes, in one place.
        </p>
      </div>
    </section>
  );
}
